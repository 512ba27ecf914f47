import type { KstDate } from '../api/types.js';
import { addDays, firstDayOfMonth, monthOf, weekdayOf, type KstMonth } from '../time/kst.js';
import type { DaySpan } from '../model/date-range.js';

export interface DayCell {
  date: KstDate;
  /** False for the days of the previous and next month that fill the first and last weeks. */
  inMonth: boolean;
  isToday: boolean;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

export interface MonthGrid {
  month: KstMonth;
  /** Six rows of seven cells, Sunday first. */
  weeks: DayCell[][];
  /** First and last cell: the days to load so that every visible cell has its data. */
  visible: DaySpan;
}

/**
 * Every month shows six weeks (as FullCalendar's month view does by default), so that the grid is as tall in every
 * month and the page under it never moves when the reader changes months.
 */
export const WEEKS_SHOWN = 6;

/** The days a month's grid shows: six weeks from the Sunday on or before its first day. */
export function visibleSpan(month: KstMonth): DaySpan {
  const first = firstDayOfMonth(month);
  const from = addDays(first, -weekdayOf(first));
  return { from, to: addDays(from, WEEKS_SHOWN * 7 - 1) };
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
