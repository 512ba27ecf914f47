/**
 * Spreading refreshes over the rest of the KST day: refresh credit accrues at the rate that spends the calls left
 * evenly until midnight, up to a small burst, and each refresh of a stored entry takes one. While calls are plenty
 * the credit is always there; when they run short, stored entries are refreshed less often and served meanwhile.
 */
import { nextKstMidnight } from '../time/kst.js';

export interface Credit {
  credit: number;
  /** When `credit` was worked out (epoch ms). */
  creditAt: number;
}

/** The credit a day starts with, and the most that accrues: a twentieth of the budget, at least one call. */
export const burstOf = (budget: number): number => Math.max(1, Math.ceil(budget / 20));

/** The credit at `now`, with `left` calls to spread until the next KST midnight. */
export function accrue({ credit, creditAt }: Credit, now: number, left: number, burst: number): Credit {
  const elapsed = Math.max(0, now - creditAt);
  const rate = left / Math.max(1, nextKstMidnight(now) - now);
  return { credit: Math.min(burst, credit + elapsed * rate), creditAt: now };
}
