/**
 * What the element shows of the reader's plan: which offerings are in it, the cash timeline, the subscriptions that
 * start before another's refund, and the accounts still to open. Worked out once a render from the planned
 * offerings as shown (the loaded copy where there is one).
 */
import type { KstDate, Offering } from '../api/types.js';
import type { BrokerNames } from '../brokers/names.js';
import { accountDeadline } from './account-deadline.js';
import { cashTimeline, overlaps, plannedCash, type CashDay, type Overlap } from './cash-plan.js';
import type { DepositAssumptions } from './deposit.js';

export interface PlanView {
  ids: ReadonlySet<string>;
  /** Empty without a plan: the element then shows no cash strip. */
  timeline: readonly CashDay[];
  overlaps: ReadonlyMap<string, Overlap>;
  /** The last day to open an account, by id, for the planned offerings none of the reader's brokers takes. */
  accounts: ReadonlyMap<string, KstDate>;
}

export const NO_PLAN: PlanView = { ids: new Set(), timeline: [], overlaps: new Map(), accounts: new Map() };

export function planView(
  planned: readonly Offering[],
  sources: {
    assumptions: DepositAssumptions;
    brokers: readonly string[];
    brokerNames: BrokerNames | null;
    today: KstDate;
  },
): PlanView {
  const { assumptions, brokers, brokerNames, today } = sources;
  if (planned.length === 0) return NO_PLAN;
  const cash = plannedCash(planned, assumptions);
  const accounts = planned.flatMap((offering) => {
    const deadline = accountDeadline(offering, brokers, brokerNames, today);
    return deadline ? [[offering.id, deadline] as const] : [];
  });
  return {
    ids: new Set(planned.map(({ id }) => id)),
    timeline: cashTimeline(cash, today),
    overlaps: overlaps(cash),
    accounts: new Map(accounts),
  };
}
