import type { KstDate } from '../api/types.js';
import { daysBetween } from '../time/kst.js';

/**
 * The D-day of a stage spanning start..end, as days from today (3 three days ahead, D-3; negative
 * once past): counted to its start up to the day it begins, from its end once it is over, and null
 * on the later days while it runs.
 */
export function stageDday(start: KstDate, end: KstDate, todayKst: KstDate): number | null {
  if (todayKst <= start) return daysBetween(todayKst, start);
  return todayKst > end ? daysBetween(todayKst, end) : null;
}
