import type { KstDate, Offering } from '../api/types.js';
import { attributionText, type DataSource } from '../i18n/attribution-text.js';
import type { Lang } from '../format/lang.js';
import { STRINGS } from '../i18n/tables.js';
import type { Stage } from '../model/stages.js';
import { kstDateOf, kstStartOf } from '../time/kst.js';
import { safeHttpUrl } from '../util/safe-url.js';
import { calendarText, eventLines } from './calendar-text.js';
import { escapeText } from './escape.js';
import { feedDescription } from './feed-description.js';
import { feedEvents } from './feed-events.js';
import { bookSequences, type SequenceBook } from './sequence-book.js';

/**
 * How often a calendar should fetch the feed again (RFC 7986 REFRESH-INTERVAL, and X-PUBLISHED-TTL, which Outlook
 * and older clients read): the data is collected once a day, and a correction should reach the reader's calendar
 * the same day, before the subscription it moves.
 */
export const FEED_REFRESH = 'PT6H';

export interface FeedOptions {
  /** When the feed is made (epoch ms): every DTSTAMP, and the KST day the sequence book records. */
  now: number;
  lang: Lang;
  /** The operator the attribution names. */
  source: DataSource;
  stages: readonly Stage[];
  /** The reader's brokers, any spelling: only the offerings they can subscribe at. None: every offering. */
  brokers: readonly string[];
  book: SequenceBook;
  /** A reminder at 09:00 KST on each subscription's first day (the feed's `alarm=1`). */
  alarm?: boolean;
}

/** When a subscription's reminder rings: 09:00 KST of its first day, when brokers open it. */
export const alarmAt = (subStart: KstDate) => kstStartOf(subStart) + 9 * 3_600_000;

/**
 * The calendar feed of `GET /v1/calendar.ics`: one all-day event per stage of each offering (see
 * {@link feedEvents}), its SUMMARY `<corp_name> <stage>` ("미래대우바이오 청약"), its UID `<id>-<stage>@ipo-calendar`,
 * its SEQUENCE from the book, which comes back updated for the relay to keep (write it when `bookChanged`).
 */
export function calendarFeed(
  offerings: readonly Offering[],
  options: FeedOptions,
): { ics: string; book: SequenceBook; bookChanged: boolean } {
  const t = STRINGS[options.lang];
  const events = feedEvents(offerings, options.stages, options.brokers);
  const { book, sequences, changed } = bookSequences(options.book, events, kstDateOf(options.now));
  const { brokers, lang } = options;
  const attribution = attributionText(t, options.source);
  const lines = events.map(({ uid, offering, stage, span }) => {
    const summary = `${offering.corp_name} ${t.stage[stage]}`;
    const sub = stage === 'sub';
    return eventLines(
      {
        uid,
        span,
        sequence: sequences.get(uid),
        summary,
        description: feedDescription(offering, stage, { brokers, lang, attribution }),
        url: sub ? safeHttpUrl(offering.dart_url) : null,
        alarm: sub && options.alarm ? { at: alarmAt(span.from), description: summary } : null,
      },
      options.now,
    );
  });
  const name = escapeText(t.title);
  const properties = [
    `NAME:${name}`,
    `X-WR-CALNAME:${name}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${FEED_REFRESH}`,
    `X-PUBLISHED-TTL:${FEED_REFRESH}`,
  ];
  return { ics: calendarText(properties, lines), book, bookChanged: changed };
}
