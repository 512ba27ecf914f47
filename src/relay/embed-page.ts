/**
 * The embed page, `GET /embed?<attributes>`: the element alone, its `base-url` the relay's own /v1, for an iframe on
 * any page (a sandboxed one too: WordPress, Notion). Without its script (or before it runs) the page shows what the
 * element would say of a wrong attribute, a link to the week's share page, and the attribution.
 */
import { SHARE_TEXT } from '../i18n/share-text.js';
import type { EmbedAttributes } from './embed-attributes.js';
import { escapeMarkup as esc } from './markup.js';
import type { PageHead } from './page-head.js';
import { page } from './page-head.js';
import { attributionMarkup, liveElement } from './share-html.js';
import { attributionOf } from './share-summary.js';

export interface EmbedPage {
  attributes: EmbedAttributes;
  /** The relay's public root. */
  root: string;
  head: PageHead;
  /** The frame's script, which posts the height. */
  frameScript: string;
}

export function embedPage({ attributes, root, head, frameScript }: EmbedPage): string {
  const { values, lang, problems } = attributes;
  const share = `${root}/share/week${lang === 'en' ? '?lang=en' : ''}`;
  const fallback = [
    '<article class="share">',
    ...problems.map((problem) => `<p role="alert">${esc(problem)}</p>`),
    `<p><a href="${esc(share)}" target="_blank" rel="noopener">${esc(SHARE_TEXT[lang].open)}</a></p>`,
    attributionMarkup(attributionOf(lang)),
    '</article>',
  ].join('\n');
  const element = liveElement({ ...values, 'base-url': `${root}/v1` }, fallback);
  return page(head, `${element}\n<script src="${esc(frameScript)}"></script>`).replace(
    '<body>',
    '<body class="embed">',
  );
}
