/** The workbench's mock controls, driving a mock site and the element that calls it. */
import { expect, fixture, html } from '@open-wc/testing';
import { render } from 'lit';
import { renderMockControls } from '../../demo/mock-controls.js';
import type { IpoCalendar } from '../../src/element/ipo-calendar.js';
import type { MockApi } from '../../src/mock/api.js';
import { mockSite } from '../support/mock-site.js';
import { scheduled } from '../support/offering.js';
import { calendar, finishedLoading, newRegistry, shadow, siteElement } from '../element/support.js';

/** The controls for a site's mock and an element, drawn anew after each action as the workbench does. */
async function controlsFor(api: MockApi, el: IpoCalendar) {
  const controls = await fixture<HTMLElement>(html`<div></div>`);
  const draw = () =>
    render(renderMockControls({ api, element: () => el, clockMoved: () => {}, changed: draw }), controls);
  draw();
  const press = (text: string) =>
    [...controls.querySelectorAll('button')].find((button) => button.textContent === text)!.click();
  return { controls, draw, press };
}

describe('demo mock controls', () => {
  it("give the element its calls back when the quota is reset, after the client's block", async () => {
    const site = mockSite();
    // On the page's localStorage, as the demo's element is: the controls reset what it stored there.
    const clients = newRegistry({ storage: () => localStorage, clock: site.time.clock, timers: site.time.timers });
    const el = await calendar(siteElement(site, { 'api-key': 'demo-tiny', 'cache-ttl': '0' }), site.time, clients);
    await finishedLoading(el, site);
    for (let call = 2; call <= 3; call++) {
      await el.refresh();
      await finishedLoading(el, site);
    }
    expect(el.quota.remaining, 'the day’s three calls are spent').to.equal(0);
    await el.refresh();
    await finishedLoading(el, site);
    expect(el.lastError?.kind, 'the client blocks the key').to.equal('rate_limited');
    expect(site.statuses, 'without calling the mock').to.have.length(3);

    const { controls, draw, press } = await controlsFor(site.api, el);
    press('Reset the quota');
    await site.reached(4);
    await finishedLoading(el, site);
    expect(site.statuses.at(-1), 'a call the mock answers').to.be.oneOf([200, 304]);
    expect(el.lastError).to.equal(null);
    expect(el.quota.remaining).to.equal(2);
    draw();
    expect(controls.textContent).to.contain('Calls today: demo-tiny 1');
    await expect(controls).to.be.accessible();
  });

  it('file a correction that the element marks with the one conditional call it makes anyway', async () => {
    // Its demand forecasting from tomorrow: the next offering a correction can move. The other's has begun.
    const movable = scheduled('e', '2026-12-03', { corp_name: '씨엔바이오', price_low: 10000, price_high: 12000 });
    const steady = scheduled('f', '2026-11-30', { corp_name: '가나테크' });
    const site = mockSite({ data: [movable, steady] });
    const el = await calendar(siteElement(site, { range: '2026-11-23/2026-12-31' }), site.time, site.registry());
    await finishedLoading(el, site);
    const { controls, draw, press } = await controlsFor(site.api, el);

    press('File a correction (정정신고서)');
    await site.reached(2);
    await finishedLoading(el, site);
    const items = [...shadow(el).querySelectorAll('[part~="item"]')];
    expect(items.map((item) => item.getAttribute('part'))).to.deep.equal(['item', 'item changed']);
    expect(items[1].querySelector('[part~="badge"][part~="change"]')!.textContent)
      .to.include('청약 12/3→12/17')
      .and.include('밴드 10,000–12,000 → 8,500–10,000 원');
    expect(site.calls, 'the first load, and the refresh').to.have.length(2);
    expect(site.calls[1].headers.get('If-None-Match'), 'a conditional call').to.not.equal(null);
    draw();
    expect(controls.textContent)
      .to.contain('Filed for 씨엔바이오')
      .and.contain('Changed 1× (1 correction)')
      .and.contain('Calls today: demo-key 2');
    await expect(controls).to.be.accessible();
    await expect(el).to.be.accessible();
  });
});
