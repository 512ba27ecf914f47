import type { KstDate } from '../api/types.js';
import type { DayCell } from './month-grid.js';
import type { DayEntry } from './placement.js';
import { STAGES } from '../model/stages.js';

/** The `part` tokens of a day cell, so that sites can style each state: "day today has-sub has-listing". */
export function partsOf(cell: DayCell, entries: readonly DayEntry[], selected?: KstDate | null): string {
  const parts = ['day'];
  if (cell.isToday) parts.push('today');
  if (!cell.inMonth) parts.push('outside');
  if (cell.date === selected) parts.push('selected');
  if (cell.weekday === 0 || cell.weekday === 6) parts.push('weekend');
  for (const stage of STAGES) if (entries.some((entry) => entry.stage === stage)) parts.push(`has-${stage}`);
  return parts.join(' ');
}
