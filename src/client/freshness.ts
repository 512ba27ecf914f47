/** When a stored body may be used without asking the server. */
import { kstDateOf } from '../time/kst.js';
import { serverDayOf } from './server-day.js';

export const DEFAULT_TTL_MS = 10 * 60 * 1000;

/**
 * Fresh while younger than the TTL (0 = never) and from the current KST day: at KST midnight the statuses
 * and the ETag change. A body confirmed just after our midnight may be the old day's (see serverDayOf), and a
 * body from the future (the clock went back) is not fresh.
 */
export function isFresh(fetchedAt: number, now: number, ttlMs: number): boolean {
  return fetchedAt <= now && now - fetchedAt < ttlMs && serverDayOf(fetchedAt) === kstDateOf(now);
}
