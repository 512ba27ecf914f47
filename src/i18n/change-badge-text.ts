import type { BrokerNames } from '../brokers/names.js';
import type { Lang } from '../format/lang.js';
import type { DaySpan } from '../model/date-range.js';
import type { Snapshot } from '../model/snapshot.js';
import { stageSpan, STAGES, type Stage } from '../model/stages.js';
import { formatDate } from '../format/date.js';
import { groupDigits } from '../format/won.js';
import type { Strings } from './strings.js';

/** "11/20", or a period: "11/20~21", "11/30~12/1" (in English with an en dash). */
function daysText({ from, to }: DaySpan, lang: Lang): string {
  const start = formatDate(from, lang, 'numeric');
  if (from === to) return start;
  const end = from.slice(0, 7) === to.slice(0, 7) ? String(+to.slice(8)) : formatDate(to, lang, 'numeric');
  return `${start}${lang === 'ko' ? '~' : '–'}${end}`;
}

/**
 * A stage that moved: its start dates when the start moved ("청약 11/20→12/4"), else its periods, whose end moved
 * ("청약 11/20~21→11/20~24"); null when its days are the same.
 */
function stageChange(stage: Stage, seen: Snapshot, latest: Snapshot, t: Strings): string | null {
  const [was, is] = [stageSpan(seen, stage), stageSpan(latest, stage)];
  if (was?.from === is?.from && was?.to === is?.to) return null;
  const startMoved = was?.from !== is?.from;
  const write = (span: DaySpan | null) =>
    !span ? t.change.unknown : startMoved ? formatDate(span.from, t.lang, 'numeric') : daysText(span, t.lang);
  return `${t.stage[stage]} ${write(was)}→${write(is)}`;
}

const amount = (value: number | null) => (value === null ? null : groupDigits(value));

/** "12,000–14,000", one amount when both ends agree, null unless both are known. */
const band = ({ price_low: low, price_high: high }: Snapshot) =>
  low === null || high === null ? null : low === high ? amount(low) : `${amount(low)}–${amount(high)}`;

/** "밴드 12,000–14,000 → 10,000–12,000 원" / "Band ₩12,000–14,000 → ₩10,000–12,000"; null when equal. */
function amountChange(label: string, before: string | null, after: string | null, t: Strings): string | null {
  if (before === after) return null;
  const write = (text: string | null) => (text === null ? t.change.unknown : t.lang === 'ko' ? text : `₩${text}`);
  return `${label} ${write(before)} → ${write(after)}${t.lang === 'ko' ? ' 원' : ''}`;
}

/**
 * "증권사 +삼성증권 −키움증권": the firms that came and went; null when the same firms take it, or without the broker
 * table (`names`), which the element loads whenever the lists differ as written.
 */
function brokersChange(seen: Snapshot, latest: Snapshot, t: Strings, names: BrokerNames | null): string | null {
  if (!names) return null;
  const { distinctBrokers, brokerKey, brokerDisplayName } = names;
  const [was, is] = [distinctBrokers(seen.subscription_brokers), distinctBrokers(latest.subscription_brokers)];
  const missingFrom = (list: string[]) => (name: string) => !list.some((other) => brokerKey(other) === brokerKey(name));
  const moves = [
    ...is.filter(missingFrom(was)).map((name) => `+${brokerDisplayName(name, t.lang)}`),
    ...was.filter(missingFrom(is)).map((name) => `\u2212${brokerDisplayName(name, t.lang)}`),
  ];
  return moves.length === 0 ? null : `${t.change.brokers} ${moves.join(' ')}`;
}

/**
 * The text of a `badge change` part: what moved from what to what since the reader looked, the stages in their
 * order, then the band, the final price and the brokers, joined by " · ". Empty when nothing the reader sees moved.
 */
export function changeBadgeText(seen: Snapshot, latest: Snapshot, t: Strings, names: BrokerNames | null): string {
  return [
    ...STAGES.map((stage) => stageChange(stage, seen, latest, t)),
    amountChange(t.change.band, band(seen), band(latest), t),
    amountChange(t.change.finalPrice, amount(seen.price_final), amount(latest.price_final), t),
    brokersChange(seen, latest, t, names),
  ]
    .filter((part) => part !== null)
    .join(' · ');
}
