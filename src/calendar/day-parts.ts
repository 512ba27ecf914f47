import type { KstDate } from '../api/types.js';
import type { DayCell } from './month-grid.js';
import type { DayEntry } from './placement.js';
import type { Stage } from '../model/stages.js';
import { isWeekendDay } from '../time/kst.js';

/**
 * The `part` tokens of a day cell, so that sites can style each state: "day today has-sub has-listing".
 * `stagesToday` are the stages with entries that day, in stage order (`STAGES`).
 */
export function partsOf(cell: DayCell, stagesToday: readonly Stage[], selected?: KstDate | null): string {
  const states = [
    'day',
    cell.isToday && 'today',
    !cell.inMonth && 'outside',
    cell.date === selected && 'selected',
    isWeekendDay(cell.weekday) && 'weekend',
    ...stagesToday.map((stage) => `has-${stage}`),
  ];
  return states.filter(Boolean).join(' ');
}

/**
 * The classes of a bar: its stage, its line (a grid row), and its ends. An end is joined to the same bar
 * beside it (`from`, `into`: flush), open where the period goes on but the day beside does not draw it
 * on this line (`open-start`, `open-end`: square), or rounded where the period starts or ends.
 */
export function barClasses({ stage, lane, fromPrevious, intoNext, joinsPrevious, joinsNext }: DayEntry): string {
  const start = joinsPrevious ? ' from' : fromPrevious ? ' open-start' : '';
  const end = joinsNext ? ' into' : intoNext ? ' open-end' : '';
  return `bar ${stage} l${lane}${start}${end}`;
}
