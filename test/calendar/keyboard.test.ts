import { expect } from '@open-wc/testing';
import { moveFocus } from '../../src/calendar/keyboard.js';

describe('moveFocus', () => {
  const cases: [string, string, string, boolean][] = [
    ['2026-11-24', 'ArrowLeft', '2026-11-23', false],
    ['2026-11-24', 'ArrowRight', '2026-11-25', false],
    ['2026-11-24', 'ArrowUp', '2026-11-17', false],
    ['2026-11-24', 'ArrowDown', '2026-12-01', true],
    ['2026-11-24', 'Home', '2026-11-22', false],
    ['2026-11-24', 'End', '2026-11-28', false],
    ['2026-11-24', 'PageUp', '2026-10-24', true],
    ['2026-11-24', 'PageDown', '2026-12-24', true],
    // Month and year ends.
    ['2026-12-31', 'ArrowRight', '2027-01-01', true],
    ['2027-01-01', 'ArrowLeft', '2026-12-31', true],
    ['2026-12-29', 'ArrowDown', '2027-01-05', true],
    ['2027-01-03', 'ArrowUp', '2026-12-27', true],
    ['2026-12-24', 'PageDown', '2027-01-24', true],
    ['2027-01-24', 'PageUp', '2026-12-24', true],
    // Home and End stay in the week, even when it straddles months: Sunday 2026-11-29 … Saturday 2026-12-05.
    ['2026-12-01', 'Home', '2026-11-29', true],
    ['2026-11-30', 'End', '2026-12-05', true],
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
    ['2028-02-29', 'ArrowRight', '2028-03-01', true],
    ['2100-03-01', 'ArrowLeft', '2100-02-28', true],
  ];
  for (const [from, key, to, monthChanged] of cases) {
    it(`${key} from ${from} goes to ${to}`, () => {
      expect(moveFocus(from, key)).to.deep.equal({ date: to, monthChanged });
    });
  }

  it('leaves other keys to the caller', () => {
    for (const key of ['Enter', ' ', 'Tab', 'a', 'Escape']) expect(moveFocus('2026-11-24', key)).to.equal(null);
  });
});
