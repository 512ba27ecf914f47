/**
 * What the element says of an offering beyond the API's fields: where the reader can subscribe, what moved since
 * they looked, the deposit it needs and where it stands in the reader's plan. The list, the month's bars, the day list
 * and the panel all show them.
 */
import type { KstDate, Offering } from '../api/types.js';
import type { BrokerNames } from '../brokers/names.js';
import { brokerAccess, type BrokerAccess } from './broker-access.js';
import type { Overlap } from './cash-plan.js';
import type { ShownChange } from './change-memory.js';
import { minimumDeposit, type Deposit, type DepositAssumptions } from './deposit.js';
import type { PlanView } from './plan-view.js';

export interface OfferingMarks {
  /** Null while the reader names no broker, or the offering none yet. */
  access: BrokerAccess | null;
  /** Null when nothing moved, or the reader has opened it since. */
  change: ShownChange | null;
  /** The minimum deposit; null without a price. */
  deposit: Deposit | null;
  /** In the reader's plan. */
  planned: boolean;
  /** A planned subscription that starts before another planned one's refund. */
  overlap: Overlap | null;
  /** Planned, and none of the reader's brokers takes it: the last day to open an account. */
  accountBy: KstDate | null;
}

/** What the marks are made from: the brokers in effect, and the change memory. */
export interface MarkSources {
  brokers: readonly string[];
  /** The broker table's look-ups, which match the brokers: null until the element has loaded them. */
  brokerNames: BrokerNames | null;
  changeOf(offering: Offering): ShownChange | null;
  assumptions: DepositAssumptions;
  plan: PlanView;
}

export const marksOf = (offering: Offering, sources: MarkSources): OfferingMarks => {
  const { brokers, brokerNames, changeOf, assumptions, plan } = sources;
  return {
    access: brokerAccess(offering, brokers, brokerNames),
    change: changeOf(offering),
    deposit: minimumDeposit(offering, assumptions),
    planned: plan.ids.has(offering.id),
    overlap: plan.overlaps.get(offering.id) ?? null,
    accountBy: plan.accounts.get(offering.id) ?? null,
  };
};

/** Whether the reader should notice the offering first: one of their brokers takes it, or it moved. */
export const isNoticed = ({ access, change }: OfferingMarks): boolean => access?.mine === true || change !== null;

/** The `part` tokens of an offering's marks: `mine` when one of the reader's brokers takes it, `unconfirmed` when
 * that rests on the lead managers, `changed` when it moved, `planned` in the reader's plan, `overlap` when it starts
 * before another planned one's refund. */
export function markTokens({ access, change, planned, overlap }: OfferingMarks): string[] {
  return [
    access?.mine ? 'mine' : '',
    access?.mine && access.unconfirmed ? 'unconfirmed' : '',
    change ? 'changed' : '',
    planned ? 'planned' : '',
    overlap ? 'overlap' : '',
  ].filter(Boolean);
}
