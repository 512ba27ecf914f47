import type { KstDate } from '../api/types.js';
import { addDays, addMonths, lastDayOfMonth, monthOf, weekdayOf } from '../time/kst.js';

export interface FocusMove {
  date: KstDate;
  /** The new date lies in another month, so the grid must show that month. */
  monthChanged: boolean;
}

/**
 * Where a grid key moves the focused day (the ARIA grid pattern): arrows by day and week, Home/End
 * to Sunday/Saturday of the week, PageUp/PageDown by a month. Null for keys the grid does not handle.
 */
export function moveFocus(date: KstDate, key: string): FocusMove | null {
  const target = targetOf(date, key);
  return target === null ? null : { date: target, monthChanged: monthOf(target) !== monthOf(date) };
}

function targetOf(date: KstDate, key: string): KstDate | null {
  switch (key) {
    case 'ArrowLeft': return addDays(date, -1);
    case 'ArrowRight': return addDays(date, 1);
    case 'ArrowUp': return addDays(date, -7);
    case 'ArrowDown': return addDays(date, 7);
    case 'Home': return addDays(date, -weekdayOf(date));
    case 'End': return addDays(date, 6 - weekdayOf(date));
    case 'PageUp': return sameDayOfMonth(date, -1);
    case 'PageDown': return sameDayOfMonth(date, 1);
    default: return null;
  }
}

/** The same day of another month, clamped to that month's last day (Jan 31 → Feb 28). */
function sameDayOfMonth(date: KstDate, months: number): KstDate {
  const target = `${addMonths(monthOf(date), months)}${date.slice(7)}`;
  const last = lastDayOfMonth(monthOf(target));
  return target > last ? last : target;
}
