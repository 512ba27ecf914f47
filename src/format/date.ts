import type { KstDate } from '../api/types.js';
import type { Lang } from '../i18n/lang.js';
import { firstDayOfMonth, utcMidnight, type KstMonth } from '../time/kst.js';
import { cached } from './cached.js';

const STYLES = {
  /** 11월 24일 · Nov 24 */
  day: { month: 'short', day: 'numeric' },
  /** 11월 24일 화요일 · Tuesday, November 24 */
  weekday: { weekday: 'long', month: 'long', day: 'numeric' },
  /** 2026년 11월 24일 · November 24, 2026 */
  full: { year: 'numeric', month: 'long', day: 'numeric' },
  /** 2026년 11월 · November 2026 */
  month: { year: 'numeric', month: 'long' },
  /** 화 · Tue */
  short: { weekday: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof STYLES;

/**
 * A calendar date is formatted as its UTC midnight in the UTC zone: the date is already KST, and
 * no machine time zone can shift it to the day before.
 */
function dateFormat(lang: Lang, style: DateStyle): Intl.DateTimeFormat {
  return cached(`date ${lang} ${style}`, () => new Intl.DateTimeFormat(lang, { ...STYLES[style], timeZone: 'UTC' }));
}

export function formatDate(date: KstDate, lang: Lang, style: DateStyle = 'day'): string {
  return dateFormat(lang, style).format(utcMidnight(date));
}

/** A period such as "11월 24일~25일" / "Nov 24 – 25"; a single date when start and end agree. */
export function formatDateRange(start: KstDate, end: KstDate, lang: Lang): string {
  return dateFormat(lang, 'day').formatRange(utcMidnight(start), utcMidnight(end));
}

export function formatMonth(month: KstMonth, lang: Lang): string {
  return formatDate(firstDayOfMonth(month), lang, 'month');
}

/** A short weekday name, 0 = Sunday: "화", "Tue". */
export function formatWeekday(weekday: number, lang: Lang): string {
  // 1970-01-11 was a Sunday.
  return formatDate(`1970-01-1${1 + weekday}`, lang, 'short');
}
