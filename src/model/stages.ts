import type { DateField, KstDate, Offering } from '../api/types.js';
import { isKstDate } from '../time/kst.js';
import type { DaySpan } from './date-range.js';
import { stageDday } from './stage-dday.js';

/** The schedule stages in their order of occurrence; also the display order within a day. */
export const STAGES = ['demand', 'sub', 'refund', 'listing'] as const;
export type Stage = (typeof STAGES)[number];

/** The date fields of each stage: a period's start and end, or its single date. */
const STAGE_FIELDS: Record<Stage, readonly DateField[]> = {
  demand: ['demand_start', 'demand_end'],
  sub: ['sub_start', 'sub_end'],
  refund: ['refund_date'],
  listing: ['listing_date'],
};

/** A glyph per stage, so that stages never differ by colour alone (bars also differ in style). */
export const STAGE_GLYPH: Record<Stage, string> = { demand: '◇', sub: '■', refund: '↺', listing: '★' };

/**
 * The days a stage of an offering occupies, or null when it has no date; a value that is not a
 * real date counts as unknown. A period with only one end known is that single day; an end before
 * the start (a data error) is clamped to the start day, so the known start still shows rather than
 * the stage vanishing.
 */
export function stageSpan(offering: Pick<Offering, DateField>, stage: Stage): DaySpan | null {
  // Of its real dates, the first is the start and the last the end (one date is both).
  const [from, end = from] = STAGE_FIELDS[stage].map((field) => offering[field]).filter(isKstDate);
  if (!from) return null;
  return { from, to: end > from ? end : from };
}

/** One stage of an offering; `start` equals `end` for refund and listing. */
export interface StageSpan {
  stage: Stage;
  start: KstDate;
  end: KstDate;
  /** See {@link stageDday}: null while a period runs. */
  dday: number | null;
}

/** The offering's known stages in order, each as {@link stageSpan} reads it, with its D-day. */
export function stagesOf(offering: Offering, todayKst: KstDate): StageSpan[] {
  return STAGES.flatMap((stage) => {
    const span = stageSpan(offering, stage);
    if (!span) return [];
    return [{ stage, start: span.from, end: span.to, dday: stageDday(span.from, span.to, todayKst) }];
  });
}

/**
 * The stage a timeline highlights today: the first that is not over (running or next), or the last
 * once all are over; null without any date.
 */
export function currentStage(stages: readonly StageSpan[], todayKst: KstDate): Stage | null {
  return (stages.find((span) => span.end >= todayKst) ?? stages.at(-1))?.stage ?? null;
}
