/**
 * The calendar feeds last made, one per feed request (its canonical query, stages and brokers): a repeat, or a 304, of
 * a feed whose body and sequence book are the same costs no new text and no new hash. A feed is made of the stored
 * body (known by its validator and the instant it was confirmed, which is every DTSTAMP and the KST day the book
 * records) and the book, which the making may move on. The book after the making is kept with the feed: made again
 * with that book, the feed has the same text and changes nothing.
 */
import { weakEtag } from '../api/weak-etag.js';
import type { CacheEntry } from '../client/cache-store.js';
import { calendarFeed, type FeedOptions } from '../ics/calendar-feed.js';
import type { SequenceBook } from '../ics/sequence-book.js';

/** Feeds kept: the default feed and a few readers' choices of stages and brokers, each some 100 kB of text. */
export const FEEDS_KEPT = 20;

export interface MadeFeed {
  ics: string;
  /** The text's weak ETag. */
  etag: string;
  /** The book after the feed; `bookChanged` when it is not the book given. */
  book: SequenceBook;
  bookChanged: boolean;
}

interface Kept {
  /** The body the feed was made of: when it was confirmed, and its validator. */
  body: string;
  feed: MadeFeed;
}

/** The body's identity: the upstream's ETag, else (an upstream that sends none) a hash of the body. */
const bodyOf = ({ fetchedAt, etag, data }: CacheEntry): string =>
  `${fetchedAt} ${etag || weakEtag(JSON.stringify(data))}`;

/** A maker of feeds that makes each once while its body and book stay the same; `make` as calendarFeed. */
export function feedMemo(make: typeof calendarFeed = calendarFeed, kept = FEEDS_KEPT) {
  const feeds = new Map<string, Kept>();
  return (request: string, entry: CacheEntry, options: Omit<FeedOptions, 'now'>): MadeFeed => {
    const body = bodyOf(entry);
    const last = feeds.get(request);
    // The feed asked for last goes last: the first is the one asked for longest ago.
    feeds.delete(request);
    if (last && last.body === body && last.feed.book === options.book) {
      feeds.set(request, last);
      return { ...last.feed, bookChanged: false };
    }
    // The body's time, not now: the same body and sequences make the same text, and so the same ETag.
    const made = make(entry.data.items, { ...options, now: entry.fetchedAt });
    // An unchanged book is the one given, which the relay keeps: a new object would never match it again.
    const book = made.bookChanged ? made.book : options.book;
    const feed = { ics: made.ics, etag: weakEtag(made.ics), book, bookChanged: made.bookChanged };
    feeds.set(request, { body, feed });
    if (feeds.size > kept) feeds.delete(feeds.keys().next().value!);
    return feed;
  };
}
