/**
 * The client the element uses: stored bodies at once (`peek`), fresh ones with as few calls as
 * possible (`list`), and the key's quota. Elements take theirs from a registry (./registry.ts), which
 * gives the same client for the same base URL, key and TTL, so that they share calls, storage and quota.
 */
import type { IpoQuery, ListResponse } from '../api/types.js';
import type { ApiError } from './errors.js';
import type { QuotaListener, QuotaState } from './quota.js';
import { createSession, type SessionOptions, type Source } from './session.js';

export interface ClientOptions extends SessionOptions {
  /** How long a body is used without any call (also ending at KST midnight); 0 = always revalidate. Default 10 min. */
  ttlMs?: number;
}

/** A body with where it came from. */
export type Listed = {
  data: ListResponse;
  /** When the server last confirmed the body (epoch ms). */
  fetchedAt: number;
  /** Its validator as stored (see CacheEntry): what a relay hands on to its visitors. */
  etag: string | null;
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

/** A client that shares nothing with others but the storage (as after a reload). */
export const createClient = (options: ClientOptions): IpoClient => createSession(options)(options.ttlMs);
