import { expect } from '@open-wc/testing';
import { moveFocus } from '../../src/calendar/keyboard.js';

describe('moveFocus', () => {
  const cases: [string, string, string, boolean][] = [
    ['2026-11-24', 'ArrowLeft', '2026-11-23', false],
    ['2026-11-24', 'ArrowRight', '2026-11-25', false],
    ['2026-11-24', 'ArrowUp', '2026-11-17', false],
    // A day key keeps the month while it lands in its six weeks: November 2026's run to Saturday 12-12, May 2026's to
    // Saturday 06-06.
    ['2026-11-24', 'ArrowDown', '2026-12-01', false],
    ['2026-11-30', 'ArrowDown', '2026-12-07', false],
    ['2026-05-31', 'ArrowDown', '2026-06-07', true],
    ['2026-11-24', 'Home', '2026-11-22', false],
    ['2026-11-24', 'End', '2026-11-28', false],
    ['2026-11-24', 'PageUp', '2026-10-24', true],
    ['2026-11-24', 'PageDown', '2026-12-24', true],
    // Month and year ends.
    // December 2026's grid runs to 2027-01-09; January 2027's starts on 2026-12-27.
    ['2026-12-31', 'ArrowRight', '2027-01-01', false],
    ['2027-01-01', 'ArrowLeft', '2026-12-31', false],
    ['2026-12-29', 'ArrowDown', '2027-01-05', false],
    ['2027-01-03', 'ArrowUp', '2026-12-27', false],
    ['2027-01-01', 'ArrowUp', '2026-12-25', true],
    ['2026-12-24', 'PageDown', '2027-01-24', true],
    ['2027-01-24', 'PageUp', '2026-12-24', true],
    // Home and End stay in the week, even when it straddles months (Sunday 2026-11-29 … Saturday 2026-12-05), and in
    // its grid.
    ['2026-12-01', 'Home', '2026-11-29', false],
    ['2026-11-30', 'End', '2026-12-05', false],
    ['2026-11-29', 'Home', '2026-11-29', false],
    ['2026-12-05', 'End', '2026-12-05', false],
    // PageUp/PageDown keep the day of the month where it exists, and clamp to the last day otherwise.
    ['2026-01-31', 'PageDown', '2026-02-28', true],
    ['2028-01-31', 'PageDown', '2028-02-29', true],
    ['2028-03-30', 'PageUp', '2028-02-29', true],
    ['2026-03-31', 'PageUp', '2026-02-28', true],
    ['2026-05-31', 'PageDown', '2026-06-30', true],
    ['2028-02-29', 'PageDown', '2028-03-29', true],
    // Leap days by arrow.
    ['2028-02-28', 'ArrowRight', '2028-02-29', false],
    ['2028-02-29', 'ArrowRight', '2028-03-01', false],
    ['2028-02-29', 'ArrowDown', '2028-03-07', false],
    ['2100-03-01', 'ArrowLeft', '2100-02-28', false],
    ['2100-03-01', 'ArrowUp', '2100-02-22', true],
  ];
  for (const [from, key, to, monthChanged] of cases) {
    it(`${key} from ${from} goes to ${to}`, () => {
      expect(moveFocus(from, { key, shiftKey: false }, from.slice(0, 7))).to.deep.equal({ date: to, monthChanged });
    });
  }

  it('leaves other keys to the caller', () => {
    for (const key of ['Enter', ' ', 'Tab', 'a', 'Escape']) {
      expect(moveFocus('2026-11-24', { key, shiftKey: false }, '2026-11')).to.equal(null);
    }
  });

  it('moves by a year with Shift+PageUp and Shift+PageDown, clamping Feb 29', () => {
    const yearBack = moveFocus('2026-11-24', { key: 'PageUp', shiftKey: true }, '2026-11');
    expect(yearBack).to.deep.equal({ date: '2025-11-24', monthChanged: true });
    const yearOn = moveFocus('2028-02-29', { key: 'PageDown', shiftKey: true }, '2028-02');
    expect(yearOn).to.deep.equal({ date: '2029-02-28', monthChanged: true });
  });

  describe('from a day of the next or previous month shown in the grid', () => {
    // 2026-12-01 is a trailing day of November's grid; 2026-10-31 a leading day of it.
    const move = (date: string, key: string) => moveFocus(date, { key, shiftKey: false }, '2026-11');

    it('pages from the month on screen, not from the focused day’s month', () => {
      expect(move('2026-12-01', 'PageDown')).to.deep.equal({ date: '2026-12-01', monthChanged: true });
      expect(move('2026-10-31', 'PageUp')).to.deep.equal({ date: '2026-10-31', monthChanged: true });
    });

    it('keeps the month on screen while a day key lands in its grid, as a click there does', () => {
      expect(move('2026-12-01', 'ArrowRight')).to.deep.equal({ date: '2026-12-02', monthChanged: false });
      expect(move('2026-12-02', 'ArrowLeft')).to.deep.equal({ date: '2026-12-01', monthChanged: false });
      // Along the week both months show, Home and End never switch between them.
      expect(move('2026-12-02', 'Home')).to.deep.equal({ date: '2026-11-29', monthChanged: false });
      expect(move('2026-11-29', 'End')).to.deep.equal({ date: '2026-12-05', monthChanged: false });
    });

    it('shows the month of a day beyond the grid on screen', () => {
      expect(move('2026-12-12', 'ArrowRight')).to.deep.equal({ date: '2026-12-13', monthChanged: true });
      expect(move('2026-12-08', 'ArrowDown')).to.deep.equal({ date: '2026-12-15', monthChanged: true });
      expect(move('2026-11-01', 'ArrowLeft')).to.deep.equal({ date: '2026-10-31', monthChanged: true });
    });
  });

  it('does not move beyond the calendar’s years', () => {
    expect(moveFocus('9998-12-31', { key: 'ArrowRight', shiftKey: false }, '9998-12')).to.equal(null);
    expect(moveFocus('9998-12-24', { key: 'PageDown', shiftKey: false }, '9998-12')).to.equal(null);
    expect(moveFocus('1000-01-01', { key: 'ArrowLeft', shiftKey: false }, '1000-01')).to.equal(null);
    expect(moveFocus('9998-12-30', { key: 'PageDown', shiftKey: true }, '9998-12')).to.equal(null);
    expect(moveFocus('1000-01-30', { key: 'PageUp', shiftKey: true }, '1000-01')).to.equal(null);
  });
});
