import { expect } from '@open-wc/testing';
import { isCalendarDate } from '../../src/api/calendar-date.js';

describe('isCalendarDate (the API’s dates)', () => {
  it('takes real dates of any four-digit year, the calendar’s ends included', () => {
    for (const date of [
      '0000-01-01',
      '0099-12-31',
      '0999-06-15',
      '2026-11-24',
      '2028-02-29',
      '2000-02-29',
      '9999-12-31',
    ]) {
      expect(isCalendarDate(date), date).to.equal(true);
    }
  });

  it('refuses days their month lacks, other forms and other types', () => {
    for (const value of [
      '2026-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-11-00',
      '2026-11-1',
      '26-11-01',
      '12026-11-01',
      '2026/11/01',
      ' 2026-11-01',
      '2026-11-01T00:00',
      '',
      null,
      20261101,
    ]) {
      expect(isCalendarDate(value), String(value)).to.equal(false);
    }
  });

  it('agrees with Date.UTC on every day of years 2000 and 2100 (leap rules of the centuries)', () => {
    for (const year of [2000, 2100]) {
      for (let month = 1; month <= 12; month++) {
        for (let day = 1; day <= 32; day++) {
          const text = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          const real = new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
          expect(isCalendarDate(text), text).to.equal(real);
        }
      }
    }
  });
});
