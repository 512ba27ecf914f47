/** Whether a visitor's query may cost an upstream call now, or is answered from what is stored: a pure decision. */
import { nextKstMidnight } from '../time/kst.js';

/** The day's calls as counted. */
export interface Tally {
  /** See dailyBudget: null for no cap, undefined while unknown. */
  budget: number | null | undefined;
  /** Upstream calls started today, retries included, and those still under way. */
  used: number;
  inflight: number;
  /** The upstream's `X-RateLimit-Remaining` as last seen (null: not sent). */
  upstreamRemaining: number | null;
}

export type Decision =
  /** The stored body is fresh: no call. */
  | { kind: 'fresh' }
  /** Call upstream; `reserved`: the call comes from the reserve of yesterday's common queries. */
  | { kind: 'call'; reserved: boolean }
  /** No call now: the stored body is served as it is. */
  | { kind: 'stored' }
  /** The key's limit is not known yet: wait for the call under way, then decide again. */
  | { kind: 'wait' }
  /** The upstream failed lately: no call before `until`, and nothing stored. */
  | { kind: 'unavailable'; until: number }
  /** No call before `until`, and nothing stored. */
  | { kind: 'exhausted'; until: number };

export interface Situation extends Tally {
  now: number;
  /** Whether a body is stored for the query, and whether it is fresh. */
  stored: boolean;
  fresh: boolean;
  /** Another attempt of a call that failed (a 5xx, no answer), which the first attempt's admission covers. */
  retry: boolean;
  /** While the upstream's 429 or an exhausted quota blocks calls (epoch ms). */
  blockedUntil: number | null;
  /** While calls pause after upstream failures (see cooldown.ts). */
  pausedUntil: number | null;
  /** The query holds a call of today's reserve, and how many such calls are unspent. */
  reserved: boolean;
  reservedLeft: number;
  /** Refresh credit now (see pacing.ts). */
  credit: number;
}

/**
 * Calls left today: the budget's (whose count includes the calls under way) and the upstream's (which does not count
 * them yet).
 */
export const callsLeft = ({ budget, used, inflight, upstreamRemaining }: Tally): number =>
  Math.min(budget == null ? Infinity : budget - used, (upstreamRemaining ?? Infinity) - inflight);

export function decide(situation: Situation): Decision {
  const { now, stored, fresh, retry, budget, inflight, blockedUntil, pausedUntil, reservedLeft, credit } = situation;
  if (stored && fresh && !retry) return { kind: 'fresh' };
  const withheld = (until: number): Decision => (stored ? { kind: 'stored' } : { kind: 'exhausted', until });
  if (blockedUntil !== null) return withheld(blockedUntil);
  // A retry belongs to a call already admitted: the pause that its failure started holds back new calls, not it.
  if (pausedUntil !== null && !retry) return stored ? { kind: 'stored' } : { kind: 'unavailable', until: pausedUntil };
  // Until the first answer tells the key's limit, one call at a time: a burst must not overrun a small limit.
  if (budget === undefined && inflight > 0 && !retry) return stored ? { kind: 'stored' } : { kind: 'wait' };
  const left = callsLeft(situation);
  // Other queries, and retries, leave the reserve alone: a never-fetched query is fetched while any unreserved call is
  // left.
  const reserved = situation.reserved && !retry;
  if ((reserved ? left : left - reservedLeft) < 1) return withheld(nextKstMidnight(now));
  // A refresh of a stored body waits for credit, so that the calls left last until midnight.
  if (stored && !reserved && !retry && budget != null && credit < 1) return { kind: 'stored' };
  return { kind: 'call', reserved };
}
