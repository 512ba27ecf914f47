import type { KstDate } from '../api/types.js';
import { firstDayOfMonth, lastDayOfMonth, type KstMonth } from '../time/kst.js';

/** A period of KST dates as the `range` attribute states it: either end may be open (null). */
export interface DateRange {
  from: KstDate | null;
  to: KstDate | null;
}

/** A closed run of days, both ends included (`from` ≤ `to`). */
export interface DaySpan {
  from: KstDate;
  to: KstDate;
}

/** The days of a month, first to last. */
export function monthRange(month: KstMonth): DaySpan {
  return { from: firstDayOfMonth(month), to: lastDayOfMonth(month) };
}
