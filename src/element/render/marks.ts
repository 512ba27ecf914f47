import { html, nothing } from 'lit';
import type { BrokerNames } from '../../brokers/names.js';
import { brokerAccessText } from '../../i18n/broker-access-text.js';
import { changeBadgeText } from '../../i18n/change-badge-text.js';
import type { Strings } from '../../i18n/strings.js';
import type { OfferingMarks } from '../../model/offering-marks.js';

/**
 * Where the reader can subscribe ("청약 가능: 키움증권"), or which account they would need; marked while it rests on
 * the lead managers. Nothing without the reader's brokers (matched with the broker table, `names`).
 */
export function renderAccess({ access }: OfferingMarks, t: Strings, names: BrokerNames | null) {
  if (!access || !names) return nothing;
  const text = brokerAccessText(access, t, names);
  const part = access.mine ? 'access mine' : 'access';
  // The space inside one template: the build's template minifier trims a template's leading whitespace.
  return access.unconfirmed
    ? html`<span part=${part}>${text} <span class="muted">(${t.brokerAccess.unconfirmed})</span></span>`
    : html`<span part=${part}>${text}</span>`;
}

/** What moved since the reader looked ("Δ 청약 11/20→12/4 · 밴드 …"); nothing when nothing did. */
export function renderChangeBadge({ change }: OfferingMarks, t: Strings, names: BrokerNames | null) {
  const text = change && changeBadgeText(change.seen, change.latest, t, names);
  if (!text) return nothing;
  return html`<span part="badge change"
    ><span aria-hidden="true">Δ</span><span class="visually-hidden">${t.change.label}</span> ${text}</span
  >`;
}
