import { expect } from '@open-wc/testing';
import type { IpoSelectEvent } from '../../src/element/events.js';
import { http, HttpResponse } from 'msw';
import { mockSite } from '../support/mock-site.js';
import { button, calendar, finishedLoading, siteElement } from './support.js';

describe('events', () => {
  it('fires ipo-select with the offering when an item name is clicked: bubbling, composed, cancelable', async () => {
    const site = mockSite();
    const el = await calendar(siteElement(site, { lang: 'en' }));
    await finishedLoading(el);
    await expect(el).to.be.accessible();
    const offering = el.items[1];
    let heard: IpoSelectEvent | null = null;
    document.addEventListener('ipo-select', (event) => (heard = event), { once: true });
    button(el, offering.corp_name)!.click();
    const event = heard! as IpoSelectEvent;
    expect(event.detail.offering).to.equal(offering);
    expect([event.bubbles, event.composed, event.cancelable]).to.deep.equal([true, true, true]);
    expect(event.target).to.equal(el);
  });

  it('is typed in GlobalEventHandlersEventMap and can be cancelled', async () => {
    const site = mockSite();
    const el = await calendar(siteElement(site));
    await finishedLoading(el);
    const ids: string[] = [];
    // Typed: `event.detail.offering` compiles only through the event map.
    el.addEventListener('ipo-select', (event) => {
      ids.push(event.detail.offering.id);
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

  it('fires ipo-load with the source of each body: network, then cache, then revalidated', async () => {
    const site = mockSite();
    const loads: { count: number; total: number; source: string; items: number }[] = [];
    const listener = (event: GlobalEventHandlersEventMap['ipo-load']) => {
      expect([event.bubbles, event.composed]).to.deep.equal([true, true]);
      loads.push({
        count: event.detail.count,
        total: event.detail.total,
        source: event.detail.source,
        items: event.detail.items.length,
      });
    };
    document.addEventListener('ipo-load', listener);
    const first = await calendar(siteElement(site));
    await finishedLoading(first);
    const second = await calendar(siteElement(site));
    await finishedLoading(second);
    await second.refresh();
    await finishedLoading(second);
    document.removeEventListener('ipo-load', listener);
    const sources = loads.map((load) => load.source);
    expect(sources).to.deep.equal(['network', 'cache', 'revalidated']);
    expect(loads.at(-1)!.count).to.equal(20);
    expect(loads.at(-1)!.items).to.equal(20);
    expect(loads.at(-1)!.total).to.be.greaterThan(20);
  });

  it('fires ipo-error with the kind and status of a failure', async () => {
    const site = mockSite({
      before: (origin) => [
        http.get(`${origin}/v1/upcoming-ipos`, () =>
          HttpResponse.json({ error: { code: 'invalid_key', message: 'no' } }, { status: 401 }),
        ),
      ],
    });
    const errors: { kind: string; status: number | null }[] = [];
    document.addEventListener('ipo-error', (event) => errors.push(event.detail));
    const el = await calendar(siteElement(site));
    await finishedLoading(el);
    expect(errors.at(-1)).to.deep.equal({ kind: 'invalid_key', status: 401 });
  });

  it('fires ipo-quota when the remaining calls change, with nulls for an unlimited key', async () => {
    const site = mockSite();
    const quotas: { limit: number | null; remaining: number | null }[] = [];
    document.addEventListener('ipo-quota', (event) => quotas.push(event.detail));
    const el = await calendar(siteElement(site, { 'cache-ttl': '0' }));
    await finishedLoading(el);
    expect(quotas.at(-1)).to.deep.equal({ limit: 100, remaining: 99 });
    await el.refresh();
    await finishedLoading(el);
    expect(quotas.at(-1)).to.deep.equal({ limit: 100, remaining: 98 });
    const count = quotas.length;
    const unlimited = await calendar(siteElement(site, { 'api-key': 'demo-unlimited' }));
    await finishedLoading(unlimited);
    expect(quotas.length).to.be.greaterThan(count);
    expect(quotas.at(-1)).to.deep.equal({ limit: null, remaining: null });
  });
});
