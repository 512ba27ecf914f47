import { html } from 'lit';
import type { Strings } from '../../i18n/strings.js';
import { safeHttpUrl } from '../../model/safe-url.js';
import { OPERATOR } from '../operator.js';

/** The source and the terms' disclaimer: rendered in every state, as the API's terms require. */
export function renderAttribution(t: Strings) {
  const url = safeHttpUrl(OPERATOR.sourceUrl);
  const source = t.source(OPERATOR.sourceName);
  return html`<p part="attribution">
    ${url ? html`<a href=${url} target="_blank" rel="noopener noreferrer">${source}</a>` : source}.
    ${t.disclaimer}
  </p>`;
}
