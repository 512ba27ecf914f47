/**
 * What all clients of one base URL and key share in a page: the stores, the quota, the calls in
 * flight, and the injected fetch, clock, timers, randomness and Web Locks.
 */
import { systemClock, type Clock } from '../time/kst.js';
import { CacheStore, STORAGE_PREFIX, type CacheEntry } from './cache-store.js';
import { isTransient, type ApiError } from './errors.js';
import { fnv1a } from '../api/hash.js';
import { Inflight } from './inflight.js';
import { withLock } from './lock.js';
import { listUrl, trimBaseUrl } from './query.js';
import { QuotaStore } from './quota.js';
import { callList, conditionFor, type Outcome } from './request.js';
import { withRetries, type Timers } from './retry.js';
import { SafeStorage, type StorageSource } from './storage.js';

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

/** What a load gives: a body (fresh from the server, or stored when the call failed) or an error alone. */
export type Loaded = { entry: CacheEntry; error: ApiError | null } | { entry: null; error: ApiError };

export const DEFAULT_TIMEOUT_MS = 10_000;

export class Session {
  readonly cache: CacheStore;
  readonly quota: QuotaStore;
  readonly clock: Clock;
  readonly #options: SessionOptions;
  readonly #keyHash: string;
  readonly #inflight = new Inflight<Loaded>();

  constructor(options: SessionOptions) {
    this.#options = options;
    this.clock = options.clock ?? systemClock;
    // The key's identity is stored only as a hash; the base URL keeps two services apart.
    this.#keyHash = fnv1a(`${trimBaseUrl(options.baseUrl)}\n${options.apiKey}`);
    const storage = new SafeStorage(options.storage === undefined ? () => globalThis.localStorage : options.storage);
    this.cache = new CacheStore(storage, this.#keyHash, options.maxEntries);
    this.quota = new QuotaStore(storage, this.#keyHash, this.clock);
  }

  /**
   * The body of a canonical query from the server: one call for all callers of the page at once
   * and, with Web Locks, one tab at a time. Under the lock the storage is read again, and a body
   * that `usable` accepts (another tab just stored it) is taken without a call.
   */
  load(query: string, usable: (entry: CacheEntry) => boolean, signal?: AbortSignal): Promise<Loaded> {
    return this.#inflight.run(
      query,
      (shared) => withLock(this.#locks(), `${STORAGE_PREFIX}${this.#keyHash}:${query}`, shared, () => this.#call(query, usable, shared)),
      signal,
    );
  }

  async #call(query: string, usable: (entry: CacheEntry) => boolean, signal: AbortSignal): Promise<Loaded> {
    this.quota.refresh();
    const stored = this.cache.get(query);
    if (stored && usable(stored)) return { entry: stored, error: null };
    const fail = (error: ApiError): Loaded => (stored ? { entry: stored, error } : { entry: null, error });
    const blockedUntil = this.quota.get().blockedUntil;
    if (blockedUntil !== null) return fail({ kind: 'rate_limited', status: 429, until: blockedUntil });

    const { fetch = globalThis.fetch.bind(globalThis), timers = globalThis, random = Math.random } = this.#options;
    const outcome = await withRetries<Outcome>(
      () =>
        callList({
          fetch,
          url: listUrl(this.#options.baseUrl, query),
          apiKey: this.#options.apiKey,
          ...conditionFor(stored, this.quota.get().limit !== null),
          signal,
          timers,
          timeoutMs: this.#options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
          onResponse: (response) => this.quota.record(response.status, response.headers),
        }),
      (outcome) => outcome.kind === 'error' && isTransient(outcome.error),
      { timers, random, signal },
    );
    const fetchedAt = this.clock();
    switch (outcome.kind) {
      case 'ok':
        return this.#keep(query, { data: outcome.data, etag: outcome.etag, fetchedAt, dropped: outcome.dropped });
      case 'not_modified':
        if (!stored) return fail({ kind: 'bad_response', reason: '304 without a stored body' });
        return this.#keep(query, { ...stored, etag: outcome.etag ?? stored.etag, fetchedAt });
      case 'rate_limited':
        return fail({ kind: 'rate_limited', status: 429, until: this.quota.get().blockedUntil ?? fetchedAt });
      case 'error':
        return fail(outcome.error);
    }
  }

  #keep(query: string, entry: CacheEntry): Loaded {
    this.cache.set(query, entry);
    return { entry, error: null };
  }

  #locks(): LockManager | null {
    return this.#options.locks === undefined ? (globalThis.navigator?.locks ?? null) : this.#options.locks;
  }
}
