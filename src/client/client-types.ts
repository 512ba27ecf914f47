/**
 * What the client gives its callers (the element, the relay): its results, their errors, its quota and the client
 * itself. Types only, so that a layer that names them imports nothing else of the client.
 */
import type { IpoQuery, ListResponse } from '../api/types.js';

/** The typed failures of a call, each with what the UI needs to explain it. */
export type ApiError =
  | { kind: 'invalid_key'; status: 401 }
  /**
   * 400, or another 4xx the spec does not name; `code` and `message` as the server sent them (`http_<status>` and ''
   * when absent).
   */
  | { kind: 'bad_request'; status: number; code: string; message: string }
  | { kind: 'not_found'; status: 404 }
  /** `until`: the instant (epoch ms) the daily limit lifts. */
  | { kind: 'rate_limited'; status: 429; until: number }
  /**
   * `retryAt`: when the server asked to be called again (`Retry-After`, as a relay sends with its 503); the client does
   * not retry such an answer itself.
   */
  | { kind: 'server'; status: number; retryAt?: number }
  | { kind: 'network' }
  | { kind: 'timeout' }
  /** Not JSON, not the v1 shape, or a status the spec does not allow. */
  | { kind: 'bad_response'; reason: string };

/** Where a body came from: a 200, a 304, storage without a call, or storage after a failure. */
export type Source = 'network' | 'revalidated' | 'cache' | 'stale';

/** A body with where it came from. */
export type Listed = {
  data: ListResponse;
  /** When the server last confirmed the body (epoch ms). */
  fetchedAt: number;
  /** Its validator as stored (see CacheEntry): what a relay hands on to its visitors. */
  etag: string | null;
  /** The calendar feed the server announced with the body (a relay's `Link`), or null. */
  feed: string | null;
  /** True when the body could not be confirmed now: `error` says why. */
  stale: boolean;
  error: ApiError | null;
  source: Source;
};

export type ListResult = Listed | { data: null; error: ApiError };

export interface ListOptions {
  /** Aborting rejects this call with the signal's reason; a call other callers wait for goes on. */
  signal?: AbortSignal;
  /** Ask the server even when the stored body is fresh (a 304 is still cheap in bandwidth, not in quota). */
  revalidate?: boolean;
  /**
   * Called once the answer no longer waits on this page: its request has left, it waits on another tab's call (Web
   * Locks), or it comes from storage. An element holds its first render until then, so that the call goes first.
   */
  underway?: () => void;
}

export interface IpoClient {
  /** The stored body of a query, even expired, without any call (`source` 'cache'). */
  peek(query: IpoQuery): Listed | null;
  /**
   * The body of a query: stored while fresh, else from the server; a failure serves the stored body, stale, with the
   * error.
   */
  list(query: IpoQuery, options?: ListOptions): Promise<ListResult>;
  quota(): QuotaState;
  /** Calls `listener` whenever the quota of this key changes; returns the unsubscribe function. */
  subscribeQuota(listener: QuotaListener): () => void;
}

export interface QuotaState {
  /** The key's daily limit; null for an unlimited key or before the first response. */
  limit: number | null;
  /** Calls left today; null as for `limit`. */
  remaining: number | null;
  /** While in the future: no request is made for the key until then (epoch ms). */
  blockedUntil: number | null;
}

export type QuotaListener = (state: QuotaState) => void;
