/**
 * What the month view shows: the grid of the month on screen, its offerings' bars placed on the days' lines with the
 * offerings the reader should notice first, each offering's marks, the tab stop and the day listed under the grid.
 */
import type { KstDate, Offering } from '../api/types.js';
import { isNoticed, marksOf, type MarkSources, type OfferingMarks } from '../model/offering-marks.js';
import type { Stage } from '../model/stages.js';
import { monthGrid, type MonthGrid } from './month-grid.js';
import { listedDay, type MonthState } from './month-state.js';
import { placeOfferings, type DayEntry } from './placement.js';

export interface MonthView {
  grid: MonthGrid;
  /** The bars of each day that has any; null while the month's offerings are not known. */
  entries: ReadonlyMap<KstDate, DayEntry[]> | null;
  /** The marks of each offering placed, by the offering itself: ids may repeat in a hostile body. */
  marks: ReadonlyMap<Offering, OfferingMarks>;
  /** The stages shown: the legend's, and those of the bars. */
  stages: readonly Stage[];
  /** Only the reader's offerings are wanted: the others' bars are dimmed (hiding them would move the rest). */
  onlyMine: boolean;
  /** The one day in the tab order (roving tabindex). */
  focused: KstDate;
  /** The day whose bars are listed under the grid. */
  selected: KstDate | null;
  /** Dots instead of bars, for narrow hosts. */
  compact: boolean;
}

export interface MonthSources extends MarkSources {
  today: KstDate;
  navigation: MonthState;
  stages: readonly Stage[];
  onlyMine: boolean;
  compact: boolean;
}

/** `items`: the month's offerings, null while not known. */
export function monthView(items: readonly Offering[] | null, sources: MonthSources): MonthView {
  const { navigation, stages, compact } = sources;
  const grid = monthGrid(navigation.month, sources.today);
  const marks = new Map((items ?? []).map((offering) => [offering, marksOf(offering, sources)]));
  // Compact days show dots, not lines.
  const entries =
    items &&
    placeOfferings(items, grid.visible, {
      maxLines: compact ? 0 : undefined,
      stages,
      first: (offering) => isNoticed(marks.get(offering)!),
    });
  return {
    grid,
    entries,
    marks,
    stages,
    onlyMine: sources.onlyMine,
    focused: navigation.focused,
    selected: listedDay(navigation, compact),
    compact,
  };
}
