import { expect } from '@open-wc/testing';
import { monthOfRange } from '../../src/model/displayed-month.js';

describe('monthOfRange', () => {
  const today = '2026-11-24';

  it('shows a month range as itself', () => {
    expect(monthOfRange('2027-02', today)).to.equal('2027-02');
  });

  it('shows the month of the start, or of the end when the start is open', () => {
    expect(monthOfRange({ from: '2026-12-30', to: '2027-01-15' }, today)).to.equal('2026-12');
    expect(monthOfRange({ from: '2026-12-30', to: null }, today)).to.equal('2026-12');
    expect(monthOfRange({ from: null, to: '2027-03-01' }, today)).to.equal('2027-03');
  });

  it("falls back to today's month without a usable range", () => {
    for (const range of [null, undefined, { from: null, to: null }, '2026-13', { from: '2026-02-30', to: null }]) {
      expect(monthOfRange(range, today), JSON.stringify(range)).to.equal('2026-11');
    }
  });
});
