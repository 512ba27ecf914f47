import { expect, html } from '@open-wc/testing';
import type { IpoSelectEvent } from '../../src/element/events.js';
import { button, calendar, mockSite, settled } from './support.js';

describe('events', () => {
  it('fires ipo-select with the offering when an item name is clicked: bubbling, composed, cancelable', async () => {
    const site = await mockSite();
    const el = await calendar(html`<ipo-calendar lang="en" api-key="demo-key" base-url=${site.baseUrl} view="list" loading="eager"></ipo-calendar>`);
    await settled(el);
    await expect(el).to.be.accessible();
    const offering = el.items[1];
    let heard: IpoSelectEvent | null = null;
    document.addEventListener('ipo-select', (event) => (heard = event), { once: true });
    button(el, offering.corp_name)!.click();
    const event = heard! as IpoSelectEvent;
    expect(event.offering).to.equal(offering);
    expect([event.bubbles, event.composed, event.cancelable]).to.deep.equal([true, true, true]);
    expect(event.target).to.equal(el);
  });

  it('is typed in GlobalEventHandlersEventMap and can be cancelled', async () => {
    const site = await mockSite();
    const el = await calendar(html`<ipo-calendar api-key="demo-key" base-url=${site.baseUrl} view="list" loading="eager"></ipo-calendar>`);
    await settled(el);
    const ids: string[] = [];
    // Typed: `event.offering` compiles only through the event map.
    el.addEventListener('ipo-select', (event) => {
      ids.push(event.offering.id);
      event.preventDefault();
    });
    const clicked = el.items[0];
    const name = button(el, clicked.corp_name)!;
    name.click();
    expect(ids).to.deep.equal([clicked.id]);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    name.dispatchEvent(event);
    expect(ids).to.deep.equal([clicked.id, clicked.id]);
  });
});
