/** When a stored body may be used without asking the server. */
import { kstDateOf } from '../time/kst.js';

export const DEFAULT_TTL_MS = 10 * 60 * 1000;

/**
 * Fresh while younger than the TTL (0 = never) and from the current KST day: at KST midnight the
 * statuses and the ETag change. A body from the future (the clock went back) is not fresh.
 */
export function isFresh(fetchedAt: number, now: number, ttlMs: number): boolean {
  return fetchedAt <= now && now - fetchedAt < ttlMs && kstDateOf(fetchedAt) === kstDateOf(now);
}
