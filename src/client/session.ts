/**
 * What all clients of one base URL and key share in a page: the stores, the quota, the calls in
 * flight, and the injected fetch, clock, timers, randomness and Web Locks.
 */
import { systemClock, type Clock } from '../time/kst.js';
import { fnv1a } from '../api/hash.js';
import { cacheStore, STORAGE_PREFIX, type CacheEntry, type CacheStore } from './cache-store.js';
import type { ListResult } from './client.js';
import type { ApiError } from './errors.js';
import { inflight } from './inflight.js';
import { withLock } from './lock.js';
import { listUrl, trimBaseUrl } from './query.js';
import { quotaStore, type QuotaStore } from './quota.js';
import { callList, type CallContext } from './request.js';
import type { Timers } from './retry.js';
import { safeStorage, type StorageSource } from './storage.js';

export interface SessionOptions {
  /** The v1 root, e.g. `https://api.example.com/v1`. */
  baseUrl: string;
  apiKey: string;
  /** Per attempt; default 10 s. */
  timeoutMs?: number;
  /** Stored bodies kept, over all keys; default 20. */
  maxEntries?: number;
  fetch?: typeof fetch;
  /** Default: `localStorage` (its getter may throw: disabled storage). */
  storage?: StorageSource;
  clock?: Clock;
  /** Called as methods of this object; default: the global setTimeout and clearTimeout. */
  timers?: Timers;
  /** For backoff jitter; default Math.random. */
  random?: () => number;
  /** Default: `navigator.locks` where present. */
  locks?: LockManager | null;
}

/** Where a body came from: a 200, a 304, storage without a call, or storage after a failure. */
export type Source = 'network' | 'revalidated' | 'cache' | 'stale';

export const DEFAULT_TIMEOUT_MS = 10_000;

export interface Session {
  readonly cache: CacheStore;
  readonly quota: QuotaStore;
  readonly clock: Clock;
  /**
   * The body of a canonical query from the server: one call for all callers of the page at once
   * and, with Web Locks, one tab at a time. Under the lock the storage is read again, and a body
   * that `usable` accepts (another tab just stored it) is taken without a call.
   */
  load(query: string, usable: (entry: CacheEntry) => boolean, signal?: AbortSignal): Promise<ListResult>;
}

/** What identifies a session: the base URL keeps two services apart. */
export const sessionId = ({ baseUrl, apiKey }: SessionOptions): string => trimBaseUrl(baseUrl) + '\n' + apiKey;

/** A stored body as a result; an error makes it stale. */
export const view = ({ etag, ...entry }: CacheEntry, error: ApiError | null, source: Source): ListResult => ({
  ...entry,
  stale: error !== null,
  error,
  source,
});

export function createSession(options: SessionOptions): Session {
  const {
    baseUrl,
    apiKey,
    clock = systemClock,
    timers = globalThis,
    random = Math.random,
    timeoutMs = DEFAULT_TIMEOUT_MS,
    locks = globalThis.navigator?.locks ?? null,
  } = options;
  // The key's identity is stored only as a hash.
  const keyHash = fnv1a(sessionId(options));
  const storage = safeStorage(options.storage === undefined ? () => globalThis.localStorage : options.storage);
  const cache = cacheStore(storage, keyHash, options.maxEntries);
  const quota = quotaStore(storage, keyHash, clock);
  const shared = inflight<ListResult>();
  const context: CallContext = { fetch: options.fetch, apiKey, timers, random, timeoutMs, quota };

  const call = async (query: string, usable: (entry: CacheEntry) => boolean, signal: AbortSignal): Promise<ListResult> => {
    quota.refresh();
    const stored = cache.get(query);
    if (stored && usable(stored)) return view(stored, null, 'cache');
    const fail = (error: ApiError): ListResult => (stored ? view(stored, error, 'stale') : { data: null, error });
    const outcome = await callList(context, listUrl(baseUrl, query), stored, signal);
    if (outcome.kind !== 'ok') return fail(outcome);
    const { etag, list } = outcome;
    const fetchedAt = clock();
    const entry = list ? { ...list, etag, fetchedAt } : stored && { ...stored, etag: etag ?? stored.etag, fetchedAt };
    if (!entry) return fail({ kind: 'bad_response', reason: '304 without a stored body' });
    cache.set(query, entry);
    return view(entry, null, list ? 'network' : 'revalidated');
  };

  return {
    cache,
    quota,
    clock,
    load: (query, usable, signal) =>
      shared(query, (signal) => withLock(locks, STORAGE_PREFIX + keyHash + ':' + query, signal, () => call(query, usable, signal)), signal),
  };
}
