/**
 * The cash of the reader's plan: each planned offering's deposit is locked from its subscription's first day until its
 * refund, which comes back that morning, so a refund on the day the next subscription starts pays for it. Two
 * subscriptions whose locks overlap need both deposits at once.
 */
import type { KstDate, Offering } from '../api/types.js';
import { addBusinessDays } from '../time/business-days.js';
import { minimumDeposit, type Deposit, type DepositAssumptions } from './deposit.js';

/** Brokers pay the deposit back two business days after the subscription ends, as a rule. */
export const REFUND_BUSINESS_DAYS = 2;

/** When an offering's deposit is locked: from `from` to the morning of `refund`, which is after `from`. */
export interface Lock {
  from: KstDate;
  refund: KstDate;
  /** The refund date is not in the data: worked out as {@link REFUND_BUSINESS_DAYS} after the subscription. */
  estimated: boolean;
}

export interface PlannedCash {
  offering: Offering;
  /** Null without a price. */
  deposit: Deposit | null;
  /** Null without a subscription date. */
  lock: Lock | null;
}

export function lockOf({ sub_start, sub_end, refund_date }: Offering): Lock | null {
  if (!sub_start) return null;
  const refund = refund_date ?? addBusinessDays(sub_end ?? sub_start, REFUND_BUSINESS_DAYS);
  // A refund on or before the first day would be a data error: the lock is then unknown rather than empty.
  return refund > sub_start ? { from: sub_start, refund, estimated: refund_date === null } : null;
}

export const plannedCash = (offerings: readonly Offering[], assumptions: DepositAssumptions): PlannedCash[] =>
  offerings.map((offering) => ({ offering, deposit: minimumDeposit(offering, assumptions), lock: lockOf(offering) }));

/** Whether a lock holds money on `date`: from its first day, until the morning of its refund. */
const holds = (lock: Lock, date: KstDate) => lock.from <= date && date < lock.refund;

/** The sum of the known deposits locked on `date`. */
export const lockedOn = (cash: readonly PlannedCash[], date: KstDate): number =>
  cash.reduce((sum, { lock, deposit }) => (lock && deposit && holds(lock, date) ? sum + deposit.amount : sum), 0);

/** A deposit that leaves or comes back on a day of the timeline. */
export interface CashMove {
  offering: Offering;
  amount: number;
  /** The refund's date is worked out, not the data's. */
  estimated: boolean;
}

/** A day the locked cash changes: the refunds of the morning, then the deposits, and what stays locked that day. */
export interface CashDay {
  date: KstDate;
  refunds: CashMove[];
  deposits: CashMove[];
  locked: number;
}

/**
 * The days the plan's locked cash changes, from `today` on, in date order: each subscription's first day and each
 * refund. An offering without a price or a subscription date has no amount or day to show, and is left out.
 */
export function cashTimeline(cash: readonly PlannedCash[], today: KstDate): CashDay[] {
  const days = new Map<KstDate, CashDay>();
  const dayOf = (date: KstDate) =>
    days.get(date) ?? days.set(date, { date, refunds: [], deposits: [], locked: 0 }).get(date)!;
  for (const { offering, deposit, lock } of cash) {
    if (!deposit || !lock) continue;
    const move = { offering, amount: deposit.amount, estimated: lock.estimated };
    if (lock.from >= today) dayOf(lock.from).deposits.push(move);
    if (lock.refund >= today) dayOf(lock.refund).refunds.push(move);
  }
  return [...days.values()]
    .sort((a, b) => (a.date < b.date ? -1 : 1))
    .map((day) => ({ ...day, locked: lockedOn(cash, day.date) }));
}

/** A planned subscription that starts while another planned one's deposit is still locked. */
export interface Overlap {
  /** The other planned offerings whose deposits are locked on its first day. */
  others: Offering[];
  /** The known deposits locked on its first day, its own included: the cash needed at once. */
  needed: number;
}

/**
 * The planned offerings, by id, that start before the refund of another: a subscription starting on the morning
 * another's refund comes back does not overlap it. Two starting the same day overlap each other.
 */
export function overlaps(cash: readonly PlannedCash[]): Map<string, Overlap> {
  const found = new Map<string, Overlap>();
  for (const entry of cash) {
    const start = entry.lock?.from;
    if (!start) continue;
    const others = cash.filter((other) => other !== entry && other.lock && holds(other.lock, start));
    if (others.length)
      found.set(entry.offering.id, { others: others.map(({ offering }) => offering), needed: lockedOn(cash, start) });
  }
  return found;
}
