import type { KstDate } from '../api/types.js';
import type { DayCell } from './month-grid.js';
import type { DayEntry } from './placement.js';
import { STAGES } from '../model/stages.js';
import { isWeekendDay } from '../time/kst.js';

/** The `part` tokens of a day cell, so that sites can style each state: "day today has-sub has-listing". */
export function partsOf(cell: DayCell, entries: readonly DayEntry[], selected?: KstDate | null): string {
  const states = [
    'day',
    cell.isToday && 'today',
    !cell.inMonth && 'outside',
    cell.date === selected && 'selected',
    isWeekendDay(cell.weekday) && 'weekend',
    ...STAGES.filter((stage) => entries.some((entry) => entry.stage === stage)).map((stage) => `has-${stage}`),
  ];
  return states.filter(Boolean).join(' ');
}
