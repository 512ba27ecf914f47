import type { DaySpan } from '../model/date-range.js';
import type { Stage } from '../model/stages.js';
import { addDays } from '../time/kst.js';
import { escapeText } from './escape.js';
import { foldLine } from './fold.js';

/**
 * The UID of an offering's stage: `<offering id>-<stage>@ipo-calendar` (`…-sub@ipo-calendar`). It depends on
 * nothing else, so the same event keeps its UID across downloads, feeds and corrections, and a calendar replaces it
 * rather than adding a second one.
 */
export const eventUid = (offeringId: string, stage: Stage) => `${offeringId}-${stage}@ipo-calendar`;

/** An all-day event of an offering's stage, as {@link eventLines} writes it. */
export interface AllDayEvent {
  uid: string;
  span: DaySpan;
  summary: string;
  description: string;
  /** Left out when undefined (RFC 5545's default is 0). */
  sequence?: number;
  /** An http(s) address about the event (URL), already checked. */
  url?: string | null;
  /** A reminder at this instant (epoch ms), saying `description`: a VALARM a calendar may ignore. */
  alarm?: { at: number; description: string } | null;
}

/**
 * An ISO 8601 date or UTC time in the basic format RFC 5545 writes: 2026-11-24 → 20261124,
 * 2026-11-20T23:45:06.789Z → 20261120T234506Z (DTSTAMP has whole seconds).
 */
const basicFormat = (iso: string) => iso.replace(/[-:]|\.\d{3}/g, '');

/** A display alarm at an absolute UTC time: a calendar that ignores alarms loses nothing the event does not say. */
const alarmLines = (at: number, description: string) => [
  'BEGIN:VALARM',
  'ACTION:DISPLAY',
  `DESCRIPTION:${escapeText(description)}`,
  `TRIGGER;VALUE=DATE-TIME:${basicFormat(new Date(at).toISOString())}`,
  'END:VALARM',
];

/** The content lines of a VEVENT, unfolded; `stamp` (epoch ms) is its DTSTAMP. */
export function eventLines(event: AllDayEvent, stamp: number): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    ...(event.sequence === undefined ? [] : [`SEQUENCE:${event.sequence}`]),
    `DTSTAMP:${basicFormat(new Date(stamp).toISOString())}`,
    `DTSTART;VALUE=DATE:${basicFormat(event.span.from)}`,
    // DTEND of an all-day event is exclusive: the day after the last one.
    `DTEND;VALUE=DATE:${basicFormat(addDays(event.span.to, 1))}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    'TRANSP:TRANSPARENT',
    ...(event.alarm ? alarmLines(event.alarm.at, event.alarm.description) : []),
    'END:VEVENT',
  ];
}

/**
 * A published VCALENDAR of these events, with the calendar's own properties after the required ones; every content
 * line folded and ended with CRLF, the last one too.
 */
export function calendarText(properties: readonly string[], events: readonly string[][]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//ipo-calendar//ipo-calendar//KO',
    'METHOD:PUBLISH',
    ...properties,
    ...events.flat(),
    'END:VCALENDAR',
  ];
  return lines.map((line) => `${foldLine(line)}\r\n`).join('');
}
