import { html, nothing } from 'lit';
import type { QuotaState } from '../../client/client-types.js';
import type { Strings } from '../../i18n/strings.js';

/**
 * Remaining calls of the key today, as text and as a bar; nothing for a key without a limit. On a narrow
 * host, the numbers alone (the sentence in `title`), so that a busy notice has room beside them.
 */
export function renderQuota(quota: QuotaState, t: Strings, narrow: boolean) {
  const { limit, remaining } = quota;
  if (limit === null || remaining === null) return nothing;
  const sentence = t.quota(remaining, limit);
  return html`<span part="quota" role="group" aria-label=${t.quotaLabel} title=${sentence}>
    ${
      narrow
        ? `${remaining}/${limit}`
        : html`<meter
              aria-hidden="true"
              min="0"
              max=${limit}
              low=${Math.ceil(limit / 10)}
              optimum=${limit}
              value=${remaining}
            ></meter
            >${sentence}`
    }
  </span>`;
}
