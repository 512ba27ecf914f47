import type { KstDate, Offering } from '../api/types.js';
import { addDays, weekdayOf } from '../time/kst.js';
import type { DaySpan } from '../model/date-range.js';
import { stageSpan, type Stage } from '../model/stages.js';
import { getOrAdd } from '../util/get-or-add.js';

/** One stage of one offering on one day. A single-day stage is a period of one day. */
export interface DayEntry {
  offering: Offering;
  stage: Stage;
  /** The period began on an earlier day (possibly before the visible grid): the bar comes in from the left. */
  fromPrevious: boolean;
  /** The period goes on to a later day: the bar runs out to the right. */
  intoNext: boolean;
  /** A bar segment starts in this cell: the period's first day, or a Sunday inside it. Draw the label here. */
  segmentStart: boolean;
}

/**
 * The order of stages within a day: what a retail investor acts on first (청약, then 상장 and 환불),
 * 수요예측 (institutional) last, so that it is the one a full day folds into "+N more".
 */
const DAY_ORDER: readonly Stage[] = ['sub', 'listing', 'refund', 'demand'];

/**
 * The entries of every visible day that has any, keyed by date. Within a day, entries are ordered
 * by stage ({@link DAY_ORDER}), then by the order of `offerings` (the API's order), so they are stable.
 */
export function placeOfferings(offerings: readonly Offering[], visible: DaySpan): Map<KstDate, DayEntry[]> {
  const byDay = new Map<KstDate, DayEntry[]>();
  for (const stage of DAY_ORDER) {
    for (const offering of offerings) {
      const span = stageSpan(offering, stage);
      if (!span) continue;
      const first = span.from > visible.from ? span.from : visible.from;
      const last = span.to < visible.to ? span.to : visible.to;
      for (let date = first; date <= last; date = addDays(date, 1)) {
        const fromPrevious = date !== span.from;
        const intoNext = date !== span.to;
        const entry = { offering, stage, fromPrevious, intoNext, segmentStart: !fromPrevious || weekdayOf(date) === 0 };
        getOrAdd(byDay, date, () => []).push(entry);
      }
    }
  }
  return byDay;
}
