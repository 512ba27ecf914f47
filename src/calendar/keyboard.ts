import type { KstDate } from '../api/types.js';
import { addDays, addMonths, isKstDate, isKstMonth, lastDayOfMonth, monthOf, weekdayOf, type KstMonth } from '../time/kst.js';

export interface FocusMove {
  date: KstDate;
  /** The new date lies outside the month on screen, so the grid must show its month. */
  monthChanged: boolean;
}

/** What of a keydown the grid reads (a KeyboardEvent is one). */
export interface GridKey {
  key: string;
  shiftKey: boolean;
}

/**
 * Where a grid key moves the focused day (the ARIA grid and date picker patterns): arrows by day
 * and week, Home/End to Sunday/Saturday of the week, PageUp/PageDown by a month from the month on
 * screen, by a year with Shift. Null for keys the grid does not handle and for days beyond the
 * calendar's years. The focused day may lie outside the shown month (a leading or trailing day).
 */
export function moveFocus(date: KstDate, { key, shiftKey }: GridKey, shownMonth: KstMonth): FocusMove | null {
  const target = targetOf(date, key, shiftKey ? 12 : 1, shownMonth);
  return target !== null && isKstDate(target) ? { date: target, monthChanged: monthOf(target) !== shownMonth } : null;
}

function targetOf(date: KstDate, key: string, pageMonths: number, shownMonth: KstMonth): KstDate | null {
  switch (key) {
    case 'ArrowLeft': return addDays(date, -1);
    case 'ArrowRight': return addDays(date, 1);
    case 'ArrowUp': return addDays(date, -7);
    case 'ArrowDown': return addDays(date, 7);
    case 'Home': return addDays(date, -weekdayOf(date));
    case 'End': return addDays(date, 6 - weekdayOf(date));
    case 'PageUp': return sameDayOfMonth(date, addMonths(shownMonth, -pageMonths));
    case 'PageDown': return sameDayOfMonth(date, addMonths(shownMonth, pageMonths));
    default: return null;
  }
}

/** The date's day in another month, clamped to that month's last day (Jan 31 → Feb 28); null beyond the calendar's years. */
function sameDayOfMonth(date: KstDate, month: KstMonth): KstDate | null {
  if (!isKstMonth(month)) return null;
  const target = `${month}${date.slice(7)}`;
  const last = lastDayOfMonth(month);
  return target > last ? last : target;
}
