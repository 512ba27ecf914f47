/**
 * Business days of the Korean market: weekdays that are neither a public holiday nor a closing day of the exchange
 * (./holidays.ts). The mock's schedules fall on them, and the reader's refunds and account deadlines count them.
 */
import type { KstDate } from '../api/types.js';
import { addDays, isWeekend } from '../time/kst.js';
import { isHoliday } from './holidays.js';

export function isBusinessDay(date: KstDate): boolean {
  return !isWeekend(date) && !isHoliday(date);
}

/** The date itself when it is a business day, else the next one. */
export function businessDayFrom(date: KstDate): KstDate {
  let result = date;
  while (!isBusinessDay(result)) result = addDays(result, 1);
  return result;
}

/** Moves by business days; a negative count moves back. */
export function addBusinessDays(date: KstDate, count: number): KstDate {
  const step = count < 0 ? -1 : 1;
  let result = date;
  for (let left = Math.abs(count); left > 0;) {
    result = addDays(result, step);
    if (isBusinessDay(result)) left--;
  }
  return result;
}
