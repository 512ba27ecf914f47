import { brokerDisplayName } from '../brokers/names.js';
import type { Lang } from '../format/lang.js';
import { STRINGS } from './tables.js';
import type { BrokerAccess } from '../model/broker-access.js';

/**
 * "청약 가능: 키움증권" / "계좌 필요: 삼성증권, NH투자증권", and in English "Subscribe at: Kiwoom Securities" / "Account
 * needed: …" with the firms' English names: an English reader may not read Hangul, and the English name is the one
 * the firm's English site and app use. A firm the table does not know keeps its name as written.
 */
export function brokerAccessText({ mine, brokers }: BrokerAccess, lang: Lang): string {
  const { subscribe, account } = STRINGS[lang].brokerAccess;
  const names = brokerNamesText(brokers, lang);
  return mine ? subscribe(names) : account(names);
}

/** Firms' names in the language, comma-separated: "Kiwoom Securities, Samsung Securities". */
export const brokerNamesText = (names: readonly string[], lang: Lang): string =>
  names.map((name) => brokerDisplayName(name, lang)).join(', ');
