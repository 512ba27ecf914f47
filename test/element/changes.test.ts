/** What changed since the reader looked: the change memory, the badge, the marks and `ipo-change`. */
import { expect } from '@open-wc/testing';
import type { IpoChangeEvent } from '../../src/element/events.js';
import type { IpoCalendar } from '../../src/element/ipo-calendar.js';
import { CHANGE_MEMORY_KEY } from '../../src/model/change-memory.js';
import { mockSite, type MockSite } from '../support/mock-site.js';
import { offering } from '../support/offering.js';
import { calendar, finishedLoading, openPanel, shadow, siteElement } from './support.js';

/** An offering whose demand forecasting has not started: a correction can move it. */
const MOVABLE = offering({
  id: 'e',
  corp_name: '씨엔바이오',
  demand_start: '2026-11-26',
  demand_end: '2026-11-27',
  sub_start: '2026-12-02',
  sub_end: '2026-12-03',
  refund_date: '2026-12-07',
  listing_date: '2026-12-10',
  price_low: 10000,
  price_high: 12000,
});
const STEADY = offering({ id: 'f', corp_name: '가나테크', sub_start: '2026-12-04', sub_end: '2026-12-07' });

/** The site's page: elements on one registry and storage, and the `ipo-change` events they fire. */
function page(site: MockSite) {
  const clients = site.registry();
  const changes: IpoChangeEvent['detail']['changes'][] = [];
  const listen = (el: IpoCalendar) =>
    el.addEventListener('ipo-change', (event: IpoChangeEvent) => changes.push(event.detail.changes));
  const open = async (extra: Record<string, string> = {}) => {
    const el = await calendar(siteElement(site, { range: '2026-11-23/2026-12-31', ...extra }), site.time, clients);
    listen(el);
    await finishedLoading(el, site);
    return el;
  };
  return { clients, changes, open };
}

/** The list's items by name (a correction moves its offering later in the API's order), with their part tokens. */
const itemParts = (el: IpoCalendar) =>
  Object.fromEntries(
    [...shadow(el).querySelectorAll('[part~="item"]')].map((item) => [
      item.querySelector('[part~="item-name"]')!.textContent,
      item.getAttribute('part'),
    ]),
  );
/** The position of an offering in the list. */
const indexOf = (el: IpoCalendar, name: string) =>
  [...shadow(el).querySelectorAll('[part~="item-name"]')].findIndex((item) => item.textContent === name);
const badge = (root: ParentNode) => root.querySelector('[part~="badge"][part~="change"]')?.textContent?.trim() ?? null;

/** Files a correction of MOVABLE and has `el` ask again, as its next load would. */
async function correct(site: MockSite, el: IpoCalendar) {
  expect(site.api.fileCorrection('e')).to.equal('e');
  await el.refresh();
  await finishedLoading(el, site);
}

describe('what changed since the reader looked', () => {
  it('marks nothing on a first visit', async () => {
    const site = mockSite({ data: [MOVABLE, STEADY] });
    const { changes, open } = page(site);
    const el = await open();
    expect(itemParts(el)).to.deep.equal({ 씨엔바이오: 'item', 가나테크: 'item' });
    expect(changes).to.deep.equal([]);
    expect(site.storage.getItem(CHANGE_MEMORY_KEY), 'what the reader saw, kept').to.include('"e"');
  });

  it('marks a correction with what moved, tells it once, and costs no call of its own', async () => {
    const site = mockSite({ data: [MOVABLE, STEADY] });
    const { changes, open } = page(site);
    const el = await open();
    const before = el.items.find((item) => item.id === 'e')!;
    await correct(site, el);
    const after = el.items.find((item) => item.id === 'e')!;
    expect(itemParts(el)).to.deep.equal({ 씨엔바이오: 'item changed', 가나테크: 'item' });
    const item = shadow(el).querySelectorAll('[part~="item"]')[indexOf(el, '씨엔바이오')];
    expect(badge(item)).to.equal(
      'Δ일정 변경: 수요예측 11/26→12/10 · 청약 12/2→12/16 · 환불 12/7→12/21 · 상장 12/10→12/24 · 밴드 10,000–12,000 → 8,500–10,000 원',
    );
    const fields = ['demand_start', 'demand_end', 'sub_start', 'sub_end', 'refund_date', 'listing_date'] as const;
    expect(changes).to.deep.equal([
      [
        {
          id: 'e',
          corp_name: '씨엔바이오',
          fields: [
            ...fields.map((field) => ({ field, before: before[field], after: after[field] })),
            { field: 'price_low', before: 10000, after: 8500 },
            { field: 'price_high', before: 12000, after: 10000 },
          ],
        },
      ],
    ]);
    expect(site.calls, 'the first load and the refresh').to.have.length(2);
    await expect(el).to.be.accessible();
  });

  it('writes the memory only when a load changes it', async () => {
    const site = mockSite({ data: [MOVABLE, STEADY] });
    const writes: string[] = [];
    const setItem = site.storage.setItem.bind(site.storage);
    site.storage.setItem = (key, value) => {
      if (key === CHANGE_MEMORY_KEY) writes.push(value);
      setItem(key, value);
    };
    const { open } = page(site);
    const el = await open();
    expect(writes, 'the first visit').to.have.length(1);
    await el.refresh();
    await finishedLoading(el, site);
    expect(site.statuses).to.deep.equal([200, 304]);
    expect(writes, 'a 304 the same day changes nothing').to.have.length(1);
    await correct(site, el);
    expect(writes, 'a correction').to.have.length(2);
  });

  it('tells a change once in the page, whichever of its elements loads it', async () => {
    const site = mockSite({ data: [MOVABLE, STEADY] });
    const { changes, open } = page(site);
    const list = await open();
    const month = await open({ view: 'month', range: '2026-12' });
    await correct(site, list);
    await month.refresh();
    await finishedLoading(month, site);
    expect(changes).to.have.length(1);
    const names = [...shadow(month).querySelectorAll('.bar .name')].map((name) => name.textContent!.trim());
    expect(names.filter((name) => name.includes('씨엔바이오')).every((name) => name.includes('Δ'))).to.equal(true);
    expect(names.filter((name) => name.includes('가나테크')).some((name) => name.includes('Δ'))).to.equal(false);
    await expect(month).to.be.accessible();
  });

  it('clears the mark once the reader opens the offering, whose panel still says what moved', async () => {
    const site = mockSite({ data: [MOVABLE, STEADY] });
    const { open } = page(site);
    const el = await open();
    const twin = await open();
    await correct(site, el);
    await twin.updateComplete;
    expect(itemParts(twin)).to.deep.equal({ 씨엔바이오: 'item changed', 가나테크: 'item' });
    const panel = await openPanel(el, indexOf(el, '씨엔바이오'));
    expect(panel.getAttribute('part')).to.equal('panel changed');
    expect(badge(panel)).to.include('청약 12/2→12/16');
    await expect(el).to.be.accessible();
    await twin.updateComplete;
    expect(itemParts(twin), 'opened in another element of the page').to.deep.equal({
      씨엔바이오: 'item',
      가나테크: 'item',
    });
  });

  it('says it in English', async () => {
    const site = mockSite({ data: [MOVABLE] });
    const { open } = page(site);
    const el = await open({ lang: 'en' });
    await correct(site, el);
    expect(badge(shadow(el)))
      .to.include('Band ₩10,000–12,000 → ₩8,500–10,000')
      .and.include('Changed:');
  });
});
