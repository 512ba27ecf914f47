/**
 * The SEQUENCE of each feed event, kept across feeds and restarts: plain JSON that the relay stores (its state file,
 * or the Worker's Durable Object). An event's sequence starts at 0 and rises by one each time its days differ from
 * the days it had in the last feed that held it, so a calendar that already has the event takes the new days
 * (RFC 5545 §3.8.7.4). Functions never change the book they are given.
 */
import type { KstDate } from '../api/types.js';
import type { DaySpan } from '../model/date-range.js';

/** Some five years of events at about eighty a month (twenty offerings, four stages), and some 500 kB of JSON. */
export const SEQUENCE_BOOK_LIMIT = 5000;

export interface BookedEvent {
  sequence: number;
  /** The event's days in the last feed that held it, `from/to`. */
  days: string;
  /** The KST day of that feed: the events longest unseen are forgotten first. */
  seen: KstDate;
}

export interface SequenceBook {
  version: 1;
  /** By UID. */
  events: Record<string, BookedEvent>;
}

export const emptySequenceBook = (): SequenceBook => ({ version: 1, events: {} });

function isBooked(value: unknown): value is BookedEvent {
  const { sequence, days, seen } = (value ?? {}) as Partial<BookedEvent>;
  return Number.isSafeInteger(sequence) && sequence! >= 0 && typeof days === 'string' && typeof seen === 'string';
}

/** The book in a stored value (parsed JSON); entries of another shape are dropped, another value is an empty book. */
export function readSequenceBook(value: unknown): SequenceBook {
  const { version, events } = (value ?? {}) as Partial<SequenceBook>;
  if (version !== 1 || typeof events !== 'object' || events === null) return emptySequenceBook();
  return { version: 1, events: Object.fromEntries(Object.entries(events).filter(([, event]) => isBooked(event))) };
}

/**
 * The sequence of each of a feed's events, and the book after it. `changed` is false when the book is the same
 * (no new event, no new days, nothing first seen today), so that the relay writes it only when it changed. Beyond
 * {@link SEQUENCE_BOOK_LIMIT} events, those seen least recently are dropped: past events, which no feed holds any more.
 */
export function bookSequences(
  book: SequenceBook,
  events: readonly { uid: string; span: DaySpan }[],
  today: KstDate,
): { book: SequenceBook; sequences: Map<string, number>; changed: boolean } {
  // A Map: a UID is built from API data, and `__proto__` must stay a key.
  const entries = new Map(Object.entries(book.events));
  const sequences = new Map<string, number>();
  let changed = false;
  for (const { uid, span } of events) {
    const days = `${span.from}/${span.to}`;
    const previous = entries.get(uid);
    const sequence = !previous ? 0 : previous.days === days ? previous.sequence : previous.sequence + 1;
    if (previous?.days !== days || previous.seen !== today) changed = true;
    entries.set(uid, { sequence, days, seen: today });
    sequences.set(uid, sequence);
  }
  const kept = [...entries].sort(([, a], [, b]) => (a.seen < b.seen ? 1 : a.seen > b.seen ? -1 : 0));
  return { book: { version: 1, events: Object.fromEntries(kept.slice(0, SEQUENCE_BOOK_LIMIT)) }, sequences, changed };
}
