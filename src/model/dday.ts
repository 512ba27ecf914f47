import type { KstDate } from '../api/types.js';
import { daysBetween } from '../time/kst.js';

/** Days from today to a date: 3 three days ahead (D-3), 0 today, negative once past. */
export function dday(date: KstDate, todayKst: KstDate): number {
  return daysBetween(todayKst, date);
}

/**
 * The D-day of a stage spanning start..end: counted to its start up to the day it begins, from its
 * end once it is over, and null on the later days while it runs.
 */
export function stageDday(start: KstDate, end: KstDate, todayKst: KstDate): number | null {
  if (todayKst <= start) return dday(start, todayKst);
  return todayKst > end ? dday(end, todayKst) : null;
}
