/** The relay's daily budget of upstream calls, and the part of it reserved for yesterday's common queries. */

/** The default budget's share of the key's daily limit: the rest covers other uses of the key and retries elsewhere. */
export const DEFAULT_SHARE = 0.9;
/** The share of each day's budget reserved for the queries most asked the day before. */
export const RESERVE_SHARE = 0.2;

/**
 * Calls a day: `--budget`, else 90 % of the key's limit once the first answer tells it; null for no cap (a key
 * without a limit); undefined while nothing tells it yet (calls are then made one at a time).
 */
export function dailyBudget(
  flag: number | undefined,
  learntLimit: number | null | undefined,
): number | null | undefined {
  if (flag !== undefined) return flag;
  return learntLimit == null ? learntLimit : Math.floor(learntLimit * DEFAULT_SHARE);
}

/** How many of yesterday's common queries hold a reserved call. */
export const reserveSize = (budget: number | null | undefined): number =>
  budget == null ? 0 : Math.ceil(budget * RESERVE_SHARE);
