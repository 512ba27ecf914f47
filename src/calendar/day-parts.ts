import type { KstDate } from '../api/types.js';
import type { DayCell } from './month-grid.js';
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
