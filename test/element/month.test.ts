/** The month view: an ARIA grid with keyboard navigation, stage marks, debounced loading and the compact layout. */
import { expect, html } from '@open-wc/testing';
import { executeServerCommand, sendMouse } from '@web/test-runner-commands';
import { http, HttpResponse } from 'msw';
import type { IpoRangeChangeEvent } from '../../src/element/events.js';
import { MONTH_LOAD_DELAY_MS } from '../../src/element/ipo-calendar.js';
import { offering } from '../support/offering.js';
import { mockSite } from '../support/mock-site.js';
import {
  button,
  calendar,
  expectAttribution,
  gate,
  paramsOf,
  finishedLoading,
  runOn,
  shadow,
  siteElement,
  text,
} from './support.js';

const cells = (el: HTMLElement) => [...shadow(el as never).querySelectorAll<HTMLElement>('[role="gridcell"]')];
const cell = (el: HTMLElement, date: string) =>
  shadow(el as never).querySelector<HTMLElement>(`[role="gridcell"][data-date="${date}"]`)!;
/** The dates of the cells in the tab order: the grid's one tab stop. */
const tabStops = (el: HTMLElement) =>
  cells(el)
    .filter((c) => c.tabIndex === 0)
    .map((c) => c.dataset.date);
/** A day cell's accessible name: its text that is not hidden from assistive technology. */
const nameOf = (element: HTMLElement) => element.querySelector('.visually-hidden')!.textContent;
const focusedDate = (el: HTMLElement) => (shadow(el as never).activeElement as HTMLElement | null)?.dataset.date;
const key = (target: HTMLElement, name: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true, cancelable: true }));

/** Sets the element's width and waits for its ResizeObserver (after a layout) and the render it asks for. */
async function resizeTo(el: HTMLElement & { updateComplete: Promise<unknown> }, width: string): Promise<void> {
  el.style.width = width;
  for (let i = 0; i < 3; i++) await new Promise(requestAnimationFrame);
  await el.updateComplete;
}

/** Four offerings around 2026-11-24, one of them with a subscription that crosses a week and the month end. */
const DATA = [
  offering({
    id: 'a',
    corp_name: '가나바이오',
    sub_start: '2026-11-24',
    sub_end: '2026-11-25',
    listing_date: '2026-12-03',
  }),
  offering({ id: 'b', corp_name: '다라테크', sub_start: '2026-11-24', sub_end: '2026-11-24' }),
  offering({ id: 'c', corp_name: '마바소재', listing_date: '2026-11-24', refund_date: '2026-11-24' }),
  offering({ id: 'd', corp_name: '사아로보', demand_start: '2026-11-24', demand_end: '2026-11-24' }),
  offering({ id: 'cross', corp_name: '월말교차', sub_start: '2026-11-27', sub_end: '2026-12-01' }),
];

/** A month view, loaded, on its site's time. */
async function monthView(range: string, data: unknown = DATA) {
  const site = mockSite({ data });
  const el = await calendar(siteElement(site, { view: 'month', range }), site.time);
  await finishedLoading(el, site);
  return { el, site };
}

describe('month view', () => {
  it('lays out six Sunday-first weeks in every month, with weekday headers', async () => {
    for (const [range, first] of [
      ['2026-02', '2026-02-01'],
      ['2026-11', '2026-11-01'],
      ['2026-08', '2026-07-26'],
    ] as const) {
      const { el } = await monthView(range);
      const grid = shadow(el).querySelector('[role="grid"]')!;
      expect(grid.querySelectorAll('[role="columnheader"]')).to.have.length(7);
      expect(grid.querySelectorAll('[role="row"]'), range).to.have.length(7);
      expect(cells(el)[0].dataset.date, range).to.equal(first);
      expect(grid.getAttribute('aria-labelledby')).to.equal('month-title');
    }
  });

  it("holds a lazy month's place with a placeholder per week while it is away from the viewport", async () => {
    const site = mockSite({ data: DATA });
    const el = await calendar(
      html`<div style="height: 3000px"></div>
        ${siteElement(site, { view: 'month', range: '2026-11', loading: 'lazy' })}`,
    );
    const grid = shadow(el).querySelector<HTMLElement>('[role="grid"]')!;
    expect(cells(el)).to.have.length(0);
    expect(grid.querySelectorAll('.pending'), 'one placeholder per week').to.have.length(6);
    expect(site.calls).to.have.length(0);
    expectAttribution(el);
  });

  it("holds the grid's place while loading, so that the page does not move when the days come", async () => {
    const held = gate();
    // With the data's last change, whose line comes with the answer.
    const site = mockSite({ data: DATA, updatedAt: '2026-11-23T06:00:00+09:00', before: held.hold });
    const el = await calendar(siteElement(site, { view: 'month', range: '2026-11' }));
    const grid = () => shadow(el).querySelector<HTMLElement>('[role="grid"]')!;
    expect(shadow(el).querySelector('[part~="body"]')!.getAttribute('aria-busy')).to.equal('true');
    expect(text(el, 'loading')).to.equal('불러오는 중입니다.');
    expect(shadow(el).querySelector('#month-title')!.textContent).to.equal('2026년 11월');
    expect(grid().querySelectorAll('[role="columnheader"]')).to.have.length(7);
    // Drawn while the call is out, named by their dates alone until the answer says what is on them.
    expect(cells(el)).to.have.length(42);
    expect(nameOf(cell(el, '2026-11-24'))).to.equal('11월 24일 화요일');
    const heights = { element: el.getBoundingClientRect().height, grid: grid().getBoundingClientRect().height };
    expectAttribution(el);
    await expect(el).to.be.accessible();

    held.open();
    await finishedLoading(el);
    expect(cells(el)).to.have.length(42);
    expect(text(el, 'loading')).to.equal(null);
    expect(text(el, 'updated')).to.contain('11월 23일 06:00');
    expect({ element: el.getBoundingClientRect().height, grid: grid().getBoundingClientRect().height }).to.deep.equal(
      heights,
    );
  });

  it('marks today (KST, from the injected clock) and names each day with what happens on it', async () => {
    const { el } = await monthView('2026-11');
    const today = cell(el, '2026-11-23');
    expect(today.getAttribute('part')!.split(' ')).to.include.members(['day', 'today']);
    expect(today.getAttribute('aria-current')).to.equal('date');
    expect(cells(el).filter((c) => c.getAttribute('aria-current'))).to.have.length(1);
    expect(nameOf(cell(el, '2026-11-24'))).to.equal('11월 24일 화요일, 수요예측 1건, 청약 2건, 환불 1건, 상장 1건');
    expect(cell(el, '2026-11-24').getAttribute('part')).to.equal('day has-demand has-sub has-refund has-listing');
    expect(cell(el, '2026-12-01').getAttribute('part')!.split(' ')).to.include('outside');
  });

  it('draws a period as bars continuing across the week and the month boundary, and shows "+N more"', async () => {
    const { el } = await monthView('2026-11');
    const barOf = (date: string) => cell(el, date).querySelector('.bar.sub:last-of-type, .bar.sub')!;
    expect(
      [...cell(el, '2026-11-27').querySelectorAll('.bar.sub')].some((bar) => bar.textContent!.includes('월말교차')),
    ).to.equal(true);
    const saturday = [...cell(el, '2026-11-28').querySelectorAll('.bar.sub')][0];
    expect(saturday.classList.contains('from') && saturday.classList.contains('into')).to.equal(true);
    const sunday = [...cell(el, '2026-11-29').querySelectorAll('.bar.sub')][0];
    expect(sunday.textContent, 'the label repeats where a week row starts').to.include('월말교차');
    const last = [...cell(el, '2026-12-01').querySelectorAll('.bar.sub')][0];
    expect(last.classList.contains('from') && !last.classList.contains('into')).to.equal(true);
    expect(barOf('2026-11-24')).to.exist;
    // Five entries on 11-24 in three lines: two bars and "+3".
    expect(cell(el, '2026-11-24').querySelectorAll('.bar')).to.have.length(2);
    expect(
      [...cell(el, '2026-11-24').querySelectorAll('.bar')].every((bar) => bar.classList.contains('sub')),
      'subscriptions come first',
    ).to.equal(true);
    expect(cell(el, '2026-11-24').querySelector('.more')!.textContent).to.match(/3/);
    await expect(el).to.be.accessible();
  });

  it('keeps a bar on one line through its week, leaving that line free on the days it runs under another', async () => {
    const data = [
      offering({ id: 'wed', corp_name: '수요일청약', sub_start: '2026-11-18', sub_end: '2026-11-18' }),
      offering({ id: 'long', corp_name: '긴수요예측', demand_start: '2026-11-16', demand_end: '2026-11-20' }),
    ];
    const { el } = await monthView('2026-11', data);
    const days = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'];
    const offsets = days.map(
      (date) =>
        cell(el, date).querySelector('.bar.demand')!.getBoundingClientRect().top -
        cell(el, date).getBoundingClientRect().top,
    );
    expect(new Set(offsets).size, offsets.join()).to.equal(1);
    expect(offsets[0]).to.be.greaterThan(
      cell(el, '2026-11-18').querySelector('.bar.sub')!.getBoundingClientRect().top -
        cell(el, '2026-11-18').getBoundingClientRect().top,
    );
    expect(
      days.map((date) => cell(el, date).querySelector('.bar.demand')!.textContent!.includes('긴수요예측')),
    ).to.deep.equal([true, false, false, false, false]);
    await expect(el).to.be.accessible();
  });

  it("runs a bar's name on over the days of its line, and cuts a one-day bar's name at its end", async () => {
    const data = [
      offering({
        id: 'long',
        corp_name: '가나다라마바사아자차카타파하주식회사',
        demand_start: '2026-11-16',
        demand_end: '2026-11-19',
      }),
      // Longer than a day in any font: a machine without a Korean font may draw Hangul narrow, never Latin letters.
      offering({
        id: 'short',
        corp_name: '가나다라마바사상장회사 Holdings Korea Co., Ltd.',
        listing_date: '2026-11-20',
      }),
    ];
    const { el } = await monthView('2026-11', data);
    const nameIn = (date: string) => cell(el, date).querySelector<HTMLElement>('.name')!;
    const long = nameIn('2026-11-16');
    const barWidth = long.parentElement!.getBoundingClientRect().width;
    // Four days: as wide as the bars of four days (those after the first are wider, having no margin or left border).
    const { left, right } = long.getBoundingClientRect();
    expect(right - left).to.be.within(3.5 * barWidth, 4 * barWidth);
    expect(right, 'within the last day').to.be.at.most(cell(el, '2026-11-19').getBoundingClientRect().right);
    expect(getComputedStyle(long).zIndex, "drawn above the next days' bars").to.equal('1');
    // A click over the name on the last day goes to that day's bar, and lists that day.
    const { top, bottom } = long.getBoundingClientRect();
    const target = shadow(el).elementFromPoint(right - 4, (top + bottom) / 2) as HTMLElement;
    expect(target.closest<HTMLElement>('[role="gridcell"]')!.dataset.date).to.equal('2026-11-19');
    target.click();
    await el.updateComplete;
    expect(cell(el, '2026-11-19').getAttribute('aria-selected')).to.equal('true');
    const short = nameIn('2026-11-20');
    expect(short.getBoundingClientRect().right).to.be.at.most(short.parentElement!.getBoundingClientRect().right);
    expect(short.scrollWidth, 'cut at its bar').to.be.greaterThan(short.clientWidth);
    await expect(el).to.be.accessible();
  });

  it('keeps one tab stop and moves it with every grid key', async () => {
    const { el } = await monthView('2026-11');
    expect(tabStops(el)).to.deep.equal(['2026-11-23']);
    cell(el, '2026-11-23').focus();
    const steps: [string, string][] = [
      ['ArrowRight', '2026-11-24'],
      ['ArrowLeft', '2026-11-23'],
      ['ArrowDown', '2026-11-30'],
      ['ArrowUp', '2026-11-23'],
      ['End', '2026-11-28'],
      ['Home', '2026-11-22'],
      ['PageDown', '2026-12-22'],
      ['PageUp', '2026-11-22'],
    ];
    for (const [name, date] of steps) {
      key(shadow(el).activeElement as HTMLElement, name);
      await el.updateComplete;
      expect(focusedDate(el), name).to.equal(date);
      expect(tabStops(el), name).to.deep.equal([date]);
    }
  });

  it('keeps the month along a week it shares with the next one, and shows the next beyond its grid', async () => {
    const { el } = await monthView('2026-11');
    const title = () => shadow(el).querySelector('#month-title')!.textContent;
    const changes: string[] = [];
    el.addEventListener('ipo-range-change', (event) => changes.push(`${event.detail.from}/${event.detail.to}`));
    cell(el, '2026-11-30').focus();
    // The fifth row runs from 11-29 to 12-05: End, Home and End again stay in November's grid.
    for (const [name, date] of [
      ['End', '2026-12-05'],
      ['Home', '2026-11-29'],
      ['End', '2026-12-05'],
    ]) {
      key(shadow(el).activeElement as HTMLElement, name);
      await el.updateComplete;
      expect([focusedDate(el), title()], name).to.deep.equal([date, '2026년 11월']);
    }
    // The sixth row, 12-06 to 12-12, is November's grid too.
    key(shadow(el).activeElement as HTMLElement, 'ArrowDown');
    await el.updateComplete;
    expect([focusedDate(el), title()]).to.deep.equal(['2026-12-12', '2026년 11월']);
    expect(changes, 'no month was shown meanwhile').to.deep.equal([]);
    key(shadow(el).activeElement as HTMLElement, 'ArrowRight');
    await el.updateComplete;
    expect([focusedDate(el), title()]).to.deep.equal(['2026-12-13', '2026년 12월']);
    expect(changes).to.deep.equal(['2026-11-29/2027-01-09']);
  });

  it('pages by a year with Shift, from the month on screen, and leaves modified keys to the browser', async () => {
    const { el } = await monthView('2026-11');
    const title = () => shadow(el).querySelector('#month-title')!.textContent;
    const press = async (target: HTMLElement, init: KeyboardEventInit) => {
      const handled = !target.dispatchEvent(
        new KeyboardEvent('keydown', { bubbles: true, composed: true, cancelable: true, ...init }),
      );
      await el.updateComplete;
      return handled;
    };
    cell(el, '2026-11-23').focus();
    for (const modifier of ['altKey', 'ctrlKey', 'metaKey']) {
      for (const name of ['ArrowRight', 'PageDown', 'Enter', ' ']) {
        expect(await press(cell(el, '2026-11-23'), { key: name, [modifier]: true }), `${modifier} ${name}`).to.equal(
          false,
        );
      }
    }
    expect(shadow(el).querySelector('[part~="agenda"]'), 'no day list opened').to.equal(null);
    expect(focusedDate(el)).to.equal('2026-11-23');
    expect(title()).to.equal('2026년 11월');
    expect(await press(cell(el, '2026-11-23'), { key: 'PageDown', shiftKey: true })).to.equal(true);
    expect(title()).to.equal('2027년 11월');
    expect(focusedDate(el)).to.equal('2027-11-23');
    // A trailing day of November 2027's grid: PageDown goes to December 2027, not to January.
    cell(el, '2027-12-02').focus();
    await press(cell(el, '2027-12-02'), { key: 'PageDown' });
    expect(title()).to.equal('2027년 12월');
    expect(focusedDate(el)).to.equal('2027-12-02');
  });

  it('stays within the calendar’s years (1000–9998) when navigating, and loads their edge months', async () => {
    const { el } = await monthView('9998-12');
    expect(el.lastError).to.equal(null);
    const title = () => shadow(el).querySelector('#month-title')!.textContent;
    button(el, '다음 달')!.click();
    await el.updateComplete;
    expect(title()).to.equal('9998년 12월');
    cell(el, '9998-12-31').focus();
    key(cell(el, '9998-12-31'), 'ArrowRight');
    await el.updateComplete;
    expect(focusedDate(el)).to.equal('9998-12-31');
    cell(el, '9998-12-31').dispatchEvent(
      new KeyboardEvent('keydown', {
        key: 'PageDown',
        shiftKey: true,
        bubbles: true,
        composed: true,
        cancelable: true,
      }),
    );
    await el.updateComplete;
    expect(title()).to.equal('9998년 12월');
    expectAttribution(el);
  });

  it('makes a day focused by a script or a click the tab stop', async () => {
    const { el } = await monthView('2026-11');
    cell(el, '2026-11-26').focus();
    await el.updateComplete;
    expect(tabStops(el)).to.deep.equal(['2026-11-26']);
  });

  it('marks the selected day alone (aria-selected, a tint that is not the focus ring), and hides stage glyphs from screen readers', async () => {
    const { el } = await monthView('2026-11');
    cell(el, '2026-11-24').click();
    await el.updateComplete;
    expect(
      cells(el)
        .filter((c) => c.hasAttribute('aria-selected'))
        .map((c) => [c.dataset.date, c.getAttribute('aria-selected')]),
    ).to.deep.equal([['2026-11-24', 'true']]);
    const [selected, other] = [getComputedStyle(cell(el, '2026-11-24')), getComputedStyle(cell(el, '2026-11-25'))];
    expect(selected.boxShadow).to.equal('none');
    expect(selected.backgroundColor).not.to.equal(other.backgroundColor);
    for (const entry of shadow(el).querySelectorAll('[part~="agenda"] button')) {
      expect(entry.querySelector('[aria-hidden="true"]')!.textContent).to.match(/^[◇■↺★]$/u);
    }
    const nav = shadow(el).querySelector('[part~="month-nav"]')!;
    expect(nav.firstElementChild!.id, 'the title is read before the buttons, as it is seen').to.equal('month-title');
    await expect(el).to.be.accessible();
  });

  it('tells the selected day from the focused one in forced colours too', async function () {
    const { el } = await monthView('2026-11');
    if (!(await executeServerCommand('forced-colors', true))) {
      // The runner emulates forced colours through Chromium's DevTools protocol only.
      console.warn('skipped: forced colours, emulated in Chromium only');
      this.skip();
    }
    try {
      expect(matchMedia('(forced-colors: active)').matches).to.equal(true);
      cell(el, '2026-11-24').click();
      await el.updateComplete;
      cell(el, '2026-11-25').focus();
      const [selected, focused] = [getComputedStyle(cell(el, '2026-11-24')), getComputedStyle(cell(el, '2026-11-25'))];
      expect(selected.outlineStyle).to.equal('dashed');
      expect(focused.outlineStyle).not.to.equal('dashed');
    } finally {
      await executeServerCommand('forced-colors', false);
    }
  });

  it('moves focus to the grid’s day when the day list holding it goes away', async () => {
    const { el } = await monthView('2026-11');
    cell(el, '2026-11-24').focus();
    key(cell(el, '2026-11-24'), 'Enter');
    await el.updateComplete;
    expect(shadow(el).activeElement!.closest('[part~="agenda"]')).to.exist;
    el.range = '2026-12';
    await el.updateComplete;
    expect(shadow(el).querySelector('[part~="agenda"]')).to.equal(null);
    expect(focusedDate(el)).to.equal('2026-12-01');
  });

  it('keeps focus on the tab stop, and closes the panel, when a new range shows other data', async () => {
    const { el } = await monthView('2026-11');
    cell(el, '2026-11-18').focus();
    await el.updateComplete;
    el.range = '2026-12';
    await el.updateComplete;
    expect(shadow(el).activeElement!.getAttribute('tabindex'), 'the focused day is the tab stop').to.equal('0');
    expect(focusedDate(el)).to.equal('2026-12-01');

    el.range = '2026-11';
    await finishedLoading(el);
    cell(el, '2026-11-24').click();
    await el.updateComplete;
    shadow(el).querySelector<HTMLButtonElement>('[part~="agenda"] button')!.click();
    await el.updateComplete;
    expect(shadow(el).querySelector('[role="dialog"]')).to.exist;
    el.range = '2026-10';
    await el.updateComplete;
    expect(shadow(el).querySelector('[role="dialog"]'), 'no panel of an offering from before').to.equal(null);
    expect(focusedDate(el)).to.equal('2026-10-01');
  });

  it('closes the panel on a click beside it, on the days it makes inert, and returns focus', async () => {
    const { el } = await monthView('2026-11');
    cell(el, '2026-11-24').focus();
    key(cell(el, '2026-11-24'), 'Enter');
    await el.updateComplete;
    const opener = shadow(el).activeElement as HTMLButtonElement;
    opener.click();
    await el.updateComplete;
    expect(shadow(el).querySelector('[role="dialog"]')).to.exist;
    // The panel stays where the reader is (sticky): the day beside it is scrolled to first.
    cell(el, '2026-11-02').scrollIntoView({ block: 'nearest' });
    const day = cell(el, '2026-11-02').getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(day.left + 10), Math.round(day.top + 10)] });
    await el.updateComplete;
    expect(shadow(el).querySelector('[role="dialog"]')).to.equal(null);
    expect(shadow(el).activeElement).to.equal(opener);
  });

  it('opens the day list with Enter and Space, focusing its first offering', async () => {
    const { el } = await monthView('2026-11');
    cell(el, '2026-11-23').focus();
    key(cell(el, '2026-11-23'), 'ArrowRight');
    await el.updateComplete;
    key(cell(el, '2026-11-24'), 'Enter');
    await el.updateComplete;
    const agenda = shadow(el).querySelector('[part~="agenda"]')!;
    expect(agenda.querySelector('h3')!.textContent).to.equal('11월 24일 화요일');
    expect(agenda.querySelectorAll('button')).to.have.length(5);
    expect(shadow(el).activeElement).to.equal(agenda.querySelector('button'));
    expect(cell(el, '2026-11-24').getAttribute('aria-selected')).to.equal('true');
    cell(el, '2026-11-25').focus();
    key(cell(el, '2026-11-25'), ' ');
    await el.updateComplete;
    expect(shadow(el).querySelector('[part~="agenda"] h3')!.textContent).to.equal('11월 25일 수요일');
    await expect(el).to.be.accessible();
  });

  it('loads the visible grid of each month once navigation settles, emits ipo-range-change, and reuses cached months', async () => {
    const { el, site } = await monthView('2026-11');
    expect(paramsOf(site.calls[0])).to.include({ from: '2026-11-01', to: '2026-12-12', limit: '100' });
    const ranges: IpoRangeChangeEvent['detail'][] = [];
    el.addEventListener('ipo-range-change', (event) => ranges.push(event.detail));
    cell(el, '2026-11-23').focus();
    for (let i = 0; i < 3; i++) {
      key(shadow(el).activeElement as HTMLElement, 'PageDown');
      await el.updateComplete;
    }
    expect(ranges).to.deep.equal([
      { from: '2026-11-29', to: '2027-01-09' },
      { from: '2026-12-27', to: '2027-02-06' },
      { from: '2027-01-31', to: '2027-03-13' },
    ]);
    expect(shadow(el).querySelector('#month-title')!.textContent).to.equal('2027년 2월');
    expect(el.getAttribute('range'), 'navigation does not rewrite range').to.equal('2026-11');
    expect(site.calls, 'months only passed through cost nothing').to.have.length(1);
    await site.time.advance(MONTH_LOAD_DELAY_MS);
    await finishedLoading(el, site);
    expect(site.calls).to.have.length(2);
    expect(paramsOf(site.calls[1])).to.include({ from: '2027-01-31', to: '2027-03-13' });

    const today = [...shadow(el).querySelectorAll('button')].find((b) => b.textContent === '오늘')!;
    today.click();
    await site.time.advance(MONTH_LOAD_DELAY_MS);
    await finishedLoading(el, site);
    expect(shadow(el).querySelector('#month-title')!.textContent).to.equal('2026년 11월');
    expect(site.calls, 'the month seen before is still fresh in the cache').to.have.length(2);
    expect(ranges.at(-1)).to.deep.equal({ from: '2026-11-01', to: '2026-12-12' });
  });

  it('keeps the month and its navigation in place when a month fails to load, so the months that loaded stay in reach', async () => {
    let failing = false;
    const site = mockSite({
      data: DATA,
      updatedAt: '2026-11-23T06:00:00+09:00',
      before: (origin) => [http.all(`${origin}/*`, () => (failing ? HttpResponse.error() : undefined))],
    });
    const el = await calendar(siteElement(site, { view: 'month', range: '2026-11' }), site.time);
    await finishedLoading(el, site);
    failing = true;
    const next = button(el, '다음 달')!;
    const navTop = () => next.getBoundingClientRect().top;
    const gridTop = () => shadow(el).querySelector('[role="grid"]')!.getBoundingClientRect().top;
    const attributionTop = () => shadow(el).querySelector('[part~="attribution"]')!.getBoundingClientRect().top;
    const before = { nav: navTop(), grid: gridTop(), attribution: attributionTop() };
    next.click();
    await site.time.advance(MONTH_LOAD_DELAY_MS);
    await finishedLoading(el, site);
    expect(el.lastError?.kind).to.equal('network');
    expect(text(el, 'message')).to.contain('서버에 연결하지 못했습니다.');
    expect(navTop(), 'the message comes under the navigation: the button pressed stays put').to.equal(before.nav);
    // In the legend's place (nothing to explain): the days move by a few pixels at most (109 px as a block).
    expect(shadow(el).querySelector('[part~="legend"]'), 'the legend makes way').to.equal(null);
    expect(Math.abs(gridTop() - before.grid), 'the days hardly move').to.be.below(8);
    // The data's last change is the service's: still said, so the page under the element does not move either.
    expect(text(el, 'updated')).to.contain('11월 23일 06:00');
    expect(Math.abs(attributionTop() - before.attribution), 'the attribution hardly moves').to.be.below(8);
    expect(shadow(el).querySelector('#month-title')!.textContent).to.equal('2026년 12월');
    // Its days are drawn for keyboard focus, named by their dates alone: nothing is known of them.
    expect(nameOf(cell(el, '2026-12-10'))).to.equal('12월 10일 목요일');
    expectAttribution(el);
    await expect(el).to.be.accessible();
    const retry = button(el, '다시 시도')!;
    retry.focus();
    retry.click();
    await el.updateComplete;
    expect(focusedDate(el), "the retry button is gone: focus is on the month's day").to.equal('2026-12-01');
    await finishedLoading(el, site);

    const callsBefore = site.calls.length;
    button(el, '이전 달')!.click();
    await site.time.advance(MONTH_LOAD_DELAY_MS);
    await finishedLoading(el, site);
    expect(el.lastError).to.equal(null);
    expect(nameOf(cell(el, '2026-11-24'))).to.equal('11월 24일 화요일, 수요예측 1건, 청약 2건, 환불 1건, 상장 1건');
    expect(site.calls, 'the month that loaded comes from the cache').to.have.length(callsBefore);
  });

  it('says no change of the data when a 401 refuses the key, as none of it is on screen', async () => {
    const site = mockSite({ data: DATA, updatedAt: '2026-11-23T06:00:00+09:00' });
    const el = await calendar(siteElement(site, { view: 'month', range: '2026-11' }), site.time);
    await finishedLoading(el, site);
    expect(text(el, 'updated')).to.contain('11월 23일 06:00');
    el.apiKey = 'demo-inactive';
    await finishedLoading(el, site);
    expect(el.lastError?.kind).to.equal('invalid_key');
    expect(site.statuses).to.deep.equal([200, 401]);
    expect(text(el, 'updated'), 'the line holds its place, empty').to.equal('');
    expectAttribution(el);
  });

  it('says no change of the data in a month the blocked key cannot load', async () => {
    let blocked = false;
    const site = mockSite({
      data: DATA,
      updatedAt: '2026-11-23T06:00:00+09:00',
      before: (origin) => [
        http.all(`${origin}/*`, () =>
          blocked
            ? HttpResponse.json({ error: { code: 'rate_limited', message: 'Daily limit reached.' } }, { status: 429 })
            : undefined,
        ),
      ],
    });
    const el = await calendar(siteElement(site, { view: 'month', range: '2026-11' }), site.time);
    await finishedLoading(el, site);
    blocked = true;
    button(el, '다음 달')!.click();
    await site.time.advance(MONTH_LOAD_DELAY_MS);
    await finishedLoading(el, site);
    expect(el.lastError?.kind).to.equal('rate_limited');
    expect(text(el, 'updated'), 'the line holds its place, empty').to.equal('');
    // Back in the month that loaded, its data is on screen again, and its change said.
    button(el, '이전 달')!.click();
    await site.time.advance(MONTH_LOAD_DELAY_MS);
    await finishedLoading(el, site);
    expect(text(el, 'updated')).to.contain('11월 23일 06:00');
    expect(site.statuses).to.deep.equal([200, 429]);
  });

  it('says a refresh that failed under the grid, above the day list, so that the days shown do not move', async () => {
    const { el, site } = await monthView('2026-11');
    cell(el, '2026-11-24').click();
    await el.updateComplete;
    const grid = shadow(el).querySelector('[role="grid"]')!;
    const top = grid.getBoundingClientRect().top;
    site.api.setFault({ internal: true });
    void el.refresh();
    await finishedLoading(el, site);
    expect(el.lastError?.kind).to.equal('server');
    expect(grid.getBoundingClientRect().top, 'the grid stays where it was').to.equal(top);
    for (const part of ['message', 'stale']) {
      const notice = shadow(el).querySelector(`[part~="${part}"]`)!;
      expect(
        grid.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING,
        `${part} after the grid`,
      ).to.not.equal(0);
      expect(
        notice.compareDocumentPosition(shadow(el).querySelector('[part~="agenda"]')!) &
          Node.DOCUMENT_POSITION_FOLLOWING,
        `${part} before the day list`,
      ).to.not.equal(0);
    }
    expect(nameOf(cell(el, '2026-11-24'))).to.equal('11월 24일 화요일, 수요예측 1건, 청약 2건, 환불 1건, 상장 1건');
    expectAttribution(el);
    await expect(el).to.be.accessible();
  });

  it('shows a month navigated to as loading until its own data comes, and a stored month at once', async () => {
    const { el, site } = await monthView('2026-11');
    button(el, '다음 달')!.click();
    await el.updateComplete;
    expect(shadow(el).querySelector('[part~="loading"]'), 'loading, though no call is made yet').to.exist;
    // November's data covers 12-03 too, but it is not December's answer: nothing is said of any day yet.
    expect(nameOf(cell(el, '2026-12-03'))).to.equal('12월 3일 목요일');
    expect(nameOf(cell(el, '2026-12-10'))).to.equal('12월 10일 목요일');
    await site.time.advance(MONTH_LOAD_DELAY_MS);
    await finishedLoading(el, site);
    expect(nameOf(cell(el, '2026-12-03'))).to.equal('12월 3일 목요일, 상장 1건');
    expect(nameOf(cell(el, '2026-12-10'))).to.equal('12월 10일 목요일, 일정 없음');

    const calls = site.calls.length;
    button(el, '이전 달')!.click();
    await el.updateComplete;
    expect(
      shadow(el).querySelector('[part~="loading"], [part~="refreshing"]'),
      'a stored month is not loading',
    ).to.equal(null);
    expect(nameOf(cell(el, '2026-11-24'))).to.equal('11월 24일 화요일, 수요예측 1건, 청약 2건, 환불 1건, 상장 1건');
    await site.time.advance(MONTH_LOAD_DELAY_MS);
    await finishedLoading(el, site);
    expect(site.calls).to.have.length(calls);
    await expect(el).to.be.accessible();
  });

  it('keeps keyboard focus on its day and on the navigation while a month navigated to loads and when it comes', async () => {
    const { el, site } = await monthView('2026-11');
    cell(el, '2026-11-24').focus();
    key(cell(el, '2026-11-24'), 'PageDown');
    await el.updateComplete;
    expect(focusedDate(el)).to.equal('2026-12-24');
    await site.time.advance(MONTH_LOAD_DELAY_MS);
    await finishedLoading(el, site);
    expect(nameOf(cell(el, '2026-12-03')), 'December has come').to.equal('12월 3일 목요일, 상장 1건');
    expect(focusedDate(el), 'the same day keeps the focus').to.equal('2026-12-24');
    const next = button(el, '다음 달')!;
    next.focus();
    next.click();
    await el.updateComplete;
    await site.time.advance(MONTH_LOAD_DELAY_MS);
    await finishedLoading(el, site);
    expect(shadow(el).activeElement, 'the button pressed keeps the focus').to.equal(next);
  });

  it("keeps its height while a month navigated to loads: the data's last change stays said", async () => {
    const site = mockSite({ data: DATA, updatedAt: '2026-11-23T06:00:00+09:00' });
    const el = await calendar(siteElement(site, { view: 'month', range: '2026-11' }), site.time);
    await finishedLoading(el, site);
    const updated = () => shadow(el).querySelector('[part~="updated"]')?.textContent;
    const before = { height: el.getBoundingClientRect().height, updated: updated() };
    expect(before.updated).to.contain('11월 23일 06:00');
    button(el, '다음 달')!.click();
    await el.updateComplete;
    expect({ height: el.getBoundingClientRect().height, updated: updated() }, 'while December loads').to.deep.equal(
      before,
    );
    await site.time.advance(MONTH_LOAD_DELAY_MS);
    await finishedLoading(el, site);
    expect({ height: el.getBoundingClientRect().height, updated: updated() }, 'when it has come').to.deep.equal(before);
  });

  it('keeps the status and SPAC filters while navigating', async () => {
    const site = mockSite({ data: DATA });
    const el = await calendar(
      siteElement(site, { view: 'month', range: '2026-11', status: 'sub', 'exclude-spac': '' }),
      site.time,
    );
    await finishedLoading(el, site);
    [...shadow(el).querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === '다음 달')!.click();
    await site.time.advance(MONTH_LOAD_DELAY_MS);
    await finishedLoading(el, site);
    expect(paramsOf(site.calls[1])).to.deep.equal({
      status: '청약',
      spac: 'false',
      from: '2026-11-29',
      to: '2027-01-09',
      limit: '100',
    });
  });

  it('turns compact on a host narrower than 480 px: dots, and the day list under the grid', async () => {
    const { el } = await monthView('2026-11');
    await resizeTo(el, '360px');
    expect(shadow(el).querySelector('[role="grid"]')!.getAttribute('part')).to.equal('grid compact');
    expect(cell(el, '2026-11-24').querySelectorAll('.bar')).to.have.length(0);
    expect(cell(el, '2026-11-24').querySelectorAll('.dot')).to.have.length(4);
    expect(shadow(el).querySelector('[part~="agenda"] h3')!.textContent, 'today is listed by default').to.equal(
      '11월 23일 월요일',
    );
    expect(shadow(el).querySelector('[part~="agenda"] p')!.textContent, 'said once, under its date').to.equal(
      '일정 없음',
    );
    // The list follows the focus, even after a day was opened.
    cell(el, '2026-11-23').focus();
    key(cell(el, '2026-11-23'), 'Enter');
    await el.updateComplete;
    cell(el, '2026-11-23').focus();
    key(cell(el, '2026-11-23'), 'ArrowRight');
    await el.updateComplete;
    expect(shadow(el).querySelector('[part~="agenda"] h3')!.textContent).to.equal('11월 24일 화요일');
    await expect(el).to.be.accessible();
  });

  it('keeps the day list and what its focused entry says when a narrow host widens (a phone rotated)', async () => {
    const { el } = await monthView('2026-11');
    const agendaTitle = () => shadow(el).querySelector('[part~="agenda"] h3')!.textContent;
    await resizeTo(el, '360px');
    cell(el, '2026-11-12').click();
    cell(el, '2026-11-12').focus();
    await el.updateComplete;
    for (let i = 0; i < 12; i++) {
      key(shadow(el).activeElement as HTMLElement, 'ArrowRight');
      await el.updateComplete;
    }
    expect(agendaTitle()).to.equal('11월 24일 화요일');
    const entry = shadow(el).querySelector<HTMLButtonElement>('[part~="agenda"] button')!;
    entry.focus();
    const said = entry.textContent;
    await resizeTo(el, '800px');
    expect(shadow(el).querySelector('[role="grid"]')!.getAttribute('part')).to.equal('grid');
    expect(agendaTitle(), 'the day the focus moved to, not the one opened before').to.equal('11월 24일 화요일');
    expect(shadow(el).activeElement!.textContent, 'the focused entry says what it said').to.equal(said);
  });

  it('puts the tab stop on today when "today" is pressed on today’s month, without a range change or closing the day list', async () => {
    const { el, site } = await monthView('2026-11');
    const changes: unknown[] = [];
    el.addEventListener('ipo-range-change', (event) => changes.push(event.detail));
    cell(el, '2026-11-12').click();
    await el.updateComplete;
    button(el, '오늘')!.click();
    await el.updateComplete;
    expect(changes).to.deep.equal([]);
    expect(
      cells(el)
        .filter((c) => c.tabIndex === 0)
        .map((c) => c.dataset.date),
    ).to.deep.equal(['2026-11-23']);
    expect(shadow(el).querySelector('[part~="agenda"] h3')!.textContent, 'the day list stays open').to.equal(
      '11월 12일 목요일',
    );
    await finishedLoading(el);
    expect(site.calls).to.have.length(1);
  });

  it('opens the detail panel from a bar and from the day list, and returns focus to the day list', async () => {
    const { el } = await monthView('2026-11');
    const panelTitle = () => shadow(el).querySelector('[role="dialog"] h3')?.textContent;
    const bar = [...cell(el, '2026-11-27').querySelectorAll<HTMLElement>('.bar')].find((b) =>
      b.textContent!.includes('월말교차'),
    )!;
    bar.click();
    await el.updateComplete;
    expect(panelTitle()).to.equal('월말교차');
    const height = (selector: string) => shadow(el).querySelector(selector)!.getBoundingClientRect().height;
    expect(height('[role="dialog"]'), 'as tall as its content, not the month').to.be.lessThan(
      height('[part~="body"]') - 100,
    );
    expect(cell(el, '2026-11-27').getAttribute('aria-selected'), 'the day of the bar is listed too').to.equal('true');
    expect(shadow(el).querySelector('[part~="agenda"]')!.textContent).to.include('월말교차');
    key(shadow(el).activeElement as HTMLElement, 'Escape');
    await el.updateComplete;

    cell(el, '2026-11-24').focus();
    key(cell(el, '2026-11-24'), 'Enter');
    await el.updateComplete;
    const listing = [...shadow(el).querySelectorAll<HTMLButtonElement>('[part~="agenda"] button')].find((b) =>
      b.textContent!.includes('상장: 마바소재'),
    )!;
    listing.focus();
    listing.click();
    await el.updateComplete;
    expect(panelTitle()).to.equal('마바소재');
    expect(shadow(el).activeElement!.getAttribute('part')).to.equal('close');
    key(shadow(el).activeElement as HTMLElement, 'Escape');
    await el.updateComplete;
    expect(shadow(el).activeElement).to.equal(listing);
  });

  it('fills a narrow host with the detail panel', async () => {
    const { el } = await monthView('2026-11');
    await resizeTo(el, '320px');
    const agendaButton = shadow(el).querySelector<HTMLButtonElement>('[part~="agenda"] button');
    cell(el, '2026-11-24').click();
    await el.updateComplete;
    shadow(el).querySelector<HTMLButtonElement>('[part~="agenda"] button')!.click();
    await el.updateComplete;
    const panel = shadow(el).querySelector<HTMLElement>('[role="dialog"]')!.getBoundingClientRect();
    const body = shadow(el).querySelector('[part~="body"]')!.getBoundingClientRect();
    const attribution = shadow(el).querySelector('[part~="attribution"]')!.getBoundingClientRect();
    expect(agendaButton, 'today (11-23) has nothing listed').to.equal(null);
    expect(panel.left).to.equal(body.left);
    expect(panel.width).to.equal(body.width);
    expect(panel.top, 'it lies over the grid').to.equal(body.top);
    expect(panel.bottom, 'all of what it makes inert').to.be.at.least(body.bottom);
    expect(panel.bottom, 'never over the attribution').to.be.at.most(attribution.top);
    await expect(el).to.be.accessible();
  });

  it('passes an axe audit in the dark theme and in English', async () => {
    const site = mockSite({ data: DATA });
    const dark = await calendar(siteElement(site, { view: 'month', range: '2026-11', theme: 'dark' }));
    await finishedLoading(dark);
    expect(getComputedStyle(dark).colorScheme).to.equal('dark');
    await expect(dark).to.be.accessible();
    const english = await calendar(siteElement(site, { view: 'month', range: '2026-11', lang: 'en' }));
    await finishedLoading(english);
    expect(nameOf(cell(english, '2026-11-24'))).to.match(/^Tuesday, November 24: /);
    await expect(english).to.be.accessible();
  });

  it("is compact on a narrow host from its first render, and holds the compact grid's place while loading", async () => {
    const held = gate();
    const site = mockSite({ data: DATA, before: held.hold });
    // Attached inside a narrow container, and checked before any frame: no wide grid is ever drawn.
    const el = await calendar(
      html`<div style="width: 360px">${siteElement(site, { view: 'month', range: '2026-11' })}</div>`,
    );
    const grid = () => shadow(el).querySelector<HTMLElement>('[role="grid"]')!;
    expect(grid().getAttribute('part')).to.equal('grid compact');
    expect(cells(el), 'drawn while the call is out').to.have.length(42);
    const agenda = () => shadow(el).querySelector('[part~="agenda"]')!;
    expect(agenda().textContent!.trim(), "the day's title only, nothing said about the day yet").to.equal(
      '11월 23일 월요일',
    );
    const height = grid().getBoundingClientRect().height;
    held.open();
    await finishedLoading(el);
    expect(cells(el)).to.have.length(42);
    expect(grid().getBoundingClientRect().height).to.equal(height);
    await expect(el).to.be.accessible();
  });

  it('measures the element itself: compact below 480 px of its own width, not at 490 px', async () => {
    const { el } = await monthView('2026-11');
    const compactAt = async (width: string) => {
      await resizeTo(el, width);
      return shadow(el).querySelector('[role="grid"]')!.getAttribute('part') === 'grid compact';
    };
    expect(await compactAt('490px')).to.equal(false);
    expect(await compactAt('470px')).to.equal(true);
    expect(await compactAt('490px')).to.equal(false);
  });

  it('makes no call for a month navigated to while removed, and loads it once back', async () => {
    const site = mockSite({ data: DATA });
    // A twin on the same site and time, with its own query (spac=false), is navigated alongside and left in place: its
    // call after the delay tells when the removed element's would have come.
    const twin = siteElement(site, { view: 'month', range: '2026-11', 'exclude-spac': '' });
    runOn(twin, site.time);
    const el = await calendar(html`${siteElement(site, { view: 'month', range: '2026-11' })}${twin}`, site.time);
    await finishedLoading(el, site);
    await finishedLoading(twin, site);
    const ownCalls = () => site.calls.filter((call) => !paramsOf(call).spac);
    expect(ownCalls()).to.have.length(1);
    for (const element of [el, twin]) button(element, '다음 달')!.click();
    await Promise.all([el.updateComplete, twin.updateComplete]);
    const parent = el.parentElement!;
    el.remove();
    // Well past the delay, and the twin's load of December done: the removed element's call would have been made.
    await site.time.advance(2 * MONTH_LOAD_DELAY_MS);
    await site.reached(3);
    await finishedLoading(twin, site);
    expect(paramsOf(site.calls[2])).to.include({ from: '2026-11-29', spac: 'false' });
    expect(ownCalls(), 'no call for a removed element').to.have.length(1);
    parent.append(el);
    await el.updateComplete;
    expect(ownCalls(), 'navigation settles again before the call').to.have.length(1);
    await site.time.advance(MONTH_LOAD_DELAY_MS);
    await finishedLoading(el, site);
    expect(ownCalls()).to.have.length(2);
    expect(paramsOf(ownCalls()[1])).to.include({ from: '2026-11-29', to: '2027-01-09' });
    expect(nameOf(cell(el, '2026-12-03'))).to.equal('12월 3일 목요일, 상장 1건');
    expectAttribution(el);
    await expect(el).to.be.accessible();
  });
});
