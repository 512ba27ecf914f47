/**
 * The daily quota of one key as the server reports it (`X-RateLimit-*` on every response, 304
 * included; none at all for an unlimited key) and the block after a 429 or an exhausted quota.
 * Persisted, so that a reload neither forgets the block nor hammers the API; listeners let every
 * widget of the page show the same numbers.
 */
import { isInstant, kstDateOf, type Clock } from '../time/kst.js';
import { retryAfterInstant } from './retry-after.js';
import { STORAGE_PREFIX } from './cache-store.js';
import type { ApiError, QuotaListener, QuotaState } from './client-types.js';
import { quotaResetAfter } from './server-day.js';
import type { SafeStorage } from './storage.js';

export interface QuotaStore {
  /** The state now: counters from an earlier KST day have reset, an elapsed block is gone. */
  get(): QuotaState;
  /**
   * Calls `listener` on every change; returns the unsubscribe function. Named as the client method that hands it on.
   */
  subscribeQuota(listener: QuotaListener): () => void;
  /** Tells listeners of what another tab may have stored (a block, newer counters). */
  refresh(): void;
  /** Reads the rate-limit headers of any response; a 429 blocks until it lifts. */
  record(status: number, headers: Headers): void;
  /** The error of a blocked key, or of a 429 whose Retry-After has already passed (then lifting now). */
  rateLimited(): ApiError;
}

interface Recorded extends QuotaState {
  /** When the counters were read, so that they reset at KST midnight. */
  at: number;
}

const UNKNOWN: Recorded = { limit: null, remaining: null, blockedUntil: null, at: 0 };

/**
 * A header's value when it is a whole number from 0 to 15 digits, always a safe integer (Headers trims values already).
 */
const count = (headers: Headers, name: string): number | null => {
  const value = headers.get(name);
  return value && /^\d{1,15}$/.test(value) ? +value : null;
};

/**
 * When a 429 lifts: after `Retry-After` (seconds or an HTTP date), but never past the spec's reset at
 * the next KST midnight (see quotaResetAfter), which also stands in for a value unreadable or already past.
 */
function rateLimitLift(headers: Headers, now: number): number {
  const lift = retryAfterInstant(headers, now);
  const reset = quotaResetAfter(now);
  return lift !== null && lift < reset ? lift : reset;
}

const isCount = (value: unknown) => value === null || Number.isSafeInteger(value);

/** Followed by the key hash: the storage key of a key's quota. */
export const QUOTA_PREFIX = STORAGE_PREFIX + 'quota:';

/**
 * The store reads the storage on every use (SafeStorage keeps in memory what it cannot store), so
 * that a block or newer counters another tab has stored count at once.
 */
export function quotaStore(storage: SafeStorage, keyHash: string, clock: Clock): QuotaStore {
  const key = QUOTA_PREFIX + keyHash;
  const listeners = new Set<QuotaListener>();

  const load = (): Recorded => {
    try {
      // Nothing stored reads as UNKNOWN without throwing: a page's first exceptions cost milliseconds.
      const recorded = JSON.parse(storage.get(key)!) ?? UNKNOWN;
      const { limit, remaining, blockedUntil, at } = recorded;
      // Instants a Date cannot hold would make date math throw, and counters cannot have been read after now:
      // such an entry is corrupted (or the clock was set back, and the next response tells the truth).
      if ([limit, remaining].every(isCount) && [blockedUntil ?? 0, at].every(isInstant) && at >= 0 && at <= clock())
        return recorded;
    } catch {}
    return UNKNOWN;
  };

  const get = (): QuotaState => {
    const now = clock();
    const { limit, remaining, blockedUntil, at } = load();
    // No block outlasts the reset after it was recorded: a longer one stored is not believed.
    const until = Math.min(blockedUntil ?? 0, quotaResetAfter(at));
    return {
      limit,
      remaining: kstDateOf(at) === kstDateOf(now) ? remaining : limit,
      blockedUntil: until > now ? until : null,
    };
  };

  /** The state listeners last saw, so that they hear of changes only. */
  let told = JSON.stringify(get());
  const tell = () => {
    const state = get();
    if (told === (told = JSON.stringify(state))) return;
    for (const listener of listeners) {
      try {
        listener(state);
      } catch (error) {
        // A failing listener must not fail the request that updated the quota; its error is reported as uncaught.
        reportError(error);
      }
    }
  };
  const update = (recorded: Recorded) => {
    storage.set(key, JSON.stringify(recorded));
    tell();
  };

  return {
    get,
    subscribeQuota(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    refresh: tell,
    record(status, headers) {
      const at = clock();
      const limit = count(headers, 'X-RateLimit-Limit');
      const remaining = count(headers, 'X-RateLimit-Remaining');
      if (status === 429) {
        update({ limit: limit ?? load().limit, remaining: 0, blockedUntil: rateLimitLift(headers, at), at });
      } else if (limit !== null || remaining !== null || status < 300 || status === 304) {
        // No headers on a success: an unlimited key. Remaining 0: any further call today would be a 429, so it is not
        // made.
        update({ limit, remaining, blockedUntil: remaining === 0 ? quotaResetAfter(at) : null, at });
      }
    },
    rateLimited: () => ({ kind: 'rate_limited', status: 429, until: get().blockedUntil ?? clock() }),
  };
}
