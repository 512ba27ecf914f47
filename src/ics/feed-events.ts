import type { Offering } from '../api/types.js';
import { brokerNames } from '../brokers/names.js';
import { brokerAccess } from '../model/broker-access.js';
import type { DaySpan } from '../model/date-range.js';
import { stageSpan, type Stage } from '../model/stages.js';
import { eventUid } from './calendar-text.js';

/** One event of a feed: a stage of an offering, on its days. */
export interface FeedEvent {
  uid: string;
  offering: Offering;
  stage: Stage;
  span: DaySpan;
}

/**
 * The events of a feed: each known stage among `stages` of each offering, in the offerings' order and the stages'.
 * With `brokers` (the reader's, any spelling), only the offerings one of them takes, confirmed or, while
 * `subscription_brokers` is empty, as a lead manager.
 */
export function feedEvents(
  offerings: readonly Offering[],
  stages: readonly Stage[],
  brokers: readonly string[],
): FeedEvent[] {
  return offerings
    .filter((offering) => brokers.length === 0 || brokerAccess(offering, brokers, brokerNames)?.mine)
    .flatMap((offering) =>
      stages.flatMap((stage) => {
        const span = stageSpan(offering, stage);
        return span ? [{ uid: eventUid(offering.id, stage), offering, stage, span }] : [];
      }),
    );
}
