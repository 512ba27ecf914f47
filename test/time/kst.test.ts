import { expect } from '@open-wc/testing';
import { formatInTimeZone } from 'date-fns-tz';
import {
  addDays,
  addMonths,
  daysBetween,
  isKstDate,
  isKstMonth,
  kstDateOf,
  kstIso,
  kstStartOf,
  kstTimeOf,
  lastDayOfMonth,
  nextKstMidnight,
  weekdayOf,
} from '../../src/time/kst.js';

describe('KST date math', () => {
  it('agrees with date-fns-tz on the KST date, time and ISO form of instants around midnight', () => {
    const start = Date.parse('2026-11-20T12:00:00Z');
    for (let minutes = 0; minutes < 26 * 60; minutes += 37) {
      const instant = start + minutes * 60_000;
      expect(kstDateOf(instant)).to.equal(formatInTimeZone(instant, 'Asia/Seoul', 'yyyy-MM-dd'));
      expect(kstTimeOf(instant)).to.equal(formatInTimeZone(instant, 'Asia/Seoul', 'HH:mm'));
      expect(kstIso(instant)).to.equal(formatInTimeZone(instant, 'Asia/Seoul', "yyyy-MM-dd'T'HH:mm:ssXXX"));
    }
  });

  it('puts KST midnight at 15:00 UTC of the day before', () => {
    expect(new Date(kstStartOf('2026-11-21')).toISOString()).to.equal('2026-11-20T15:00:00.000Z');
    expect(new Date(nextKstMidnight(Date.parse('2026-11-20T14:59:59.999Z'))).toISOString()).to.equal(
      '2026-11-20T15:00:00.000Z',
    );
    expect(new Date(nextKstMidnight(Date.parse('2026-11-20T15:00:00Z'))).toISOString()).to.equal(
      '2026-11-21T15:00:00.000Z',
    );
  });

  it('accepts exactly the strings that name a calendar day, as a round trip through Date reads them', () => {
    // Every month 00–13 and day 00–32 of leap and common years, century rules included.
    const isRealDay = (year: number, month: number, day: number) => {
      const date = new Date(Date.UTC(year, month - 1, day));
      return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    };
    let accepted = 0;
    for (const year of ['1000', '1900', '2000', '2024', '2026', '2100', '2400', '9998']) {
      for (let month = 0; month <= 13; month++) {
        for (let day = 0; day <= 32; day++) {
          const text = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          const real = isRealDay(+year, month, day);
          expect(isKstDate(text), text).to.equal(real);
          if (real) accepted++;
        }
      }
    }
    // 365 days a common year, 366 in 2000, 2024 and 2400.
    expect(accepted).to.equal(8 * 365 + 3);
    // Years below 1000 are out: Date.UTC would read 0099 as 1999.
    for (const early of ['0099-01-01', '0999-12-31', '0000-01-01']) expect(isKstDate(early), early).to.equal(false);
    // Year 9999 is out: the grid of its December would reach year 10000, which has no YYYY-MM-DD.
    for (const late of ['9999-01-01', '9999-12-31']) expect(isKstDate(late), late).to.equal(false);
    expect(isKstMonth('9999-12')).to.equal(false);
  });

  it('accepts only real calendar dates', () => {
    expect(isKstDate('2028-02-29')).to.equal(true);
    for (const bad of ['2026-02-29', '2026-13-01', '2026-1-01', '20261101', '2026-11-31', '', null, 20261101]) {
      expect(isKstDate(bad), String(bad)).to.equal(false);
    }
    expect(isKstMonth('2026-12')).to.equal(true);
    expect(isKstMonth('2026-13')).to.equal(false);
  });

  it('counts days, weekdays and months across boundaries', () => {
    expect(addDays('2026-12-31', 1)).to.equal('2027-01-01');
    expect(addDays('2024-03-01', -1)).to.equal('2024-02-29');
    expect(daysBetween('2026-11-21', '2026-12-01')).to.equal(10);
    expect(daysBetween('2026-12-01', '2026-11-21')).to.equal(-10);
    expect(weekdayOf('2026-11-21')).to.equal(6);
    expect(weekdayOf('2026-11-22')).to.equal(0);
    expect(weekdayOf('1969-12-31')).to.equal(3);
    expect(addMonths('2026-11', 2)).to.equal('2027-01');
    expect(addMonths('2026-01', -1)).to.equal('2025-12');
    expect(lastDayOfMonth('2028-02')).to.equal('2028-02-29');
  });
});
