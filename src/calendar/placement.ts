import type { KstDate, Offering } from '../api/types.js';
import { addDays, weekdayOf } from '../time/kst.js';
import type { DaySpan } from '../model/date-range.js';
import { stageSpan, STAGES, type Stage } from '../model/stages.js';

/**
 * How many lines a day of the full grid holds (the last one goes to "+N more" when they do not all fit);
 * month-styles.ts has a grid row for each.
 */
export const LINES_PER_DAY = 3;

/** One stage of one offering on one day. A single-day stage is a period of one day. */
export interface DayEntry {
  offering: Offering;
  stage: Stage;
  /** The period began on an earlier day (possibly before the visible grid). */
  fromPrevious: boolean;
  /** The period goes on to a later day. */
  intoNext: boolean;
  /** The bar comes in from the left: from the week row before, or from the day before, which draws it on this line. */
  joinsPrevious: boolean;
  /** The bar runs out to the right: into the week row after, or to the day after, which draws it on this line. */
  joinsNext: boolean;
  /** The day's line the bar is on: the same through its week row (or its piece of it), so that the bar reads as one. */
  lane: number;
  /** The same bar the day before, in the same week row. */
  previous: DayEntry | undefined;
  /** Drawn in the cell; otherwise counted in its "+N more". */
  shown: boolean;
  /** The bar's name is drawn here: on its first day shown in the week row. */
  labelled: boolean;
  /** Where labelled: the days from here that the bar runs on this line, which its name may use. */
  runDays: number;
}

export interface PlacementOptions {
  /** The lines a day holds; 0 shows none, as in the compact grid. */
  maxLines?: number;
  /** The stages placed: all four unless told. */
  stages?: readonly Stage[];
  /**
   * The offerings placed before all others, whatever their stage, so that a full day keeps their bars in sight and
   * folds the others into "+N more": those the reader should notice.
   */
  first?: (offering: Offering) => boolean;
}

/**
 * The order in which bars take their lines: what a retail investor acts on first (청약, then 상장 and
 * 환불), 수요예측 (institutional) last, so that it is the one a full day folds into "+N more".
 */
const DAY_ORDER: readonly Stage[] = ['sub', 'listing', 'refund', 'demand'];

/**
 * The entries of every visible day that has any, keyed by date, in {@link DAY_ORDER} and then the
 * order of `offerings` (the API's order). A period is cut into one segment per week row, which takes
 * the lowest line free on all its days when that line is drawn, and is cut into pieces on the days
 * with a line free when it is not. A day whose entries go beyond `maxLines` lines shows those above
 * its last line, which says "+N more" (0 lines: none shown, as in the compact grid); a day with no
 * more entries than lines shows them all.
 * Days are counted as indexes into the visible span, looked up by date (a date before or after it is the index just
 * outside): no date math per stage or per day.
 */
export function placeOfferings(
  offerings: readonly Offering[],
  visible: DaySpan,
  { maxLines = LINES_PER_DAY, stages = STAGES, first }: PlacementOptions = {},
): Map<KstDate, DayEntry[]> {
  const dates: KstDate[] = [];
  for (let date = visible.from; date <= visible.to; date = addDays(date, 1)) dates.push(date);
  const last = dates.length - 1;
  const indexes = new Map(dates.map((date, index) => [date, index]));
  // KST dates compare as strings.
  const indexOf = (date: KstDate) => (date < visible.from ? -1 : date > visible.to ? last + 1 : indexes.get(date)!);
  const days: DayEntry[][] = [];
  /** The lines taken on each day (searching the entries instead costs ~20 ms cold for 100 offerings). */
  const taken: boolean[][] = [];
  for (let index = 0; index <= last; index++) {
    days.push([]);
    taken.push([]);
  }
  const firstWeekday = weekdayOf(visible.from);
  const groups = first ? [offerings.filter(first), offerings.filter((offering) => !first(offering))] : [offerings];
  const placedStages = DAY_ORDER.filter((stage) => stages.includes(stage));
  for (const [group, stage] of groups.flatMap((group) => placedStages.map((stage) => [group, stage] as const))) {
    for (const offering of group) {
      const span = stageSpan(offering, stage);
      if (!span) continue;
      const from = indexOf(span.from);
      const to = indexOf(span.to);
      for (const [start, end] of weekRowSegments(from, to, last, firstWeekday)) {
        const lane = lowestFreeLine(taken, start, end, maxLines);
        // On a line that is drawn, the bar is whole through its week row. Without one free on all its days, it would
        // be hidden on every day, even where a line is free: then it is drawn in pieces where there is room (as
        // FullCalendar reslices).
        let previous: DayEntry | undefined;
        for (let index = start; index <= end;) {
          const piece = lane < maxLines ? { lane, end } : pieceFrom(taken, index, end, maxLines);
          for (; index <= piece.end; index++) {
            taken[index][piece.lane] = true;
            const fromPrevious = index !== from;
            const intoNext = index !== to;
            const entry = {
              offering,
              stage,
              fromPrevious,
              intoNext,
              joinsPrevious: fromPrevious,
              joinsNext: intoNext,
              lane: piece.lane,
              previous,
              shown: true,
              labelled: true,
              runDays: 1,
            };
            days[index].push(entry);
            previous = entry;
          }
        }
      }
    }
  }
  const byDay = new Map<KstDate, DayEntry[]>();
  days.forEach((entries, index) => {
    if (!entries.length) return;
    const overflows = taken[index].length > maxLines;
    for (const entry of entries) {
      entry.shown = !overflows || entry.lane < maxLines - 1;
      const { previous } = entry;
      // Where the day before, in the same row, does not draw the bar on this line, the bar stops there and goes on
      // here: its ends are not joined to what is drawn beside them, and it is named again.
      const joined = !!previous?.shown && entry.shown && previous.lane === entry.lane;
      if (previous) {
        previous.joinsNext &&= joined;
        entry.joinsPrevious &&= joined;
      }
      entry.labelled = entry.shown && !joined;
      if (!joined) continue;
      // One more day for the name, counted where it is drawn.
      let named = previous;
      while (!named.labelled) named = named.previous!;
      named.runDays++;
    }
    byDay.set(dates[index], entries);
  });
  return byDay;
}

/**
 * The days from `from` to `to` (indexes, possibly beyond the grid's `0`..`last`) cut at the ends of the grid's week
 * rows, as `[start, end]` pairs within the grid; `firstWeekday` is the weekday of index 0.
 */
function weekRowSegments(from: number, to: number, last: number, firstWeekday: number): [number, number][] {
  const segments: [number, number][] = [];
  for (let start = Math.max(from, 0); start <= Math.min(to, last);) {
    const end = Math.min(to, last, start + 6 - ((firstWeekday + start) % 7));
    segments.push([start, end]);
    start = end + 1;
  }
  return segments;
}

/**
 * The lowest of the first `lines` lines free on every day from `start` to `end` (indexes), or `lines` when none is:
 * where a line is taken on one of the days, the next line up, checked from the first day again (a loop, not slices:
 * this runs for every segment in cold code).
 */
function lowestFreeLine(taken: boolean[][], start: number, end: number, lines: number): number {
  let lane = 0;
  for (let index = start; index <= end && lane < lines; index++) {
    if (taken[index][lane]) {
      lane++;
      index = start - 1;
    }
  }
  return lane;
}

/**
 * A piece of a bar from day `start`: the longest run up to `end` on one of the first `lines` lines (the lowest
 * of equals), or, when none of them is free that day, the day alone on the line after its last taken one. Lines
 * past the first `lines` are only ever taken this way, one day at a time and each the lowest free, so a day's
 * lines are taken without a gap above them.
 */
function pieceFrom(taken: boolean[][], start: number, end: number, lines: number): { lane: number; end: number } {
  let piece = { lane: taken[start].length, end: start };
  for (let lane = lines - 1; lane >= 0; lane--) {
    let until = start - 1;
    while (until < end && !taken[until + 1][lane]) until++;
    if (until >= start && until >= piece.end) piece = { lane, end: until };
  }
  return piece;
}
