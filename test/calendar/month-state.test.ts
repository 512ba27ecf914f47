import { expect } from '@open-wc/testing';
import {
  focusDay,
  listedDay,
  navigate,
  openDay,
  openMonth,
  pressGridKey,
  type GridKeyPress,
  type MonthState,
} from '../../src/calendar/month-state.js';

const TODAY = '2026-11-23';
const press = (key: string, modifiers: Partial<GridKeyPress> = {}): GridKeyPress => ({
  key,
  shiftKey: false,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...modifiers,
});
const november: MonthState = { month: '2026-11', focused: '2026-11-23', selected: null };

describe('openMonth', () => {
  it("puts the tab stop on today in today's month, else on the first day, with no day listed", () => {
    expect(openMonth('2026-11', TODAY)).to.deep.equal(november);
    expect(openMonth('2027-02', TODAY)).to.deep.equal({ month: '2027-02', focused: '2027-02-01', selected: null });
  });
});

describe('focusDay', () => {
  const listing = { ...november, selected: '2026-11-20' };

  it('moves the tab stop and keeps the listed day on a wide host', () => {
    expect(focusDay(listing, '2026-11-24', false)).to.deep.equal({ ...listing, focused: '2026-11-24' });
  });

  it('lists the day it moves to on a narrow host', () => {
    expect(focusDay(listing, '2026-11-24', true)).to.deep.equal({
      ...listing,
      focused: '2026-11-24',
      selected: '2026-11-24',
    });
  });
});

describe('openDay', () => {
  it('lists the day and makes it the tab stop', () => {
    expect(openDay(november, '2026-11-25')).to.deep.equal({
      ...november,
      focused: '2026-11-25',
      selected: '2026-11-25',
    });
  });
});

describe('navigate', () => {
  it('opens the month a step away', () => {
    const listing = { ...november, selected: '2026-11-24' };
    expect(navigate(listing, 1, TODAY, false)).to.deep.equal(openMonth('2026-12', TODAY));
    expect(navigate(listing, -12, TODAY, false)).to.deep.equal(openMonth('2025-11', TODAY));
  });

  it("opens today's month for null, its tab stop on today", () => {
    const march = openMonth('2027-03', TODAY);
    expect(navigate(march, null, TODAY, false)).to.deep.equal(november);
  });

  it("only moves the tab stop to today when today's month is shown", () => {
    const elsewhere = { ...november, focused: '2026-11-02', selected: '2026-11-02' };
    expect(navigate(elsewhere, null, TODAY, false)).to.deep.equal({ ...elsewhere, focused: TODAY });
    expect(navigate(elsewhere, null, TODAY, true)).to.deep.equal({ ...elsewhere, focused: TODAY, selected: TODAY });
  });

  it("does nothing beyond the calendar's years", () => {
    const last = openMonth('9998-12', TODAY);
    const first = openMonth('1000-01', TODAY);
    expect(navigate(last, 1, TODAY, false)).to.equal(last);
    expect(navigate(first, -1, TODAY, false)).to.equal(first);
  });
});

describe('pressGridKey', () => {
  it('lists the focused day with Enter and Space, focusing its list', () => {
    for (const key of ['Enter', ' '])
      expect(pressGridKey(november, press(key), TODAY, false)).to.deep.equal({
        state: { ...november, selected: '2026-11-23' },
        focus: 'agenda',
      });
  });

  it('moves the tab stop within the month', () => {
    expect(pressGridKey(november, press('ArrowRight'), TODAY, false)).to.deep.equal({
      state: { ...november, focused: '2026-11-24' },
      focus: 'day',
    });
  });

  it('lists the day moved to on a narrow host', () => {
    expect(pressGridKey(november, press('ArrowLeft'), TODAY, true)?.state.selected).to.equal('2026-11-22');
  });

  it('opens the next month for PageDown, and the month of a day beyond the grid, on that day', () => {
    const listing = { ...november, selected: '2026-11-23' };
    expect(pressGridKey(listing, press('PageDown'), TODAY, false)).to.deep.equal({
      state: { month: '2026-12', focused: '2026-12-23', selected: null },
      focus: 'day',
    });
    // November 2026's six weeks end on Saturday 12-12.
    const end = { ...november, focused: '2026-12-08' };
    expect(pressGridKey(end, press('ArrowDown'), TODAY, false)?.state).to.deep.equal({
      month: '2026-12',
      focused: '2026-12-15',
      selected: null,
    });
  });

  it('leaves modified keys and keys it does not handle to the browser and the page', () => {
    for (const modifier of ['altKey', 'ctrlKey', 'metaKey'] as const)
      expect(pressGridKey(november, press('PageDown', { [modifier]: true }), TODAY, false)).to.equal(null);
    expect(pressGridKey(november, press('Enter', { ctrlKey: true }), TODAY, false)).to.equal(null);
    expect(pressGridKey(november, press('Tab'), TODAY, false)).to.equal(null);
    expect(pressGridKey(november, press('a'), TODAY, false)).to.equal(null);
  });
});

describe('listedDay', () => {
  it('is the opened day; on a compact grid without one, the tab stop', () => {
    const listing = { ...november, selected: '2026-11-20' };
    expect(listedDay(listing, false)).to.equal('2026-11-20');
    expect(listedDay(listing, true)).to.equal('2026-11-20');
    expect(listedDay(november, false)).to.equal(null);
    expect(listedDay(november, true)).to.equal('2026-11-23');
  });
});
