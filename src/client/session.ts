/**
 * What all clients of one base URL and key share in a page: the stores, the quota, the calls in
 * flight, and the injected fetch, clock, timers, randomness and Web Locks. The session gives one
 * client per TTL, each deciding with its own TTL when a stored body is fresh.
 */
import { systemClock, type Clock } from '../time/kst.js';
import { fnv1a } from '../api/hash.js';
import { getOrAdd } from '../util/get-or-add.js';
import { cacheStore, confirmedEntry, STORAGE_PREFIX, type CacheEntry } from './cache-store.js';
import type { ApiError, IpoClient, Listed, ListResult, Source } from './client-types.js';
import { DEFAULT_TTL_MS, isFresh } from './freshness.js';
import { inflight } from './inflight.js';
import { withLock } from './lock.js';
import { canonicalQuery, trimBaseUrl } from './canonical-query.js';
import { quotaStore } from './quota-store.js';
import { callList, type CallContext } from './request.js';
import type { Timers } from '../time/timers.js';
import { safeStorage, type SafeStorage, type StorageSource } from './storage.js';

export interface SessionOptions {
  /** The v1 root, e.g. `https://api.example.com/v1`. */
  baseUrl: string;
  /** Sent in `X-API-Key`; null sends none, for a relay that holds the key. */
  apiKey: string | null;
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
  /** Default: `navigator.locks` where present (Node 20 has no `navigator`). */
  locks?: LockManager | null;
}

export const DEFAULT_TIMEOUT_MS = 10_000;

/** The session's client for a TTL (how long a body is used without any call; 0 = always revalidate; default 10 min). */
export type Session = (ttlMs?: number) => IpoClient;

/** What identifies a session: the base URL keeps two services apart. */
export const sessionId = ({ baseUrl, apiKey }: SessionOptions): string => trimBaseUrl(baseUrl) + '\n' + (apiKey ?? '');

/** A stored body as a result; an error makes it stale. */
const view = ({ data, fetchedAt, etag, feed }: CacheEntry, source: Source, error: ApiError | null = null): Listed => ({
  data,
  fetchedAt,
  etag,
  feed,
  stale: error !== null,
  error,
  source,
});

/** `storage`: the options' storage made safe, unless the caller shares a safe storage of its own. */
export function createSession(
  options: SessionOptions,
  storage: SafeStorage = safeStorage(options.storage ?? (() => localStorage)),
): Session {
  const {
    baseUrl,
    clock = systemClock,
    timers = globalThis,
    random = Math.random,
    timeoutMs = DEFAULT_TIMEOUT_MS,
    // Undefined outside secure contexts, whatever lib.dom says; withLock then runs tasks at once.
    locks = globalThis.navigator?.locks,
  } = options;
  // The key's identity is stored only as a hash.
  const keyHash = fnv1a(sessionId(options));
  const listUrl = trimBaseUrl(baseUrl) + '/upcoming-ipos?';
  const cache = cacheStore(storage, keyHash, options.maxEntries);
  const quota = quotaStore(storage, keyHash, clock);
  const shared = inflight<ListResult>();
  const context: CallContext = { ...options, clock, timers, random, timeoutMs, quota };
  const clients = new Map<number, IpoClient>();

  /**
   * The body of a canonical query from the server, run under the lock: the storage is read again,
   * and a body that `usable` accepts (another tab just stored it) is taken without a call.
   */
  const load = async (
    query: string,
    usable: (entry: CacheEntry) => boolean,
    signal: AbortSignal,
  ): Promise<ListResult> => {
    quota.refresh();
    const stored = cache.get(query);
    if (stored && usable(stored)) return view(stored, 'cache');
    const fail = (error: ApiError): ListResult => (stored ? view(stored, 'stale', error) : { data: null, error });
    const outcome = await callList(context, listUrl + query, stored, signal);
    if (outcome.kind !== 'ok') return fail(outcome);
    const entry = confirmedEntry(outcome, stored, clock());
    if (!entry) return fail({ kind: 'bad_response', reason: '304 without a stored body' });
    cache.set(query, entry);
    return view(entry, outcome.data ? 'network' : 'revalidated');
  };

  const client = (ttlMs: number): IpoClient => {
    const fresh = (entry: CacheEntry) => isFresh(entry.fetchedAt, clock(), ttlMs);
    return {
      peek(query) {
        const entry = cache.get(canonicalQuery(query));
        return entry && view(entry, 'cache');
      },
      async list(query, { signal, revalidate, underway } = {}) {
        signal?.throwIfAborted();
        const canonical = canonicalQuery(query);
        const stored = cache.get(canonical);
        if (stored && !revalidate && fresh(stored)) {
          underway?.();
          return view(stored, 'cache');
        }
        // Under the lock: a fresh body, or when revalidating, one another tab has renewed meanwhile.
        const usable = (found: CacheEntry) =>
          fresh(found) && (!revalidate || found.fetchedAt > (stored?.fetchedAt ?? -Infinity));
        // One call for all callers of the page at once and, with Web Locks, one tab at a time.
        const lockName = STORAGE_PREFIX + keyHash + ':' + canonical;
        return shared(
          canonical,
          (signal, reportUnderway) =>
            withLock(
              locks,
              lockName,
              signal,
              () => {
                // `load` runs up to its request (or its answer from storage) before it returns.
                const answer = load(canonical, usable, signal);
                reportUnderway();
                return answer;
              },
              reportUnderway,
            ),
          signal,
          underway,
        );
      },
      quota: quota.get,
      subscribeQuota: quota.subscribeQuota,
    };
  };

  return (ttlMs = DEFAULT_TTL_MS) => getOrAdd(clients, ttlMs, () => client(ttlMs));
}
