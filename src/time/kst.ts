/**
 * Date math in Korea Standard Time. KST is UTC+9 all year (no daylight saving), so a KST calendar
 * date is the UTC date of the instant shifted by nine hours. Nothing here reads the machine's
 * time zone: dates are `YYYY-MM-DD` strings and instants are epoch milliseconds.
 */
import type { KstDate } from '../api/types.js';

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
// Years 1000 (Date.UTC reads 0–99 as 1900–1999) to 9998 (a month's grid reaches into the next year,
// and year 10000 has no `YYYY-MM-DD`); months 01–12; the day is checked against its month below.
const DATE_PATTERN = /^(?!9999)[1-9]\d{3}-(0[1-9]|1[0-2])-\d\d$/;

/** A source of the current instant, in epoch milliseconds. Injected wherever "now" matters. */
export type Clock = () => number;
export const systemClock: Clock = () => Date.now();

const isoString = (ms: number) => new Date(ms).toISOString();

/** The UTC date of an epoch ms; with the instant shifted by nine hours, its KST date. */
const utcDateOf = (ms: number): KstDate => isoString(ms).slice(0, 10);

/** Epoch ms of a date's UTC midnight; an out-of-range day rolls over (2026-02-30 is March 2). */
export function utcMidnight(date: KstDate): number {
  // Slices, not a destructured split: this runs for every date of a render, mostly in cold code.
  return Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8));
}

/** True for a real calendar date written `YYYY-MM-DD` (2026-02-30 is not). */
export function isKstDate(value: unknown): value is KstDate {
  // A day its month does not have rolls over in Date.UTC (2026-02-30 is March 2). The day of the
  // month is read back rather than the whole ISO string, which costs more: every date of a response is checked.
  return (
    typeof value === 'string' &&
    DATE_PATTERN.test(value) &&
    new Date(utcMidnight(value)).getUTCDate() === +value.slice(8)
  );
}

/** True for epoch ms a Date can hold: beyond ±8.64e15, formatting would throw. */
export const isInstant = (value: unknown): value is number =>
  Number.isSafeInteger(value) && Math.abs(value as number) <= 8.64e15;

/** The KST calendar date of an instant. */
export function kstDateOf(instant: number): KstDate {
  return utcDateOf(instant + KST_OFFSET_MS);
}

/** The instant at which a KST date begins (00:00 KST). */
export function kstStartOf(date: KstDate): number {
  return utcMidnight(date) - KST_OFFSET_MS;
}

/** The next KST midnight strictly after an instant: when daily quotas reset and statuses roll over. */
export function nextKstMidnight(instant: number): number {
  return kstStartOf(addDays(kstDateOf(instant), 1));
}

/** An instant as an ISO 8601 time in KST, `YYYY-MM-DDTHH:mm:ss+09:00`, as the API writes `updated_at`. */
export function kstIso(instant: number): string {
  return `${isoString(instant + KST_OFFSET_MS).slice(0, 19)}+09:00`;
}

/** Hours and minutes of an instant on the KST clock, `HH:mm`. */
export function kstTimeOf(instant: number): string {
  return isoString(instant + KST_OFFSET_MS).slice(11, 16);
}

export function addDays(date: KstDate, days: number): KstDate {
  return utcDateOf(utcMidnight(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: KstDate, to: KstDate): number {
  return (utcMidnight(to) - utcMidnight(from)) / DAY_MS;
}

/** Day of the week, 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: KstDate): number {
  return new Date(utcMidnight(date)).getUTCDay();
}

/** Sunday (0) or Saturday (6), by the day of the week. */
export function isWeekendDay(weekday: number): boolean {
  return weekday === 0 || weekday === 6;
}

export function isWeekend(date: KstDate): boolean {
  return isWeekendDay(weekdayOf(date));
}

/** A month as `YYYY-MM`. */
export type KstMonth = string;

export function monthOf(date: KstDate): KstMonth {
  return date.slice(0, 7);
}

export function firstDayOfMonth(month: KstMonth): KstDate {
  return `${month}-01`;
}

export function lastDayOfMonth(month: KstMonth): KstDate {
  return addDays(firstDayOfMonth(addMonths(month, 1)), -1);
}

export function addMonths(month: KstMonth, count: number): KstMonth {
  const [y, m] = month.split('-');
  return monthOf(utcDateOf(Date.UTC(+y, +m - 1 + count)));
}

export function isKstMonth(value: unknown): value is KstMonth {
  // Only `YYYY-MM` makes `YYYY-MM-01` match the date pattern.
  return typeof value === 'string' && isKstDate(`${value}-01`);
}
