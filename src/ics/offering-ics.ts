import type { KstDate, Offering } from '../api/types.js';
import { stageSpan, type Stage } from '../model/stages.js';
import { addDays } from '../time/kst.js';
import { escapeText } from './escape.js';
import { foldLine } from './fold.js';

/** The stages exported to a calendar file, in this order. */
const ICS_STAGES = ['sub', 'refund', 'listing'] as const satisfies readonly Stage[];
export type IcsStage = (typeof ICS_STAGES)[number];

export interface IcsOptions {
  /** The instant the file is made, for DTSTAMP (epoch ms). */
  now: number;
  /** Stage names for SUMMARY ("청약: 회사명"). */
  labels: Record<IcsStage, string>;
}

/**
 * An RFC 5545 calendar with one all-day event each for the subscription period, the refund date
 * and the listing date of an offering, leaving out those not known. UIDs depend only on the
 * offering and the stage, so importing an updated file again replaces events instead of
 * duplicating them. Null when the offering has none of these dates: a calendar needs an event.
 */
export function offeringToIcs(offering: Offering, options: IcsOptions): string | null {
  const stamp = new Date(options.now).toISOString().replace(/[-:]|\.\d{3}/g, '');
  const events = ICS_STAGES.flatMap((stage) => {
    const span = stageSpan(offering, stage);
    if (!span) return [];
    return [
      'BEGIN:VEVENT',
      `UID:${escapeText(`${offering.id}-${stage}@ipo-calendar`)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${icsDate(span.from)}`,
      // DTEND of an all-day event is exclusive: the day after the last one.
      `DTEND;VALUE=DATE:${icsDate(addDays(span.to, 1))}`,
      `SUMMARY:${escapeText(`${options.labels[stage]}: ${offering.corp_name}`)}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    ];
  });
  if (events.length === 0) return null;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//ipo-calendar//ipo-calendar//KO',
    'METHOD:PUBLISH',
    ...events,
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

function icsDate(date: KstDate): string {
  return date.replaceAll('-', '');
}
