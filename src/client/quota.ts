/**
 * The daily quota of one key as the server reports it (`X-RateLimit-*` on every response, 304
 * included; none at all for an unlimited key) and the block after a 429 or an exhausted quota.
 * Persisted, so that a reload neither forgets the block nor hammers the API; listeners let every
 * widget of the page show the same numbers.
 */
import { kstDateOf, nextKstMidnight, type Clock } from '../time/kst.js';
import { STORAGE_PREFIX } from './cache-store.js';
import type { SafeStorage } from './storage.js';

export interface QuotaState {
  /** The key's daily limit; null for an unlimited key or before the first response. */
  limit: number | null;
  /** Calls left today; null as for `limit`. */
  remaining: number | null;
  /** While in the future: no request is made for the key until then (epoch ms). */
  blockedUntil: number | null;
}

export type QuotaListener = (state: QuotaState) => void;

interface Recorded extends QuotaState {
  /** When the counters were read, so that they reset at KST midnight. */
  at: number;
}

const UNKNOWN: Recorded = { limit: null, remaining: null, blockedUntil: null, at: 0 };

/** A header's value when it is a whole number of at least 0; the value trimmed as a string otherwise. */
const header = (headers: Headers, name: string): number | string => {
  const value = headers.get(name)?.trim() ?? '';
  return /^\d+$/.test(value) ? +value : value;
};

const count = (value: number | string) => (typeof value === 'number' ? value : null);

/** When a 429 lifts: `Retry-After` (seconds or an HTTP date); unreadable, the next KST midnight, the spec's reset. */
function rateLimitLift(headers: Headers, now: number): number {
  const value = header(headers, 'Retry-After');
  const instant = typeof value === 'number' ? now + value * 1000 : Date.parse(value);
  return Number.isNaN(instant) ? nextKstMidnight(now) : instant;
}

export class QuotaStore {
  readonly #storage: SafeStorage;
  readonly #key: string;
  readonly #clock: Clock;
  readonly #listeners = new Set<QuotaListener>();
  #recorded: Recorded;

  constructor(storage: SafeStorage, keyHash: string, clock: Clock) {
    this.#storage = storage;
    this.#key = STORAGE_PREFIX + 'quota:' + keyHash;
    this.#clock = clock;
    this.#recorded = this.#load();
  }

  /** The state now: counters from an earlier KST day have reset, an elapsed block is gone. */
  get(): QuotaState {
    const now = this.#clock();
    const { limit, remaining, blockedUntil, at } = this.#recorded;
    return {
      limit,
      remaining: kstDateOf(at) === kstDateOf(now) ? remaining : limit,
      blockedUntil: blockedUntil !== null && blockedUntil > now ? blockedUntil : null,
    };
  }

  subscribe(listener: QuotaListener): () => void {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  }

  /** Takes in what another tab may have stored (a block, newer counters). */
  refresh(): void {
    const stored = this.#load();
    if (stored.at > this.#recorded.at) this.#update(stored, false);
  }

  /** Reads the rate-limit headers of any response; a 429 blocks until it lifts. */
  record(status: number, headers: Headers): void {
    const at = this.#clock();
    const limit = count(header(headers, 'X-RateLimit-Limit'));
    const remaining = count(header(headers, 'X-RateLimit-Remaining'));
    if (status === 429) {
      this.#update({ limit: limit ?? this.#recorded.limit, remaining: 0, blockedUntil: rateLimitLift(headers, at), at });
    } else if (limit !== null || remaining !== null) {
      // Remaining 0: any further call today would be a 429, so it is not made.
      this.#update({ limit, remaining, blockedUntil: remaining === 0 ? nextKstMidnight(at) : null, at });
    } else if (status < 300 || status === 304) {
      this.#update({ ...UNKNOWN, at });
    }
  }

  #update(recorded: Recorded, persist = true): void {
    const before = JSON.stringify(this.get());
    this.#recorded = recorded;
    if (persist) this.#storage.write(this.#key, JSON.stringify(recorded));
    const after = this.get();
    if (before === JSON.stringify(after)) return;
    for (const listener of this.#listeners) {
      try {
        listener(after);
      } catch (error) {
        // A failing listener must not fail the request that updated the quota.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }

  #load(): Recorded {
    try {
      const { limit, remaining, blockedUntil, at } = JSON.parse(this.#storage.read(this.#key)!);
      const valid = (value: unknown) => value === null || Number.isSafeInteger(value);
      if (valid(limit) && valid(remaining) && valid(blockedUntil) && Number.isSafeInteger(at)) return { limit, remaining, blockedUntil, at };
    } catch {}
    return UNKNOWN;
  }
}
