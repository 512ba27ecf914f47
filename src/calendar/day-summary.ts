import type { DayEntry } from './placement.js';
import { STAGES, type Stage } from '../model/stages.js';

export interface DaySummary {
  /** Entries per stage, for the cell's accessible name ("청약 2건, 상장 1건"). */
  counts: Record<Stage, number>;
  /** The entries drawn in the cell, in order. */
  visible: DayEntry[];
  /** How many entries are left for "+N more"; 0 when everything fits. */
  more: number;
}

/**
 * `maxLines` is how many lines a cell holds. When the entries do not all fit, the last line goes
 * to "+N more", so that the link never hides a single entry that could have been drawn instead.
 */
export function summarizeDay(entries: readonly DayEntry[], maxLines: number): DaySummary {
  const counts = Object.fromEntries(STAGES.map((stage) => [stage, 0])) as Record<Stage, number>;
  for (const entry of entries) counts[entry.stage]++;
  const shown = entries.length <= maxLines ? entries.length : Math.max(0, maxLines - 1);
  return { counts, visible: entries.slice(0, shown), more: entries.length - shown };
}
