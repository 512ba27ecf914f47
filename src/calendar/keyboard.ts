import type { KstDate } from '../api/types.js';
import { addDays, addMonths, isKstDate, isKstMonth, lastDayOfMonth, weekdayOf, type KstMonth } from '../time/kst.js';
import { visibleSpan } from './month-grid.js';

export interface FocusMove {
  date: KstDate;
  /** The grid must show the new date's month: a PageUp or PageDown, or a day beyond the grid on screen. */
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
 * calendar's years. The focused day may lie outside the shown month (a leading or trailing day): a
 * day key keeps the month on screen while it lands in its grid, as a click there does, so that
 * moving along a week the two months share never switches between them.
 */
export function moveFocus(date: KstDate, { key, shiftKey }: GridKey, shownMonth: KstMonth): FocusMove | null {
  const target = targetOf(date, key, shiftKey ? 12 : 1, shownMonth);
  if (target === null || !isKstDate(target)) return null;
  const { from, to } = visibleSpan(shownMonth);
  return { date: target, monthChanged: key.startsWith('Page') || target < from || target > to };
}

function targetOf(date: KstDate, key: string, pageMonths: number, shownMonth: KstMonth): KstDate | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekdayOf(date));
    case 'End':
      return addDays(date, 6 - weekdayOf(date));
    case 'PageUp':
      return sameDayOfMonth(date, addMonths(shownMonth, -pageMonths));
    case 'PageDown':
      return sameDayOfMonth(date, addMonths(shownMonth, pageMonths));
    default:
      return null;
  }
}

/**
 * The date's day in another month, clamped to that month's last day (Jan 31 → Feb 28); null beyond the calendar's
 * years.
 */
function sameDayOfMonth(date: KstDate, month: KstMonth): KstDate | null {
  if (!isKstMonth(month)) return null;
  const target = `${month}${date.slice(7)}`;
  const last = lastDayOfMonth(month);
  return target > last ? last : target;
}
