import { html } from 'lit';
import type { Strings } from '../../i18n/strings.js';
import { OPERATOR } from '../operator.js';
import { renderExternalLink } from './external-link.js';

/** The source and the terms' disclaimer: rendered in every state, as the API's terms require. */
export function renderAttribution(t: Strings) {
  const source = t.source(OPERATOR.sourceName);
  return html`<p part="attribution">
    ${renderExternalLink(OPERATOR.sourceUrl, source) ?? source}.
    ${t.disclaimer}
  </p>`;
}
