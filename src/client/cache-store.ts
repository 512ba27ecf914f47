/**
 * The stored bodies, one per key and query, under namespaced versioned storage keys
 * (`ipo-calendar:v1:cache:<key hash>:<query>`). Bounded: the oldest entries are evicted first.
 * A corrupted entry reads as absent and is removed; stored bodies go through the tolerant parser
 * again, since anything on the page can write to the storage.
 */
import type { ListResponse } from '../api/types.js';
import { parseListResponse } from './parse.js';
import type { SafeStorage } from './storage.js';

export interface CacheEntry {
  data: ListResponse;
  /** The ETag exactly as received, or null when the server sent none or hid it cross-origin. */
  etag: string | null;
  /** When the body was last confirmed by the server (a 200 or a 304), by the client's clock. */
  fetchedAt: number;
  dropped: number;
}

export const STORAGE_PREFIX = 'ipo-calendar:v1:';
const CACHE_PREFIX = STORAGE_PREFIX + 'cache:';
export const DEFAULT_MAX_ENTRIES = 20;

export class CacheStore {
  readonly #storage: SafeStorage;
  readonly #prefix: string;
  readonly #maxEntries: number;

  constructor(storage: SafeStorage, keyHash: string, maxEntries = DEFAULT_MAX_ENTRIES) {
    this.#storage = storage;
    this.#prefix = CACHE_PREFIX + keyHash + ':';
    this.#maxEntries = Math.max(1, maxEntries);
  }

  get(query: string): CacheEntry | null {
    const key = this.#prefix + query;
    const stored = this.#storage.read(key);
    const entry = stored && decode(stored);
    if (stored && !entry) this.#storage.remove(key);
    return entry || null;
  }

  set(query: string, { fetchedAt, etag, dropped, data }: CacheEntry): void {
    const key = this.#prefix + query;
    // `fetchedAt` is written first, so that an entry's age is read without parsing its body.
    const age = (other: string) => Number(/^\{"fetchedAt":(\d+)/.exec(this.#storage.read(other)!)?.[1] ?? 0);
    const others = this.#storage
      .keys(CACHE_PREFIX)
      .filter((other) => other !== key)
      .sort((a, b) => age(a) - age(b));
    const evict = () => {
      const oldest = others.shift();
      if (oldest) this.#storage.remove(oldest);
      return !!oldest;
    };
    while (others.length >= this.#maxEntries) evict();
    this.#storage.write(key, JSON.stringify({ fetchedAt, etag, dropped, data }), evict);
  }
}

function decode(stored: string): CacheEntry | null {
  try {
    const { fetchedAt, etag, dropped, data } = JSON.parse(stored);
    const parsed = parseListResponse(data);
    return parsed && Number.isSafeInteger(fetchedAt) && (etag === null || typeof etag === 'string')
      ? { data: parsed.data, etag, fetchedAt, dropped: Number.isSafeInteger(dropped) ? dropped : 0 }
      : null;
  } catch {
    return null;
  }
}
