/**
 * The words of a week's share, as link cards, the page and the images show them: the title ("이번 주 공모주 청약
 * 12/7–12/11: 오름시스템 외 2건"), the description naming each offering with its days, one line per entry, and the
 * attribution the API's terms require. Plain text, escaped where it is put.
 */
import type { Offering } from '../api/types.js';
import { API_SOURCE } from '../api/source.js';
import { brokerDisplayName } from '../brokers/names.js';
import type { Lang } from '../format/lang.js';
import { formatWon } from '../format/won.js';
import { SHARE_TEXT, shortDays } from '../i18n/share-text.js';
import { STRINGS } from '../i18n/tables.js';
import { addDays } from '../time/kst.js';
import { STAGES, stageSpan } from '../model/stages.js';
import { SHARED_STAGES, type SharedStage, type WeekEntry, type WeekShare } from './share-week.js';

export interface ShareLine {
  stage: SharedStage;
  stageLabel: string;
  name: string;
  days: string;
  /** The band or the final price, and for a subscription where to subscribe; '' when nothing is known. */
  detail: string;
  entry: WeekEntry;
}

export interface ShareSummary {
  title: string;
  description: string;
  lines: ShareLine[];
  /** The source, then the disclaimer. */
  attribution: [string, string];
}

/** The final price, else the band, as the detail panel names them; null when neither is known. */
export function priceText(offering: Offering, lang: Lang): string | null {
  const t = STRINGS[lang];
  if (offering.price_final !== null) return `${t.field.finalPrice} ${formatWon(offering.price_final, lang)}`;
  const { price_low: low, price_high: high } = offering;
  if (low !== null && high !== null) return `${t.field.priceBand} ${formatWon(low, lang)}~${formatWon(high, lang)}`;
  return null;
}

export function attributionOf(lang: Lang): [string, string] {
  const t = STRINGS[lang];
  return [t.source(API_SOURCE.sourceName), t.disclaimer];
}

function lineOf(entry: WeekEntry, lang: Lang): ShareLine {
  const t = STRINGS[lang];
  const { offering, stage, span } = entry;
  const brokers = offering.subscription_brokers.map((name) => brokerDisplayName(name, lang));
  const details = [
    priceText(offering, lang),
    stage === 'sub' && brokers.length > 0 ? `${t.field.brokers} ${brokers.join(', ')}` : null,
  ];
  return {
    stage,
    stageLabel: t.stage[stage],
    name: offering.corp_name,
    days: shortDays(span.from, span.to),
    detail: details.filter(Boolean).join(' · '),
    entry,
  };
}

/** An offering's card text: its stages with their days, "청약 12/8–12/9 · 환불 12/11 · 상장 12/18". */
export function offeringDescription(offering: Offering, lang: Lang): string {
  const t = STRINGS[lang];
  const stages = STAGES.flatMap((stage) => {
    const span = stageSpan(offering, stage);
    return span ? [`${t.stage[stage]} ${shortDays(span.from, span.to)}`] : [];
  });
  return [...stages, priceText(offering, lang)].filter(Boolean).join(' · ') || t.title;
}

/** `current`: the week is the one "this week" shares today. */
export function shareSummary(share: WeekShare, lang: Lang, current: boolean): ShareSummary {
  const text = SHARE_TEXT[lang];
  const { week, entries } = share;
  const subscriptions = entries.sub;
  const names = subscriptions.length
    ? text.names(subscriptions[0].offering.corp_name, subscriptions.length - 1)
    : text.none;
  const title = `${text.heading(current)} ${shortDays(week.monday, addDays(week.monday, 4))}: ${names}`;
  const lines = SHARED_STAGES.flatMap((stage) => entries[stage].map((entry) => lineOf(entry, lang)));
  const description = SHARED_STAGES.filter((stage) => entries[stage].length)
    .map(
      (stage) =>
        `${STRINGS[lang].stage[stage]}: ` +
        lines
          .filter((line) => line.stage === stage)
          .map((line) => `${line.name} ${line.days}`)
          .join(', '),
    )
    .join(' · ');
  return { title, description: description || text.none, lines, attribution: attributionOf(lang) };
}
