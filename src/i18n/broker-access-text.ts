import type { BrokerNames } from '../brokers/names.js';
import type { BrokerAccess } from '../model/broker-access.js';
import type { Strings } from './strings.js';

/**
 * "청약 가능: 키움증권" / "계좌 필요: 삼성증권, NH투자증권", and in English "Subscribe at: Kiwoom Securities" / "Account
 * needed: …" with the firms' English names: an English reader may not read Hangul, and the English name is the one
 * the firm's English site and app use. A firm the table does not know keeps its name as written.
 */
export function brokerAccessText({ mine, brokers }: BrokerAccess, t: Strings, names: BrokerNames): string {
  const { subscribe, account } = t.brokerAccess;
  const listed = brokerNamesText(brokers, t, names);
  return mine ? subscribe(listed) : account(listed);
}

/** Firms' names in the table's language, comma-separated: "Kiwoom Securities, Samsung Securities". */
export const brokerNamesText = (brokers: readonly string[], { lang }: Strings, names: BrokerNames): string =>
  brokers.map((name) => names.brokerDisplayName(name, lang)).join(', ');
