/**
 * The day by which a reader without an account at any broker that takes a planned offering must open one: the last
 * business day before its subscription starts, since some brokers refuse an account opened on the first subscription
 * day. A new account can be opened only once in 20 business days across all firms, so it is one firm at a time.
 */
import type { KstDate, Offering } from '../api/types.js';
import type { BrokerNames } from '../brokers/names.js';
import { addBusinessDays } from '../time/business-days.js';
import { brokerAccess } from './broker-access.js';

/** The days between two new accounts at any firms (단기간 다수 계좌 개설 제한). */
export const ACCOUNT_OPENING_INTERVAL_BUSINESS_DAYS = 20;

/**
 * The last day to open an account for `offering`, or null: when one of the reader's brokers takes it, when the reader
 * names none (nothing is known of their accounts, nor without the broker table, `names`), without a subscription
 * date, or once the day has passed.
 */
export function accountDeadline(
  offering: Offering,
  readerBrokers: readonly string[],
  names: BrokerNames | null,
  today: KstDate,
): KstDate | null {
  const access = brokerAccess(offering, readerBrokers, names);
  if (!access || access.mine || !offering.sub_start) return null;
  const deadline = addBusinessDays(offering.sub_start, -1);
  return deadline >= today ? deadline : null;
}
