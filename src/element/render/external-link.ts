import { html } from 'lit';
import { safeHttpUrl } from '../../model/safe-url.js';

/** A link that opens in a new tab, or null unless `value` is an http(s) URL (never a `javascript:` one). */
export function renderExternalLink(value: unknown, label: string) {
  const url = safeHttpUrl(value);
  return url && html`<a href=${url} target="_blank" rel="noopener noreferrer">${label}</a>`;
}
