import type { Offering } from '../api/types.js';
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
  const stamp = basicFormat(new Date(options.now).toISOString());
  const events = ICS_STAGES.flatMap((stage) => {
    const span = stageSpan(offering, stage);
    if (!span) return [];
    return [
      'BEGIN:VEVENT',
      `UID:${escapeText(`${offering.id}-${stage}@ipo-calendar`)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${basicFormat(span.from)}`,
      // DTEND of an all-day event is exclusive: the day after the last one.
      `DTEND;VALUE=DATE:${basicFormat(addDays(span.to, 1))}`,
      `SUMMARY:${escapeText(`${options.labels[stage]}: ${offering.corp_name}`)}`,
      `DESCRIPTION:${escapeText(options.description)}`,
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
  // Every content line ends with CRLF, the last one too.
  return lines.map((line) => `${foldLine(line)}\r\n`).join('');
}

/**
 * An ISO 8601 date or UTC time in the basic format RFC 5545 writes: 2026-11-24 → 20261124,
 * 2026-11-20T23:45:06.789Z → 20261120T234506Z (DTSTAMP has whole seconds).
 */
function basicFormat(iso: string): string {
  return iso.replace(/[-:]|\.\d{3}/g, '');
}
