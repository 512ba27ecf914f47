import type { DayEntry } from './placement.js';
import { STAGES, type Stage } from '../model/stages.js';

export interface DaySummary {
  /** Entries per stage, for the cell's accessible name ("청약 2건, 상장 1건"). */
  counts: Record<Stage, number>;
  /** The entries drawn in the cell, each on its line (`lane`). */
  visible: DayEntry[];
  /** How many entries are left for "+N more"; 0 when everything is shown. */
  more: number;
}

export function summarizeDay(entries: readonly DayEntry[]): DaySummary {
  const counts = Object.fromEntries(STAGES.map((stage) => [stage, 0])) as Record<Stage, number>;
  for (const entry of entries) counts[entry.stage]++;
  const visible = entries.filter((entry) => entry.shown);
  return { counts, visible, more: entries.length - visible.length };
}
