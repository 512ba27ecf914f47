/**
 * Calendar dates in Korean and English, written out from tables rather than with `Intl`: the two
 * languages need nothing more, the text is the same in every browser, and the month view's first
 * render does not wait for the page's first `Intl` formatter to load locale data (tens of ms).
 * The input is already a KST date, so no time zone takes part.
 */
import type { KstDate } from '../api/types.js';
import type { Lang } from './lang.js';
import { firstDayOfMonth, weekdayOf, type KstMonth } from '../time/kst.js';

const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const EN_WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const KO_WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];

export type DateStyle = 'day' | 'weekday' | 'full' | 'month' | 'numeric' | 'short';

/**
 * - `day`: 11월 24일 · Nov 24
 * - `weekday`: 11월 24일 화요일 · Tuesday, November 24
 * - `full`: 2026년 11월 24일 · November 24, 2026
 * - `month`: 2026년 11월 · November 2026
 * - `numeric`: 11/24 in both, where space is short (a change badge)
 * - `short`: 11/24(화) · Tue 11/24, a date with its weekday where space is short (the reader's cash)
 */
export function formatDate(date: KstDate, lang: Lang, style: DateStyle = 'day'): string {
  const [year, month, day] = date.split('-').map(Number);
  const name = EN_MONTHS[month - 1];
  const ko = lang === 'ko';
  switch (style) {
    case 'day':
      return ko ? `${month}월 ${day}일` : `${name.slice(0, 3)} ${day}`;
    case 'weekday':
      return ko
        ? `${month}월 ${day}일 ${KO_WEEKDAYS[weekdayOf(date)]}요일`
        : `${EN_WEEKDAYS[weekdayOf(date)]}, ${name} ${day}`;
    case 'full':
      return ko ? `${year}년 ${month}월 ${day}일` : `${name} ${day}, ${year}`;
    case 'numeric':
      return `${month}/${day}`;
    case 'short':
      return ko
        ? `${month}/${day}(${KO_WEEKDAYS[weekdayOf(date)]})`
        : `${EN_WEEKDAYS[weekdayOf(date)].slice(0, 3)} ${month}/${day}`;
    default:
      return ko ? `${year}년 ${month}월` : `${name} ${year}`;
  }
}

/**
 * A period as `Intl`'s `formatRange` writes it: "11월 24일~25일" / "Nov 24 – 25", the month
 * written once when shared, both years when they differ, a single date when start and end agree.
 */
export function formatDateRange(start: KstDate, end: KstDate, lang: Lang): string {
  if (start === end) return formatDate(start, lang);
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  const write = (date: KstDate) =>
    sameYear
      ? formatDate(date, lang)
      : lang === 'ko'
        ? formatDate(date, lang, 'full')
        : `${formatDate(date, lang)}, ${date.slice(0, 4)}`;
  const endDay = +end.slice(8);
  const sameMonth = start.slice(0, 7) === end.slice(0, 7);
  // English ranges have thin spaces around the dash, as Intl writes them.
  return lang === 'ko'
    ? `${write(start)}~${sameMonth ? `${endDay}일` : write(end)}`
    : `${write(start)}\u2009–\u2009${sameMonth ? endDay : write(end)}`;
}

export function formatMonth(month: KstMonth, lang: Lang): string {
  return formatDate(firstDayOfMonth(month), lang, 'month');
}

/** A short weekday name, 0 = Sunday: "화", "Tue". */
export function formatWeekday(weekday: number, lang: Lang): string {
  return lang === 'ko' ? KO_WEEKDAYS[weekday] : EN_WEEKDAYS[weekday].slice(0, 3);
}
