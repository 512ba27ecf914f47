import { html } from 'lit';
import type { Lang } from '../../format/lang.js';
import type { Strings } from '../../i18n/strings.js';
import { OPERATOR } from '../operator.js';
import { renderExternalLink } from './external-link.js';

/** The source and the terms' disclaimer: rendered in every state, as the API's terms require. */
export function renderAttribution(t: Strings, lang: Lang) {
  const source = t.source(OPERATOR.sourceName);
  return html`<p part="attribution" lang=${lang}>
    ${renderExternalLink(OPERATOR.sourceUrl, source, t) ?? source}. ${t.disclaimer}
  </p>`;
}
