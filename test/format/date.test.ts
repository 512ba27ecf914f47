import { expect } from '@open-wc/testing';
import { formatDate, formatDateRange, formatMonth, formatWeekday, type DateStyle } from '../../src/format/date.js';
import { addDays } from '../../src/time/kst.js';

// Intl puts thin and narrow spaces around English range dashes; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');

describe('date formatting', () => {
  it('formats a KST date in each style and language without shifting the day', () => {
    expect(formatDate('2026-11-24', 'ko')).to.equal('11월 24일');
    expect(formatDate('2026-11-24', 'en')).to.equal('Nov 24');
    expect(formatDate('2026-11-24', 'ko', 'weekday')).to.equal('11월 24일 화요일');
    expect(formatDate('2026-11-24', 'en', 'weekday')).to.equal('Tuesday, November 24');
    expect(formatDate('2026-11-24', 'ko', 'full')).to.equal('2026년 11월 24일');
    expect(formatDate('2026-11-24', 'en', 'full')).to.equal('November 24, 2026');
  });

  it('keeps the first and last day of a year on their own dates', () => {
    expect(formatDate('2027-01-01', 'en', 'full')).to.equal('January 1, 2027');
    expect(formatDate('2026-12-31', 'ko', 'full')).to.equal('2026년 12월 31일');
  });

  it('formats periods, collapsing a one-day period to its date', () => {
    expect(formatDateRange('2026-11-24', '2026-11-25', 'ko')).to.equal('11월 24일~25일');
    expect(formatDateRange('2026-11-30', '2026-12-01', 'ko')).to.equal('11월 30일~12월 1일');
    expect(plain(formatDateRange('2026-11-30', '2026-12-01', 'en'))).to.equal('Nov 30 – Dec 1');
    expect(formatDateRange('2026-11-24', '2026-11-24', 'en')).to.equal('Nov 24');
  });

  it('writes both years of a period across New Year', () => {
    expect(formatDateRange('2026-12-30', '2027-01-02', 'ko')).to.equal('2026년 12월 30일~2027년 1월 2일');
    expect(plain(formatDateRange('2026-12-30', '2027-01-02', 'en'))).to.equal('Dec 30, 2026 – Jan 2, 2027');
  });

  it('names months and weekdays', () => {
    expect(formatMonth('2026-11', 'ko')).to.equal('2026년 11월');
    expect(formatMonth('2027-01', 'en')).to.equal('January 2027');
    expect([0, 1, 2, 3, 4, 5, 6].map((day) => formatWeekday(day, 'ko')).join('')).to.equal('일월화수목금토');
    expect(formatWeekday(0, 'en')).to.equal('Sun');
  });

  it('writes the numeric style as month/day in both languages', () => {
    expect(formatDate('2026-11-24', 'ko', 'numeric')).to.equal('11/24');
    expect(formatDate('2027-01-05', 'ko', 'numeric')).to.equal('1/5');
    expect(formatDate('2027-01-05', 'en', 'numeric')).to.equal('1/5');
  });

  it('writes the short style as month/day with the weekday', () => {
    expect(formatDate('2026-12-08', 'ko', 'short')).to.equal('12/8(화)');
    expect(formatDate('2028-02-29', 'ko', 'short')).to.equal('2/29(화)');
    expect(formatDate('2027-01-03', 'en', 'short')).to.equal('Sun 1/3');
  });

  // The tables replace Intl (whose first formatter loads locale data); Intl is the reference for their text. Korean
  // Intl writes the numeric style "11. 24.": the element writes the "11/24" of Korean IPO calendars instead.
  const INTL_OPTIONS: Record<Exclude<DateStyle, 'numeric' | 'short'>, Intl.DateTimeFormatOptions> = {
    day: { month: 'short', day: 'numeric' },
    weekday: { weekday: 'long', month: 'long', day: 'numeric' },
    full: { year: 'numeric', month: 'long', day: 'numeric' },
    month: { year: 'numeric', month: 'long' },
  };
  const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);
  const twoYears = Array.from({ length: 731 }, (_, index) => addDays('2026-01-01', index));

  it('writes every date of two years in every style as Intl does', () => {
    for (const lang of ['ko', 'en'] as const) {
      for (const style of Object.keys(INTL_OPTIONS) as (keyof typeof INTL_OPTIONS)[]) {
        const intl = new Intl.DateTimeFormat(lang, { ...INTL_OPTIONS[style], timeZone: 'UTC' });
        const differing = twoYears.filter((date) => formatDate(date, lang, style) !== intl.format(utc(date)));
        expect(differing, `${lang} ${style}`).to.deep.equal([]);
      }
    }
  });

  it('writes the numeric style in English as Intl does', () => {
    const intl = new Intl.DateTimeFormat('en', { month: 'numeric', day: 'numeric', timeZone: 'UTC' });
    const differing = twoYears.filter((date) => formatDate(date, 'en', 'numeric') !== intl.format(utc(date)));
    expect(differing).to.deep.equal([]);
  });

  it("writes periods as Intl's formatRange does: same month, across months, across years", () => {
    for (const lang of ['ko', 'en'] as const) {
      const intl = new Intl.DateTimeFormat(lang, { ...INTL_OPTIONS.day, timeZone: 'UTC' });
      const periods = twoYears
        .slice(0, 400)
        .flatMap((start) => [1, 3, 40].map((days) => [start, addDays(start, days)] as const));
      const differing = periods.filter(
        ([start, end]) => plain(formatDateRange(start, end, lang)) !== plain(intl.formatRange(utc(start), utc(end))),
      );
      expect(differing, lang).to.deep.equal([]);
    }
  });

  it('names every weekday as Intl does', () => {
    for (const lang of ['ko', 'en'] as const) {
      const intl = new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' });
      // 2026-11-22 is a Sunday.
      const names = [0, 1, 2, 3, 4, 5, 6].map((weekday) => intl.format(utc(addDays('2026-11-22', weekday))));
      expect([0, 1, 2, 3, 4, 5, 6].map((weekday) => formatWeekday(weekday, lang))).to.deep.equal(names);
    }
  });
});
