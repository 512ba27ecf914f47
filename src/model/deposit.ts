/**
 * The deposit (청약증거금) of the equal allocation (균등배정): since 2021 half of the retail shares go out equally to
 * everyone who subscribes the minimum, so the minimum subscription is what most readers put in. Its deposit is the
 * price times the minimum shares times the deposit rate, from the final price once set, else from the top of the
 * band, which brokers take before pricing. An estimate: brokers' minimums and rates differ, hence the assumptions
 * go with every amount.
 */
import type { Offering } from '../api/types.js';

/** What the deposit assumes; a site sets both (`min-shares`, `deposit-rate`). */
export interface DepositAssumptions {
  /** The minimum shares of the equal allocation, usually 10 (some offerings take 20). */
  minShares: number;
  /** The deposit rate in whole percent, usually 50. */
  depositRate: number;
}

export const DEFAULT_DEPOSIT_ASSUMPTIONS: DepositAssumptions = { minShares: 10, depositRate: 50 };

export interface Deposit extends DepositAssumptions {
  /** Whole won, rounded up: the reader needs at least this much. */
  amount: number;
  price: number;
  /** `final`: from `price_final`; `band-top`: from `price_high` before pricing. */
  basis: 'final' | 'band-top';
}

/** A price the deposit can rest on: a whole, positive won amount (a hostile body may send anything). */
const usable = (price: number | null): price is number => price !== null && Number.isSafeInteger(price) && price > 0;

/**
 * ⌈price × shares × rate / 100⌉ in integers: the product is a safe integer for any real price, and the division only
 * ever splits off its last two digits, so no fraction is rounded the wrong way (in floats 1,000 × 10 × 0.07 is
 * 700.0000000000001, which rounded up asks a won too many). Null when the product would leave the safe integers.
 */
function depositAmount(price: number, { minShares, depositRate }: DepositAssumptions): number | null {
  const hundredths = price * minShares * depositRate;
  if (!Number.isSafeInteger(hundredths)) return null;
  const remainder = hundredths % 100;
  return (hundredths - remainder) / 100 + (remainder ? 1 : 0);
}

/** The minimum deposit of an offering, or null without a usable price. */
export function minimumDeposit(
  { price_final, price_high }: Pick<Offering, 'price_final' | 'price_high'>,
  assumptions: DepositAssumptions,
): Deposit | null {
  const [price, basis] = usable(price_final)
    ? [price_final, 'final' as const]
    : usable(price_high)
      ? [price_high, 'band-top' as const]
      : [null, null];
  if (price === null || basis === null) return null;
  const amount = depositAmount(price, assumptions);
  return amount === null ? null : { amount, price, basis, ...assumptions };
}
