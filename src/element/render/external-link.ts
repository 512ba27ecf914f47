import { html } from 'lit';
import type { Strings } from '../../i18n/strings.js';
import { safeHttpUrl } from '../../util/safe-url.js';

/**
 * A link that opens in a new tab, saying so (to sight with ↗, in words to screen readers), or null
 * unless `value` is an http(s) URL (never a `javascript:` one).
 */
export function renderExternalLink(value: unknown, label: string, t: Strings) {
  const url = safeHttpUrl(value);
  return (
    url &&
    html`<a href=${url} target="_blank" rel="noopener noreferrer"
      >${label}<span aria-hidden="true">↗</span><span class="visually-hidden">${t.newTab}</span></a
    >`
  );
}
