import type { DayEntry } from './placement.js';
import { STAGES, type Stage } from '../model/stages.js';

export interface DaySummary {
  /** Entries per stage, for the cell's accessible name ("청약 2건, 상장 1건"). */
  counts: Record<Stage, number>;
  /** The cell's lines from the top: an entry shown on it, or a hole where a line is left free for other days' bars. */
  lines: (DayEntry | undefined)[];
  /** How many entries are left for "+N more"; 0 when everything is shown. */
  more: number;
}

export function summarizeDay(entries: readonly DayEntry[]): DaySummary {
  const counts = Object.fromEntries(STAGES.map((stage) => [stage, 0])) as Record<Stage, number>;
  const lines: (DayEntry | undefined)[] = [];
  let more = 0;
  for (const entry of entries) {
    counts[entry.stage]++;
    if (entry.shown) lines[entry.lane] = entry;
    else more++;
  }
  return { counts, lines, more };
}
