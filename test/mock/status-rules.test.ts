import { expect } from '@open-wc/testing';
import { statusOn } from '../../src/mock/status-rules.js';
import { offering, scheduled } from '../support/offering.js';

describe('mock status rules', () => {
  // demand 11-14..11-18, sub 11-23..11-24, refund 11-26, listing 12-03
  const full = scheduled('x', '2026-11-23');

  it('walks through the six stages on their first and last days', () => {
    const expected: [string, string][] = [
      ['2026-11-13', '수요예측예정'],
      ['2026-11-14', '수요예측'],
      ['2026-11-18', '수요예측'],
      ['2026-11-19', '청약예정'],
      ['2026-11-22', '청약예정'],
      ['2026-11-23', '청약'],
      ['2026-11-24', '청약'],
      ['2026-11-25', '상장예정'],
      ['2026-12-02', '상장예정'],
      ['2026-12-03', '상장완료'],
      ['2027-06-01', '상장완료'],
    ];
    for (const [today, status] of expected) expect(statusOn(full, today), today).to.equal(status);
  });

  it('gives null when no date is known', () => {
    expect(statusOn(offering({ id: 'x' }), '2026-11-23')).to.equal(null);
  });

  it('takes a period with one known end as that single day', () => {
    const subOnly = offering({ id: 'x', sub_end: '2026-11-24' });
    expect(statusOn(subOnly, '2026-11-23')).to.equal('청약예정');
    expect(statusOn(subOnly, '2026-11-24')).to.equal('청약');
    expect(statusOn(subOnly, '2026-11-25')).to.equal('상장예정');
    const demandOnly = offering({ id: 'x', demand_start: '2026-11-24' });
    expect(statusOn(demandOnly, '2026-11-24')).to.equal('수요예측');
    expect(statusOn(demandOnly, '2026-11-25')).to.equal('청약예정');
  });

  it('knows a listing or refund without earlier dates as listing upcoming, then listed', () => {
    expect(statusOn(offering({ id: 'x', refund_date: '2026-11-24' }), '2026-11-30')).to.equal('상장예정');
    const listingOnly = offering({ id: 'x', listing_date: '2026-11-24' });
    expect(statusOn(listingOnly, '2026-11-23')).to.equal('상장예정');
    expect(statusOn(listingOnly, '2026-11-24')).to.equal('상장완료');
  });
});
