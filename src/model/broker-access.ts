import type { Offering } from '../api/types.js';
import type { BrokerNames } from '../brokers/names.js';

/** Where a reader stands with an offering, given the brokers at which they hold an account. */
export interface BrokerAccess {
  /** One of the reader's brokers takes the offering. */
  mine: boolean;
  /** The brokers are the lead managers: `subscription_brokers` is still empty, so they may yet differ. */
  unconfirmed: boolean;
  /** Canonical names, in the API's order: the reader's brokers that take it when `mine`, else every one that does. */
  brokers: readonly string[];
}

/**
 * Where the reader can subscribe, or at which broker they would need an account (one is enough: since 2021-06-20 an
 * offering takes one subscription per person). The brokers are `subscription_brokers`; while that is empty, the lead
 * managers, marked unconfirmed and without the foreign firms that take no retail subscription. Names match under any
 * spelling the broker table (`names`) knows, other names by their normalized text. Null when there is nothing to say:
 * the reader has named no broker, or the offering no broker yet, or the table is not there (the element loads it
 * whenever brokers are named).
 */
export function brokerAccess(
  offering: Pick<Offering, 'subscription_brokers' | 'lead_managers'>,
  readerBrokers: readonly string[],
  names: BrokerNames | null,
): BrokerAccess | null {
  if (!names) return null;
  const mine = new Set(readerBrokers.map(names.brokerKey).filter(Boolean));
  if (mine.size === 0) return null;
  const confirmed = names.distinctBrokers(offering.subscription_brokers);
  const unconfirmed = confirmed.length === 0;
  const takers = unconfirmed
    ? names.distinctBrokers(offering.lead_managers).filter((name) => names.findBroker(name)?.retail !== false)
    : confirmed;
  if (takers.length === 0) return null;
  const matches = takers.filter((name) => mine.has(names.brokerKey(name)));
  return { mine: matches.length > 0, unconfirmed, brokers: matches.length > 0 ? matches : takers };
}
