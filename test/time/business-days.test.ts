/** Business days of the Korean market: weekdays that are neither holidays nor closing days of the exchange. */
import { expect } from '@open-wc/testing';
import { addBusinessDays, businessDayFrom, isBusinessDay } from '../../src/time/business-days.js';

describe('business days', () => {
  it('skip weekends', () => {
    expect(addBusinessDays('2026-11-20', 1)).to.equal('2026-11-23');
    expect(addBusinessDays('2026-11-23', -1)).to.equal('2026-11-20');
    expect(addBusinessDays('2026-11-18', 5)).to.equal('2026-11-25');
    expect(isBusinessDay('2026-11-22')).to.equal(false);
  });

  it('skip public holidays and the exchange’s closing days', () => {
    // 추석 2026: Thursday 09-24 to Saturday 09-26; 개천절 on Saturday 10-03 is made up on Monday 10-05.
    expect(addBusinessDays('2026-09-23', 1)).to.equal('2026-09-28');
    expect(addBusinessDays('2026-09-28', -1)).to.equal('2026-09-23');
    expect(addBusinessDays('2026-10-02', 1)).to.equal('2026-10-06');
    expect(addBusinessDays('2026-12-30', 1)).to.equal('2027-01-04');
    expect(isBusinessDay('2026-10-05')).to.equal(false);
    expect(isBusinessDay('2026-10-06')).to.equal(true);
  });

  it('start from a date itself when it is one, else from the next', () => {
    expect(businessDayFrom('2026-11-23')).to.equal('2026-11-23');
    expect(businessDayFrom('2026-09-24')).to.equal('2026-09-28');
    expect(businessDayFrom('2026-12-31')).to.equal('2027-01-04');
  });
});
