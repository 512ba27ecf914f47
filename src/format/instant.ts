import type { Lang } from './lang.js';
import { kstDateOf, kstTimeOf } from '../time/kst.js';
import { formatDate } from './date.js';

/** "17:05 KST". */
export function formatKstTime(instant: number): string {
  return `${kstTimeOf(instant)} KST`;
}

/**
 * "11월 20일 17:05 KST" / "Nov 20 17:05 KST"; only the time when `now` is given and falls on the
 * same KST day.
 */
export function formatKstStamp(instant: number, lang: Lang, now?: number): string {
  const date = kstDateOf(instant);
  const time = formatKstTime(instant);
  return now !== undefined && kstDateOf(now) === date ? time : `${formatDate(date, lang)} ${time}`;
}
