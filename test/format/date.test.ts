import { expect } from '@open-wc/testing';
import { formatDate, formatDateRange, formatMonth, formatWeekday } from '../../src/format/date.js';

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

  it('names months and weekdays', () => {
    expect(formatMonth('2026-11', 'ko')).to.equal('2026년 11월');
    expect(formatMonth('2027-01', 'en')).to.equal('January 2027');
    expect([0, 1, 2, 3, 4, 5, 6].map((day) => formatWeekday(day, 'ko')).join('')).to.equal('일월화수목금토');
    expect(formatWeekday(0, 'en')).to.equal('Sun');
  });
});
