/** The table of Korean public holidays and the exchange's closing days. */
import { expect } from '@open-wc/testing';
import { HOLIDAY_YEARS, isHoliday } from '../../src/time/holidays.js';
import { addDays, isWeekend } from '../../src/time/kst.js';

/** Every date of a year. */
function daysOf(year: number): string[] {
  const days: string[] = [];
  for (let day = `${year}-01-01`; day.startsWith(String(year)); day = addDays(day, 1)) days.push(day);
  return days;
}

const YEARS = Array.from({ length: HOLIDAY_YEARS.last - HOLIDAY_YEARS.first + 1 }, (_, i) => HOLIDAY_YEARS.first + i);

/** The fixed-date public holidays of every covered year (제헌절 again from 2026). */
const FIXED = ['01-01', '03-01', '05-05', '06-06', '08-15', '10-03', '10-09', '12-25'];

/** 설날 and 추석 (the day itself) by year, from the Korea Astronomy and Space Science Institute's lunar calendar. */
const LUNAR: Record<number, [seollal: string, chuseok: string]> = {
  2020: ['01-25', '10-01'],
  2021: ['02-12', '09-21'],
  2022: ['02-01', '09-10'],
  2023: ['01-22', '09-29'],
  2024: ['02-10', '09-17'],
  2025: ['01-29', '10-06'],
  2026: ['02-17', '09-25'],
  2027: ['02-07', '09-15'],
  2028: ['01-27', '10-03'],
  2029: ['02-13', '09-22'],
  2030: ['02-03', '09-12'],
};

describe('holidays', () => {
  it('cover 2020 to 2030', () => {
    expect(YEARS).to.deep.equal(Object.keys(LUNAR).map(Number));
  });

  it('hold the fixed-date holidays of every year, and 제헌절 from 2026', () => {
    for (const year of YEARS) {
      for (const day of FIXED) expect(isHoliday(`${year}-${day}`), `${year}-${day}`).to.equal(true);
      expect(isHoliday(`${year}-07-17`), `${year}-07-17`).to.equal(year >= 2026);
    }
  });

  it('hold 설날 and 추석 with the days before and after', () => {
    for (const year of YEARS) {
      for (const day of LUNAR[year]) {
        const date = `${year}-${day}`;
        for (const around of [-1, 0, 1]) expect(isHoliday(addDays(date, around)), addDays(date, around)).to.equal(true);
      }
    }
  });

  it('hold substitute, election and temporary holidays as the almanac lists them', () => {
    for (const date of [
      '2024-04-10', // 국회의원선거
      '2025-01-27', // 임시공휴일
      '2025-06-03', // 대통령선거
      '2026-06-03', // 지방선거
      '2025-10-08', // 대체공휴일 (추석)
      '2026-03-02', // 대체공휴일 (3·1절)
      '2026-08-17', // 대체공휴일 (광복절)
      '2026-10-05', // 대체공휴일 (개천절)
      '2027-02-09', // 대체공휴일 (설날)
      '2027-12-27', // 대체공휴일 (기독탄신일)
      '2028-10-05', // 대체공휴일 (추석 and 개천절 on one day), projected
    ])
      expect(isHoliday(date), date).to.equal(true);
  });

  it("hold the exchange's closing days in every year: 1 May and 31 December", () => {
    for (const year of [2019, ...YEARS, 2031]) {
      expect(isHoliday(`${year}-05-01`)).to.equal(true);
      expect(isHoliday(`${year}-12-31`)).to.equal(true);
    }
  });

  it('leave the other days working days: between 10 and 20 weekday holidays a year', () => {
    for (const year of YEARS) {
      const weekdays = daysOf(year).filter((day) => isHoliday(day) && !isWeekend(day));
      expect(weekdays.length, String(year)).to.be.within(10, 20);
    }
    for (const date of ['2026-11-23', '2026-09-23', '2026-09-28', '2026-12-24', '2027-01-04'])
      expect(isHoliday(date), date).to.equal(false);
  });

  it('know only the closing days outside the years covered', () => {
    expect(daysOf(2031).filter(isHoliday)).to.deep.equal(['2031-05-01', '2031-12-31']);
  });
});
