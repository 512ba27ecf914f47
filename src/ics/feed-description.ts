/**
 * What a feed's event says beyond its summary. Every event: where the reader can subscribe (with their brokers), then
 * the attribution. A subscription's event says what the reader needs to act on it, so that a calendar without the
 * element holds it all: where to subscribe, the price (final, else the band), the minimum deposit with its
 * assumptions, the refund date and the DART filing.
 */
import type { Offering } from '../api/types.js';
import { brokerNames } from '../brokers/names.js';
import { formatDate } from '../format/date.js';
import type { Lang } from '../format/lang.js';
import { formatWon } from '../format/won.js';
import { brokerAccessText, brokerNamesText } from '../i18n/broker-access-text.js';
import { depositText } from '../i18n/money-text.js';
import { STRINGS } from '../i18n/tables.js';
import { brokerAccess } from '../model/broker-access.js';
import { DEFAULT_DEPOSIT_ASSUMPTIONS, minimumDeposit } from '../model/deposit.js';
import type { Stage } from '../model/stages.js';
import { safeHttpUrl } from '../util/safe-url.js';

/** "청약 가능: 키움증권 (주관사 기준, 확정 전)", or null without the reader's brokers or the offering's. */
function accessLine(offering: Offering, brokers: readonly string[], lang: Lang): string | null {
  const access = brokerAccess(offering, brokers, brokerNames);
  if (!access) return null;
  const t = STRINGS[lang];
  const note = access.unconfirmed ? ` (${t.brokerAccess.unconfirmed})` : '';
  return `${brokerAccessText(access, t, brokerNames)}${note}`;
}

/** The price the reader pays: the final price once set, else the band; null when neither is known. */
function priceLine({ price_final, price_low, price_high }: Offering, lang: Lang): string | null {
  const { field } = STRINGS[lang];
  if (price_final !== null) return `${field.finalPrice}: ${formatWon(price_final, lang)}`;
  if (price_low === null || price_high === null) return null;
  return `${field.priceBand}: ${formatWon(price_low, lang)}~${formatWon(price_high, lang)}`;
}

/** The lines of a subscription's event before the attribution. */
function subscriptionLines(offering: Offering, brokers: readonly string[], lang: Lang): (string | null)[] {
  const t = STRINGS[lang];
  const deposit = minimumDeposit(offering, DEFAULT_DEPOSIT_ASSUMPTIONS);
  const takers = brokerNamesText(offering.subscription_brokers, t, brokerNames);
  const dart = safeHttpUrl(offering.dart_url);
  return [
    // Where the reader can subscribe with their brokers, else every broker that takes it: first, as in every event.
    accessLine(offering, brokers, lang) ?? (takers ? `${t.field.brokers}: ${takers}` : null),
    priceLine(offering, lang),
    deposit && depositText(deposit, t),
    offering.refund_date && `${t.stage.refund}: ${formatDate(offering.refund_date, lang, 'weekday')}`,
    dart && `${t.field.dart}: ${dart}`,
    deposit && t.money.estimate,
  ];
}

/** The event's description: the stage's lines, a blank line, the attribution. */
export function feedDescription(
  offering: Offering,
  stage: Stage,
  { brokers, lang, attribution }: { brokers: readonly string[]; lang: Lang; attribution: string },
): string {
  const lines = stage === 'sub' ? subscriptionLines(offering, brokers, lang) : [accessLine(offering, brokers, lang)];
  const said = lines.filter((line): line is string => !!line);
  return said.length ? `${said.join('\n')}\n\n${attribution}` : attribution;
}
