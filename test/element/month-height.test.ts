/**
 * The month view is as tall while it loads, with any data, in every month and with notes under the grid (a refresh that
 * failed, stale data, a truncated answer), so that the page around it never moves: measured on a phone-sized host
 * (compact, with its day list), on the narrowest wide one and on a desktop-sized one.
 */
import { expect, html } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import { MONTH_LOAD_DELAY_MS, type IpoCalendar } from '../../src/element/ipo-calendar.js';
import { PLAN_KEY } from '../../src/model/plan.js';
import { mockSite } from '../support/mock-site.js';
import { scheduled } from '../support/offering.js';
import { CROWDED_DAY } from './crowded-day.js';
import {
  button,
  calendar,
  connectedSiteElement,
  expectAttribution,
  focusIntoView,
  gate,
  finishedLoading,
  shadow,
  siteElement,
} from './support.js';

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

/** A reader's plan of three subscriptions at the end of November: six days of cash, more than the notes' room. */
const PLAN = {
  version: 1,
  offerings: ['2026-11-23', '2026-11-24', '2026-11-30'].map((start, index) =>
    scheduled(`planned-${index}`, start, { corp_name: `계획 ${index}`, price_final: 20_000 + index * 5_000 }),
  ),
};

/** November (5 of the crowded day's offerings: a truncated answer, which a note says), with or without a plan. */
async function monthWithPlan(width: number, planned: boolean): Promise<IpoCalendar> {
  const site = mockSite({ data: CROWDED_DAY });
  if (planned) site.storage.setItem(PLAN_KEY, JSON.stringify(PLAN));
  const el = await calendar(
    html`<div style="width: ${width}px">${siteElement(site, { view: 'month', range: '2026-11', limit: '5' })}</div>`,
    site.time,
    site.registry(),
  );
  await finishedLoading(el, site);
  return el;
}

interface FailingRefresh {
  /** The host's width, in px. */
  width: number;
  lang: 'ko' | 'en';
  /** The element's `limit`: below the data's 22 offerings, the answer is truncated, which a note says. */
  limit: string;
  /** A site's `--ipo-calendar-font`. */
  font?: string;
  /** The answer that refuses the refresh; a 500 without it. */
  refusal?: () => Response;
}

/**
 * November loaded, then a refresh that fails: the stored data stays on screen, with the notes under the grid. Resolves
 * with the element and its height once loaded, before the refresh.
 */
async function refreshFailing({ width, lang, limit, font, refusal }: FailingRefresh) {
  let refusing = false;
  const site = mockSite({
    data: CROWDED_DAY,
    before: (origin) => [http.all(`${origin}/*`, () => (refusing && refusal ? refusal() : undefined))],
  });
  const style = `width: ${width}px;${font ? ` --ipo-calendar-font: ${font}` : ''}`;
  const el = await calendar(
    html`<div style=${style} lang=${lang}>${siteElement(site, { view: 'month', range: '2026-11', limit })}</div>`,
    site.time,
  );
  await finishedLoading(el, site);
  const loaded = el.getBoundingClientRect().height;
  if (refusal) refusing = true;
  else site.api.setFault({ internal: true });
  void el.refresh();
  await finishedLoading(el, site);
  return { el, loaded };
}

/** The fraction of `inner`'s height that `outer` shows. */
function shownIn(outer: Element, inner: Element): number {
  const box = outer.getBoundingClientRect();
  const { top, bottom, height } = inner.getBoundingClientRect();
  return (Math.min(bottom, box.bottom) - Math.max(top, box.top)) / height;
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

  for (const width of [360, 480, 1000]) {
    it(`is as tall at ${width} px when a refresh fails while data is shown, truncated or not, its retry in sight`, async () => {
      const heights: number[] = [];
      for (const lang of ['ko', 'en'] as const) {
        for (const limit of ['100', '5']) {
          const { el, loaded } = await refreshFailing({ width, lang, limit });
          heights.push(loaded, el.getBoundingClientRect().height);
          const notes = shadow(el).querySelector('.notes')!;
          const parts = ['message', 'stale', ...(limit === '5' ? ['truncated'] : [])];
          for (const part of parts) expect(notes.querySelector(`[part~="${part}"]`), part).to.exist;
          const retry = button(el, lang === 'ko' ? '다시 시도' : 'Retry')!;
          expect(shownIn(notes, retry), 'the retry button is in sight').to.equal(1);
          expectAttribution(el);
          await expect(el).to.be.accessible();
        }
      }
      expect(
        heights.every((height) => height === heights[0]),
        heights.join(', '),
      ).to.equal(true);
    });
  }

  for (const width of [360, 480, 1000]) {
    it(`is as tall at ${width} px with the reader's cash strip among the notes, where it scrolls`, async () => {
      const without = (await monthWithPlan(width, false)).getBoundingClientRect().height;
      const el = await monthWithPlan(width, true);
      expect(el.getBoundingClientRect().height).to.equal(without);
      const notes = shadow(el).querySelector<HTMLElement>('.notes')!;
      expect(notes.querySelectorAll('[part~="cash"] li')).to.have.length(6);
      expect(notes.querySelector('[part~="truncated"]'), 'with the other notes').to.exist;
      expect(notes.scrollHeight, 'the notes scroll').to.be.greaterThan(notes.clientHeight);
      expectAttribution(el);
      await expect(el).to.be.accessible();
    });
  }

  it('scrolls notes longer than their room inside it, which takes the focus, and stays as tall', async () => {
    // The server's reason, as long as the element says it (cut to 300 characters), and no retry button.
    const reason = 'The request has a problem that this long sentence explains at length, again and again. '.repeat(4);
    const refusal = () => HttpResponse.json({ error: { code: 'bad_request', message: reason } }, { status: 400 });
    for (const width of [480, 1000]) {
      const { el, loaded } = await refreshFailing({ width, lang: 'en', limit: '5', refusal });
      expect(el.lastError?.kind).to.equal('bad_request');
      expect(el.getBoundingClientRect().height).to.equal(loaded);
      const notes = shadow(el).querySelector<HTMLElement>('.notes')!;
      expect(notes.scrollHeight, 'the notes scroll').to.be.greaterThan(notes.clientHeight);
      expect(shownIn(notes, notes.querySelector('[part~="message"] p')!), 'the reason begins in sight').to.be.above(0);
      notes.focus();
      expect(shadow(el).activeElement, 'the keyboard can scroll them').to.equal(notes);
      expectAttribution(el);
      await expect(el).to.be.accessible();
    }
  });

  it('keeps Korean lines in a font without a line height as tall as their rows, which then need no scrolling', async () => {
    for (const width of [480, 1000]) {
      const { el, loaded } = await refreshFailing({ width, lang: 'ko', limit: '5', font: '15px "DejaVu Sans"' });
      expect(el.getBoundingClientRect().height).to.equal(loaded);
      for (const selector of ['.notes', '[part~="updated"]', '[part~="legend"]', '[part~="attribution"]']) {
        const row = shadow(el).querySelector(selector)!;
        // Within the row's own, unrounded height: Firefox rounds a fractional scrollHeight up and clientHeight to the
        // nearest pixel.
        const { borderTopWidth, borderBottomWidth } = getComputedStyle(row);
        const inner = row.getBoundingClientRect().height - parseFloat(borderTopWidth) - parseFloat(borderBottomWidth);
        expect(row.scrollHeight, `${selector} at ${width} px`).to.be.at.most(Math.ceil(inner));
      }
    }
  });

  it('scrolls a crowded day inside the compact day list, whose entries stay reachable', async () => {
    const el = await crowdedMonthAt(360);
    const list = shadow(el).querySelector<HTMLElement>('[part~="agenda"] ul')!;
    const entries = list.querySelectorAll('button');
    expect(entries.length).to.be.at.least(12);
    expect(list.scrollHeight).to.be.greaterThan(list.clientHeight);
    const last = entries[entries.length - 1];
    await focusIntoView(last);
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
    // Firefox reports boxes in single precision: equal heights may differ by a rounding error.
    for (const [index, bar] of bars.entries())
      expect(bar.getBoundingClientRect().height, `bar ${index}`).to.be.closeTo(height, 0.01);
  });
});
