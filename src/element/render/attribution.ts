import { html } from 'lit';
import type { Lang } from '../../format/lang.js';
import type { Strings } from '../../i18n/strings.js';
import { safeHttpUrl } from '../../model/safe-url.js';
import { OPERATOR } from '../operator.js';
import { renderExternalLink } from './external-link.js';

/** The source and the terms' disclaimer: rendered in every state, as the API's terms require. */
export function renderAttribution(t: Strings, lang: Lang) {
  const source = t.source(OPERATOR.sourceName);
  return html`<p part="attribution" lang=${lang}>
    ${renderExternalLink(OPERATOR.sourceUrl, source, t) ?? source}. ${t.disclaimer}
  </p>`;
}

/**
 * The same attribution as plain text, for data that leaves the element (the .ics file), which the
 * terms require to name the source too; the link becomes a line of its own.
 */
export function attributionText(t: Strings, { sourceName, sourceUrl } = OPERATOR): string {
  const url = safeHttpUrl(sourceUrl);
  return `${t.source(sourceName)}. ${t.disclaimer}${url ? `\n${url}` : ''}`;
}
