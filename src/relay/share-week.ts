/**
 * What a share page and a card show of a week: the offerings whose subscription, refund or listing falls in it, in
 * the body's order, each with the days of that stage in the week. With the reader's brokers, only the offerings one
 * of them takes. Pure: the page, the SVG and the PNG are made of the same value.
 */
import type { Offering } from '../api/types.js';
import { brokerNames } from '../brokers/names.js';
import { brokerAccess } from '../model/broker-access.js';
import type { DaySpan } from '../model/date-range.js';
import { stageSpan, type Stage } from '../model/stages.js';
import type { IsoWeek } from './week-of.js';

/** The stages a week's share shows: what a reader acts on. */
export const SHARED_STAGES = ['sub', 'refund', 'listing'] as const satisfies readonly Stage[];
export type SharedStage = (typeof SHARED_STAGES)[number];

export interface WeekEntry {
  offering: Offering;
  stage: SharedStage;
  /** The stage's days, whole, even where they reach outside the week. */
  span: DaySpan;
}

export interface WeekShare {
  week: IsoWeek;
  /** Entries by stage, each in the body's order. */
  entries: Record<SharedStage, WeekEntry[]>;
  /** Distinct offerings with an entry, in the order subscriptions, refunds, listings. */
  offerings: Offering[];
}

const overlaps = (span: DaySpan, week: IsoWeek) => span.from <= week.sunday && span.to >= week.monday;

export function weekShare(items: readonly Offering[], week: IsoWeek, brokers: readonly string[] = []): WeekShare {
  const taken = items.filter((offering) => brokers.length === 0 || brokerAccess(offering, brokers, brokerNames)?.mine);
  const entriesOf = (stage: SharedStage): WeekEntry[] =>
    taken.flatMap((offering) => {
      const span = stageSpan(offering, stage);
      return span && overlaps(span, week) ? [{ offering, stage, span }] : [];
    });
  const entries = { sub: entriesOf('sub'), refund: entriesOf('refund'), listing: entriesOf('listing') };
  const offerings = [...new Set(SHARED_STAGES.flatMap((stage) => entries[stage].map((entry) => entry.offering)))];
  return { week, entries, offerings };
}
