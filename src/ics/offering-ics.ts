import type { Offering } from '../api/types.js';
import { stageSpan } from '../model/stages.js';
import { calendarText, eventLines, eventUid } from './calendar-text.js';
import { ICS_STAGES, type IcsStage } from './ics-stages.js';

export interface IcsOptions {
  /** The instant the file is made, for DTSTAMP (epoch ms). */
  now: number;
  /** Stage names for SUMMARY ("청약: 회사명"). */
  labels: Record<IcsStage, string>;
  /** DESCRIPTION of every event: the attribution, which the API's terms require wherever the data is shown. */
  description: string;
}

/**
 * An RFC 5545 calendar with one all-day event each for the subscription period, the refund date
 * and the listing date of an offering, leaving out those not known. UIDs depend only on the
 * offering and the stage, so importing an updated file again replaces events instead of
 * duplicating them. Null when the offering has none of these dates: a calendar needs an event.
 */
export function offeringToIcs(offering: Offering, options: IcsOptions): string | null {
  const events = ICS_STAGES.flatMap((stage) => {
    const span = stageSpan(offering, stage);
    if (!span) return [];
    const summary = `${options.labels[stage]}: ${offering.corp_name}`;
    return [
      eventLines({ uid: eventUid(offering.id, stage), span, summary, description: options.description }, options.now),
    ];
  });
  return events.length === 0 ? null : calendarText([], events);
}
