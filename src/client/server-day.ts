/**
 * The KST day as the API's server sees it. Its clock may be behind ours: just after our KST midnight it may
 * still be on the day before, so that a 304 there confirms the old day's body (old statuses, old ETag) and a
 * 429 or `X-RateLimit-Remaining: 0` there is the old day's quota, which must not block the new day.
 */
import type { KstDate } from '../api/types.js';
import { kstDateOf, nextKstMidnight } from '../time/kst.js';

/**
 * How far behind ours the server's clock may be: a minute covers clocks kept by NTP, and keeps short the
 * window after midnight in which bodies are not taken as fresh (each load then costs a call).
 */
export const SERVER_LAG_MS = 60 * 1000;

/** The KST day the server is sure to have reached at `instant`. */
export const serverDayOf = (instant: number): KstDate => kstDateOf(instant - SERVER_LAG_MS);

/** When the server is sure to be on the next KST day after `instant`: its statuses and ETags have rolled over. */
export const serverDayEnd = (instant: number): number => nextKstMidnight(instant - SERVER_LAG_MS) + SERVER_LAG_MS;

/**
 * When a quota found used up at `instant` is reset: at the next KST midnight, the spec's reset or, when our
 * midnight has only just passed (the answer may be the old day's), once the server is sure to be past it.
 */
export const quotaResetAfter = (instant: number): number => Math.min(nextKstMidnight(instant), serverDayEnd(instant));
