/**
 * The pause in upstream calls after the upstream fails (a 5xx, a timeout, no answer): no new call starts before it
 * ends, so that an outage is not met with one call per visitor, which nothing else bounds for a key without a limit.
 * Each failed request in a row doubles the pause, from 15 s up to 5 min; any answer below 500 ends it. After a pause,
 * one call tries the upstream again, and no other starts until it ends: an upstream that times out is not met with
 * one slow call per visitor either. Pure: the pause is kept in the ledger, so that it survives a restart.
 */

export const FIRST_PAUSE_MS = 15_000;
export const LONGEST_PAUSE_MS = 300_000;

export interface Pause {
  /** Failed upstream requests in a row. */
  failures: number;
  /** No new call starts before this instant (epoch ms). */
  until: number;
}

export const NO_PAUSE: Pause = { failures: 0, until: 0 };

/** The pause after one more upstream request failed at `now`. */
export const pauseAfterFailure = ({ failures }: Pause, now: number): Pause => ({
  failures: failures + 1,
  until: now + Math.min(FIRST_PAUSE_MS * 2 ** failures, LONGEST_PAUSE_MS),
});

/** Whether a call starting now is the one that tries the upstream again after failures. */
export const triesAgain = ({ failures }: Pause): boolean => failures > 0;

/**
 * When calls may start again, while paused, or while the call that tries the upstream again is under way (`trying`:
 * an estimate, one first pause ahead); else null.
 */
export function pausedUntil({ until }: Pause, now: number, trying: boolean): number | null {
  if (now < until) return until;
  return trying ? now + FIRST_PAUSE_MS : null;
}

export const isPause = (value: unknown): value is Pause =>
  typeof value === 'object' &&
  value !== null &&
  Number.isSafeInteger((value as Pause).failures) &&
  (value as Pause).failures >= 0 &&
  Number.isSafeInteger((value as Pause).until);
