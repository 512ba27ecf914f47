/**
 * The bodies of the share pages, readable without JavaScript: a week's subscriptions, refunds and listings, or one
 * offering, with the attribution. The server's markup sits inside `<ipo-calendar>`, whose shadow root replaces it
 * where scripts run: the live element takes over the same content, below the page's heading. Every API text is escaped; links only for
 * http(s).
 */
import type { Offering } from '../api/types.js';
import { brokerDisplayName } from '../brokers/names.js';
import type { Lang } from '../format/lang.js';
import { SHARE_TEXT, longDays } from '../i18n/share-text.js';
import { STRINGS } from '../i18n/tables.js';
import { STAGES, stageSpan } from '../model/stages.js';
import { safeHttpUrl } from '../util/safe-url.js';
import { escapeMarkup as esc } from './markup.js';
import { priceText, type ShareLine, type ShareSummary } from './share-summary.js';
import { SHARED_STAGES } from './share-week.js';

/** The element's attributes, as the page sets them. */
export type ElementAttributes = Record<string, string>;

const attributes = (values: ElementAttributes) =>
  Object.entries(values)
    .map(([name, value]) => ` ${name}="${esc(value)}"`)
    .join('');

/** The live element, around the server's markup. */
export const liveElement = (values: ElementAttributes, inner: string) =>
  `<ipo-calendar${attributes(values)}>\n${inner}\n</ipo-calendar>`;

const link = (url: string | null, label: string) => {
  const safe = safeHttpUrl(url);
  return safe ? `<a href="${esc(safe)}" rel="noopener noreferrer">${esc(label)}</a>` : '';
};

export const attributionMarkup = ([source, disclaimer]: [string, string]) =>
  `<footer class="attribution"><p><strong>${esc(source)}</strong></p><p>${esc(disclaimer)}</p></footer>`;

function lineItem(line: ShareLine, lang: Lang, offeringUrl: (id: string) => string): string {
  const { offering, span } = line.entry;
  return [
    '<li>',
    `<a class="name" href="${esc(offeringUrl(offering.id))}">${esc(line.name)}</a>`,
    ` <time datetime="${esc(span.from)}">${esc(longDays(span.from, span.to, lang))}</time>`,
    line.detail ? ` <span class="detail">${esc(line.detail)}</span>` : '',
    ` ${link(offering.dart_url, STRINGS[lang].field.dart)}`,
    '</li>',
  ].join('');
}

/**
 * A week's schedule: a section per stage that has entries, the attribution. The title is the page's heading, outside
 * the element, so that the page keeps it where the element takes over (pages.ts).
 */
export function weekMarkup(summary: ShareSummary, lang: Lang, offeringUrl: (id: string) => string): string {
  const t = STRINGS[lang];
  const sections = SHARED_STAGES.map((stage) => {
    const lines = summary.lines.filter((line) => line.stage === stage);
    if (!lines.length) return '';
    return `<section><h2>${esc(t.stage[stage])}</h2><ul>${lines.map((line) => lineItem(line, lang, offeringUrl)).join('\n')}</ul></section>`;
  }).join('\n');
  const empty = summary.lines.length ? '' : `<p>${esc(SHARE_TEXT[lang].none)}</p>`;
  return `<article class="share">\n${sections}${empty}\n${attributionMarkup(summary.attribution)}\n</article>`;
}

/** One offering's markup: its stages with their days, the price, where to subscribe, the filing. */
export function offeringMarkup(offering: Offering, lang: Lang, attribution: [string, string]): string {
  const t = STRINGS[lang];
  const row = (label: string, value: string) => `<dt>${esc(label)}</dt><dd>${value}</dd>`;
  const stages = STAGES.flatMap((stage) => {
    const span = stageSpan(offering, stage);
    return span ? [row(t.stage[stage], esc(longDays(span.from, span.to, lang)))] : [];
  });
  const price = priceText(offering, lang);
  const brokers = offering.subscription_brokers.map((name) => brokerDisplayName(name, lang));
  const rows = [
    ...stages,
    ...(brokers.length ? [row(t.field.brokers, esc(brokers.join(', ')))] : []),
    ...(offering.lead_managers.length ? [row(t.field.leadManagers, esc(offering.lead_managers.join(', ')))] : []),
  ];
  const dart = link(offering.dart_url, t.field.dart);
  return [
    '<article class="share">',
    `<h1>${esc(SHARE_TEXT[lang].offeringTitle(offering.corp_name))}</h1>`,
    `<dl>${rows.join('\n')}</dl>`,
    price ? `<p>${esc(price)}</p>` : '',
    dart ? `<p>${dart}</p>` : '',
    attributionMarkup(attribution),
    '</article>',
  ].join('\n');
}
