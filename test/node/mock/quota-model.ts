/**
 * What the mock must answer, worked out from the spec and the mock's documented choices (README, "The mock API"),
 * not from its code: the order of checks (path, key, limit, parameters, then 304 or 200), which answers count toward a
 * key's day (200, 304 and 400), and the reset at KST midnight.
 */
import type { LoadRequest } from './load-requests.js';
import { ENDPOINT } from './vocabulary.js';

/** The daily limits of the active keys (README, "Keys"); null for none. Any other key is refused. */
const DAILY_LIMITS = new Map<string, number | null>([
  ['demo-key', 100],
  ['demo-tiny', 3],
  ['demo-unlimited', null],
]);

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const KST_OFFSET_MS = 9 * HOUR_MS;

/** The KST date of an instant, `YYYY-MM-DD`. */
export const kstDay = (instant: number): string => new Date(instant + KST_OFFSET_MS).toISOString().slice(0, 10);

/** The data in force: the KST day and that of the last 06:00 KST collection. Within one, an ETag holds. */
export const dataEpoch = (instant: number): string => `${kstDay(instant)}|${kstDay(instant - 6 * HOUR_MS)}`;

/** Seconds from an instant to the next KST midnight, rounded up. */
function secondsToKstMidnight(instant: number): number {
  const sinceMidnight = (instant + KST_OFFSET_MS) % DAY_MS;
  return Math.ceil((DAY_MS - sinceMidnight) / 1000);
}

export interface Expected {
  status: number;
  /** The error code of an error answer. */
  code: string | null;
  /** X-RateLimit-Limit and X-RateLimit-Remaining, or null when they must be absent. */
  rateLimit: { limit: number; remaining: number } | null;
  /** Retry-After, or null when it must be absent. */
  retryAfter: number | null;
}

export class QuotaModel {
  readonly #calls = new Map<string, { day: string; calls: number }>();

  #used(key: string, day: string): number {
    const entry = this.#calls.get(key);
    return entry?.day === day ? entry.calls : 0;
  }

  /** The answer to `request` at `instant`, given whether its If-None-Match holds the ETag in force. */
  expect(request: LoadRequest, instant: number, etagMatches: boolean): Expected {
    if (request.method === 'OPTIONS') return { status: 204, code: null, rateLimit: null, retryAfter: null };
    const day = kstDay(instant);
    const key = request.key;
    const limit = key === null ? undefined : DAILY_LIMITS.get(key);
    const used = key === null ? 0 : this.#used(key, day);
    const soFar = typeof limit === 'number' ? { limit, remaining: Math.max(0, limit - used) } : null;
    const error = (status: number, code: string, rateLimit = soFar, retryAfter: number | null = null) => ({
      status,
      code,
      rateLimit,
      retryAfter,
    });

    const path = request.target.split('?')[0];
    if (path !== ENDPOINT || (request.method !== 'GET' && request.method !== 'HEAD')) return error(404, 'not_found');
    if (request.fault) return error(500, 'internal');
    if (key === null || limit === undefined) return error(401, 'invalid_key', null);
    if (limit !== null && used >= limit) return error(429, 'rate_limited', soFar, secondsToKstMidnight(instant));

    this.#calls.set(key, { day, calls: used + 1 });
    const rateLimit = limit === null ? null : { limit, remaining: limit - used - 1 };
    if (request.queryProblem) return error(400, request.queryProblem, rateLimit);
    return { status: etagMatches ? 304 : 200, code: null, rateLimit, retryAfter: null };
  }
}
