import type { KstDate } from '../api/types.js';
import { addDays, firstDayOfMonth, lastDayOfMonth, monthOf, weekdayOf, type KstMonth } from '../time/kst.js';
import type { DaySpan } from '../model/date-range.js';

export interface DayCell {
  date: KstDate;
  /** False for the days of the previous and next month that fill the first and last week. */
  inMonth: boolean;
  isToday: boolean;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

export interface MonthGrid {
  month: KstMonth;
  /** Rows of seven cells, Sunday first; 4, 5 or 6 rows as the month needs. */
  weeks: DayCell[][];
  /** First and last cell: the days to load so that every visible cell has its data. */
  visible: DaySpan;
}

/** The days a month's grid shows: from the Sunday on or before its first day to the Saturday on or after its last. */
export function visibleSpan(month: KstMonth): DaySpan {
  const first = firstDayOfMonth(month);
  const last = lastDayOfMonth(month);
  return { from: addDays(first, -weekdayOf(first)), to: addDays(last, 6 - weekdayOf(last)) };
}

export function monthGrid(month: KstMonth, todayKst: KstDate): MonthGrid {
  const visible = visibleSpan(month);
  const weeks: DayCell[][] = [];
  for (let date = visible.from; date <= visible.to; date = addDays(date, 1)) {
    const weekday = weekdayOf(date);
    if (weekday === 0) weeks.push([]);
    weeks.at(-1)!.push({ date, inMonth: monthOf(date) === month, isToday: date === todayKst, weekday });
  }
  return { month, weeks, visible };
}
