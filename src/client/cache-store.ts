/**
 * The stored bodies, one per key and query, under namespaced versioned storage keys
 * (`ipo-calendar:v1:cache:<key hash>:<query>`). Bounded: the oldest entries are evicted first, or those an injected
 * order puts first (a relay keeps the queries its visitors ask most).
 * A corrupted entry reads as absent and is removed; stored bodies go through the tolerant parser
 * again, since anything on the page can write to the storage.
 */
import type { ListResponse } from '../api/types.js';
import { isInstant } from '../time/kst.js';
import { safeHttpUrl } from '../util/safe-url.js';
import { parseListResponse } from './parse.js';
import type { SafeStorage } from './storage.js';

/** Its fields in the order they are stored (see `set`), and written in that order everywhere. */
export interface CacheEntry {
  /** When the body was last confirmed by the server (a 200 or a 304), by the client's clock. */
  fetchedAt: number;
  /**
   * The ETag exactly as received, '' when it was too long to send back, or null when the server sent none or hid it
   * cross-origin.
   */
  etag: string | null;
  /** The calendar feed the server announced with the body (`Link`, ./feed-link.ts), or null. */
  feed: string | null;
  data: ListResponse;
}

/** A stored body as eviction sees it: its canonical query and when it was last confirmed. */
export interface EvictionCandidate {
  query: string;
  fetchedAt: number;
}

/** Compares two entries as `Array.prototype.sort` does: the first in the order is evicted first. */
export type EvictionOrder = (a: EvictionCandidate, b: EvictionCandidate) => number;

export const oldestFirst: EvictionOrder = (a, b) => a.fetchedAt - b.fetchedAt;

export interface CacheStore {
  get(query: string): CacheEntry | null;
  set(query: string, entry: CacheEntry): void;
}

export const STORAGE_PREFIX = 'ipo-calendar:v1:';
/** Followed by the key hash, a colon and the query: the storage key of a body. */
export const CACHE_PREFIX = STORAGE_PREFIX + 'cache:';

export function cacheStore(
  storage: SafeStorage,
  keyHash: string,
  maxEntries = 20,
  order: EvictionOrder = oldestFirst,
): CacheStore {
  const prefix = CACHE_PREFIX + keyHash + ':';
  return {
    get(query) {
      const key = prefix + query;
      const entry = decode(storage.get(key));
      if (!entry) storage.delete(key);
      return entry;
    },
    set(query, { fetchedAt, etag, feed, data }) {
      const key = prefix + query;
      // `fetchedAt` is written first, so that an entry's age is read without parsing its body; the query follows the key
      // hash (hex digits) in the storage key.
      const candidate = (other: string) => ({
        key: other,
        query: other.slice(CACHE_PREFIX.length).replace(/^[^:]*:/, ''),
        fetchedAt: Number(/^\{"fetchedAt":(\d+)/.exec(storage.get(other)!)?.[1] ?? 0),
      });
      const others = storage
        .keys(CACHE_PREFIX)
        .filter((other) => other !== key)
        .map(candidate)
        .sort(order)
        .map((other) => other.key);
      const evicted: string[][] = [];
      const evict = () => {
        const oldest = others.shift();
        if (oldest) {
          evicted.push([oldest, storage.get(oldest)!]);
          storage.delete(oldest);
        }
        return !!oldest;
      };
      // `evict` stops at none left, so that a bound below 1 keeps the new entry alone.
      while (others.length >= maxEntries && evict());
      evicted.length = 0;
      // The storage's quota cannot be known: entries evicted for room are put back when even that was not enough,
      // so that a body too large for the storage is kept in memory alone, not at the cost of every other entry.
      if (!storage.set(key, JSON.stringify({ fetchedAt, etag, feed, data }), evict))
        for (const [other, value] of evicted) storage.set(other, value);
    },
  };
}

/**
 * The entry a 200 or a 304 leaves: the new body, or the stored one confirmed now (with the 304's ETag and feed, when
 * it sent them); null for a 304 with nothing stored.
 */
export function confirmedEntry(
  { etag, feed, data }: { etag: string | null; feed: string | null; data: ListResponse | null },
  stored: CacheEntry | null,
  fetchedAt: number,
): CacheEntry | null {
  if (data) return { fetchedAt, etag, feed, data };
  return stored && { ...stored, fetchedAt, etag: etag ?? stored.etag, feed: feed ?? stored.feed };
}

/**
 * The ETag goes back in a header: one that fetch refuses (beyond the printable Latin-1 range) would fail every
 * call of its query, and one of kilobytes every revalidation (servers refuse large headers: 431).
 */
export const isHeaderValue = (value: unknown) =>
  typeof value === 'string' && value.length <= 1024 && !/[^ -\xff]/.test(value);

/** A stored entry, or null when there is none or it is corrupted. */
function decode(stored: string | null): CacheEntry | null {
  try {
    // Nothing stored (null) fails the checks below without throwing: a page's first exceptions cost milliseconds.
    const { fetchedAt, etag, feed, data } = JSON.parse(stored!) ?? {};
    const parsed = parseListResponse(data);
    // An entry stored before feeds were kept has none.
    return parsed && isInstant(fetchedAt) && (etag === null || isHeaderValue(etag))
      ? { fetchedAt, etag, feed: safeHttpUrl(feed), data: parsed }
      : null;
  } catch {
    return null;
  }
}
