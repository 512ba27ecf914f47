import { expect } from '@open-wc/testing';
import { monthRange } from '../../src/model/date-range.js';

describe('monthRange', () => {
  it('runs from the first to the last day of the month, leap years included', () => {
    expect(monthRange('2026-12')).to.deep.equal({ from: '2026-12-01', to: '2026-12-31' });
    expect(monthRange('2028-02')).to.deep.equal({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2026-02')).to.deep.equal({ from: '2026-02-01', to: '2026-02-28' });
  });
});
