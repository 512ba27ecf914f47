/**
 * What a share page or card is made of when the relay has no body for it (the budget or the upstream refused, and
 * nothing is stored): the reader's words for "unavailable", the attribution, and the refusal's status and Retry-After.
 * Readers and link-card crawlers get a page or an image they can show, not the visitor API's JSON error. A 4xx of the
 * upstream is the relay's problem, not the reader's: a 502.
 */
import type { Lang } from '../format/lang.js';
import { SHARE_TEXT } from '../i18n/share-text.js';
import { escapeMarkup as esc } from './markup.js';
import { attributionMarkup } from './share-html.js';
import { attributionOf, type ShareSummary } from './share-summary.js';

/** The status and headers of the refusal's answer, as a page's. */
export function unavailableStatus(refusal: Response): { status: number; headers: Record<string, string> } {
  const retryAfter = refusal.headers.get('Retry-After');
  return {
    status: refusal.status >= 500 ? refusal.status : 502,
    headers: retryAfter === null ? {} : { 'Retry-After': retryAfter },
  };
}

/** The card's and the page's words: no lines, the attribution at the foot. */
export function unavailableSummary(lang: Lang): ShareSummary {
  const text = SHARE_TEXT[lang];
  return { title: text.unavailable, description: text.tryLater, lines: [], attribution: attributionOf(lang) };
}

/** The page's body. */
export function unavailableMarkup(summary: ShareSummary): string {
  return [
    '<article class="share">',
    `<h1>${esc(summary.title)}</h1>`,
    `<p>${esc(summary.description)}</p>`,
    attributionMarkup(summary.attribution),
    '</article>',
  ].join('\n');
}
