import type { KstDate, Offering } from '../api/types.js';
import { addDays, daysBetween, weekdayOf } from '../time/kst.js';
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
 * Days are counted as indexes into the visible span: date math once per stage, not once per day.
 */
export function placeOfferings(offerings: readonly Offering[], visible: DaySpan): Map<KstDate, DayEntry[]> {
  const byDay = new Map<KstDate, DayEntry[]>();
  const indexOf = (date: KstDate) => daysBetween(visible.from, date);
  const dates = Array.from({ length: indexOf(visible.to) + 1 }, (_, index) => addDays(visible.from, index));
  const firstWeekday = weekdayOf(visible.from);
  for (const stage of DAY_ORDER) {
    for (const offering of offerings) {
      const span = stageSpan(offering, stage);
      if (!span) continue;
      const from = indexOf(span.from);
      const to = indexOf(span.to);
      for (let index = Math.max(from, 0); index <= to && index < dates.length; index++) {
        const fromPrevious = index !== from;
        const entry = { offering, stage, fromPrevious, intoNext: index !== to, segmentStart: !fromPrevious || (firstWeekday + index) % 7 === 0 };
        getOrAdd(byDay, dates[index], () => []).push(entry);
      }
    }
  }
  return byDay;
}
