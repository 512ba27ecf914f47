import type { KstDate } from '../api/types.js';
import { isKstDate, isKstMonth, monthOf, type KstMonth } from '../time/kst.js';
import type { DateRange } from './date-range.js';

/**
 * The month the month view opens on: a `YYYY-MM` range names it; otherwise the month of the
 * range's start, or of its end when the start is open; with no usable range, today's KST month.
 */
export function monthOfRange(range: KstMonth | DateRange | null | undefined, todayKst: KstDate): KstMonth {
  if (isKstMonth(range)) return range;
  const anchor = range?.from ?? range?.to;
  return monthOf(isKstDate(anchor) ? anchor : todayKst);
}
