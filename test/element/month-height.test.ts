/**
 * The month view is as tall while it loads, with any data and in every month, so that the page around it never moves:
 * measured on a phone-sized host (compact, with its day list) and on a desktop-sized one.
 */
import { expect, html, nextFrame } from '@open-wc/testing';
import { MONTH_LOAD_DELAY_MS, type IpoCalendar } from '../../src/element/ipo-calendar.js';
import { mockSite } from '../support/mock-site.js';
import { CROWDED_DAY } from './crowded-day.js';
import { button, calendar, connectedSiteElement, gate, finishedLoading, shadow, siteElement } from './support.js';

const DATA_SETS = { 'no offerings': [], 'a crowded day': CROWDED_DAY };

/**
 * The element's height at each step: loading November, November with data, December while it loads (after the
 * navigation settles), December with data, then January likewise.
 */
async function heightsAt(width: number, data: unknown): Promise<Record<string, number>> {
  const held = gate();
  const site = mockSite({ data, before: held.hold });
  const el = await calendar(
    html`<div style="width: ${width}px">${siteElement(site, { view: 'month', range: '2026-11' })}</div>`,
    site.time,
  );
  const height = () => el.getBoundingClientRect().height;
  const heights: Record<string, number> = { 'November loading': height() };
  held.open();
  await finishedLoading(el, site);
  heights['November'] = height();
  for (const month of ['December', 'January']) {
    button(el, '다음 달')!.click();
    await el.updateComplete;
    heights[`${month} loading`] = height();
    await site.time.advance(MONTH_LOAD_DELAY_MS);
    await finishedLoading(el, site);
    heights[month] = height();
  }
  expect(shadow(el).querySelector('[role="grid"]')!.getAttribute('part')).to.equal(
    width < 480 ? 'grid compact' : 'grid',
  );
  await expect(el).to.be.accessible();
  return heights;
}

/** November with the crowded day, loaded in a host `width` px wide. */
async function crowdedMonthAt(width: number): Promise<IpoCalendar> {
  const site = mockSite({ data: CROWDED_DAY });
  const el = await calendar(
    html`<div style="width: ${width}px">${siteElement(site, { view: 'month', range: '2026-11' })}</div>`,
    site.time,
  );
  await finishedLoading(el, site);
  return el;
}

describe('month view height', () => {
  for (const width of [360, 1000]) {
    it(`is the same at ${width} px while loading, with data and from one month to the next`, async () => {
      const measured: Record<string, number> = {};
      for (const [name, data] of Object.entries(DATA_SETS)) {
        for (const [step, height] of Object.entries(await heightsAt(width, data))) {
          measured[`${name}: ${step}`] = height;
        }
      }
      const first = Object.values(measured)[0];
      expect(first).to.be.greaterThan(300);
      expect(measured).to.deep.equal(Object.fromEntries(Object.keys(measured).map((step) => [step, first])));
    });
  }

  for (const width of [360, 1000]) {
    it(`is as tall at ${width} px before its first render, in the frame the page may paint then, as after`, async () => {
      const site = mockSite({ data: CROWDED_DAY });
      const el = await connectedSiteElement(site, width, { view: 'month', range: '2026-11' });
      const before = el.getBoundingClientRect().height;
      expect(el.shadowRoot!.querySelector('[part~="attribution"]'), 'not rendered yet').to.equal(null);
      await finishedLoading(el, site);
      expect(before).to.equal(el.getBoundingClientRect().height);
    });
  }

  it('scrolls a crowded day inside the compact day list, whose entries stay reachable', async () => {
    const el = await crowdedMonthAt(360);
    const list = shadow(el).querySelector<HTMLElement>('[part~="agenda"] ul')!;
    const entries = list.querySelectorAll('button');
    expect(entries.length).to.be.at.least(12);
    expect(list.scrollHeight).to.be.greaterThan(list.clientHeight);
    const last = entries[entries.length - 1];
    last.focus();
    // WebKit scrolls a focused node into view in the rendering after the next frame's callbacks, not at once.
    await nextFrame();
    await nextFrame();
    const { top, bottom } = list.getBoundingClientRect();
    const box = last.getBoundingClientRect();
    expect(box.top, 'the focused entry is scrolled into the list').to.be.at.least(top);
    expect(box.bottom).to.be.at.most(bottom);
  });

  it('draws the days of a bar after its first, which hold no name, as tall as its first', async () => {
    const el = await crowdedMonthAt(1000);
    const bars = [...shadow(el).querySelectorAll<HTMLElement>('[role="gridcell"] .bar')];
    const named = bars.filter((bar) => bar.querySelector('.name'));
    const unnamed = bars.filter((bar) => !bar.querySelector('.name'));
    expect(named.length).to.be.greaterThan(0);
    expect(unnamed.length).to.be.greaterThan(0);
    const height = named[0].getBoundingClientRect().height;
    expect(height).to.be.greaterThan(10);
    expect(bars.map((bar) => bar.getBoundingClientRect().height)).to.deep.equal(bars.map(() => height));
  });
});
