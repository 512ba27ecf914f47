import { html, nothing } from 'lit';
import type { QuotaState } from '../../client/quota.js';
import type { Strings } from '../../i18n/strings.js';

/** Remaining calls of the key today, as text and as a bar; nothing for a key without a limit. */
export function renderQuota(quota: QuotaState, t: Strings) {
  const { limit, remaining } = quota;
  if (limit === null || remaining === null) return nothing;
  return html`<span part="quota" role="group" aria-label=${t.quotaLabel}>
    <meter aria-hidden="true" min="0" max=${limit} low=${Math.ceil(limit / 10)} optimum=${limit} value=${remaining}></meter>${t.quota(remaining, limit)}
  </span>`;
}
