/**
 * The client facade the element uses: stored bodies at once (`peek`), fresh ones with as few calls
 * as possible (`list`), and the key's quota. `getSharedClient` gives every element of a page the
 * same client for the same base URL and key, so that they share calls, storage and quota.
 */
import type { IpoQuery, ListResponse } from '../api/types.js';
import type { CacheEntry } from './cache-store.js';
import type { ApiError } from './errors.js';
import { DEFAULT_TTL_MS, isFresh } from './freshness.js';
import { canonicalQuery } from './query.js';
import type { QuotaListener, QuotaState } from './quota.js';
import { createSession, sessionId, view, type Session, type SessionOptions, type Source } from './session.js';

export interface ClientOptions extends SessionOptions {
  /** How long a body is used without any call (also ending at KST midnight); 0 = always revalidate. Default 10 min. */
  ttlMs?: number;
}

/** A stored body, fresh or not. */
export interface CachedView {
  data: ListResponse;
  fetchedAt: number;
  fresh: boolean;
  dropped: number;
}

export type ListResult =
  | {
      data: ListResponse;
      /** When the server last confirmed the body (epoch ms). */
      fetchedAt: number;
      /** True when the body could not be confirmed now: `error` says why. */
      stale: boolean;
      error: ApiError | null;
      /** Items the parser left out (no usable id or corp_name). */
      dropped: number;
      source: Source;
    }
  | { data: null; error: ApiError };

export interface ListOptions {
  /** Aborting rejects this call with the signal's reason; a call other callers wait for goes on. */
  signal?: AbortSignal;
  /** Ask the server even when the stored body is fresh (a 304 is still cheap in bandwidth, not in quota). */
  revalidate?: boolean;
}

export class IpoClient {
  readonly ttlMs: number;
  readonly #session: Session;

  /** `session` shares the page-wide state of another client (see {@link getSharedClient}). */
  constructor(options: ClientOptions, session: Session = createSession(options)) {
    this.ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
    this.#session = session;
  }

  /** The stored body of a query, even expired, without any call. */
  peek(query: IpoQuery): CachedView | null {
    const entry = this.#session.cache.get(canonicalQuery(query));
    if (!entry) return null;
    const { etag, ...stored } = entry;
    return { ...stored, fresh: this.#fresh(entry) };
  }

  /** The body of a query: stored while fresh, else from the server; a failure serves the stored body, stale, with the error. */
  async list(query: IpoQuery, { signal, revalidate = false }: ListOptions = {}): Promise<ListResult> {
    signal?.throwIfAborted();
    const canonical = canonicalQuery(query);
    const stored = this.#session.cache.get(canonical);
    if (stored && !revalidate && this.#fresh(stored)) return view(stored, null, 'cache');
    return this.#session.load(
      canonical,
      // Under the lock: a fresh body, or when revalidating, one another tab has renewed meanwhile.
      (found) => this.#fresh(found) && (!revalidate || found.fetchedAt > (stored?.fetchedAt ?? -Infinity)),
      signal,
    );
  }

  quota(): QuotaState {
    return this.#session.quota.get();
  }

  /** Calls `listener` whenever the quota of this key changes; returns the unsubscribe function. */
  subscribeQuota(listener: QuotaListener): () => void {
    return this.#session.quota.subscribe(listener);
  }

  #fresh(entry: CacheEntry): boolean {
    return isFresh(entry.fetchedAt, this.#session.clock(), this.ttlMs);
  }
}

const sessions = new Map<string, Session>();
const clients = new Map<string, IpoClient>();

/**
 * The page's client for a base URL and key (one per TTL, all sharing one session). Injected
 * options other than those three are taken from the first call. The key stays in memory only.
 */
export function getSharedClient(options: ClientOptions): IpoClient {
  const id = sessionId(options);
  const clientId = id + '\n' + (options.ttlMs ?? DEFAULT_TTL_MS);
  let client = clients.get(clientId);
  if (!client) {
    let session = sessions.get(id);
    if (!session) sessions.set(id, (session = createSession(options)));
    clients.set(clientId, (client = new IpoClient(options, session)));
  }
  return client;
}
