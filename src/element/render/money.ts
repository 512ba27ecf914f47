import { html, nothing } from 'lit';
import type { Offering } from '../../api/types.js';
import { accountText, depositText, overlapText } from '../../i18n/money-text.js';
import type { Strings } from '../../i18n/strings.js';
import type { OfferingMarks } from '../../model/offering-marks.js';

/** "균등 최소 증거금 약 100,000원 (10주 · 50%)"; nothing without a price. */
export function renderDeposit({ deposit }: OfferingMarks, t: Strings) {
  return deposit ? html`<span part="deposit">${depositText(deposit, t)}</span>` : nothing;
}

/**
 * The toggle that puts an offering in the reader's plan or takes it out. Its name says which offering, as the list
 * has one per row; its state is `aria-pressed`, so the name does not change with it.
 */
export function renderPlanToggle(
  offering: Offering,
  { planned }: OfferingMarks,
  t: Strings,
  toggle: (offering: Offering, planned: boolean) => void,
) {
  return html`<button
    part="plan${planned ? ' planned' : ''}"
    aria-pressed=${planned}
    @click=${() => toggle(offering, !planned)}
  >
    ${t.money.plan}<span class="visually-hidden" lang="ko">: ${offering.corp_name}</span>
  </button>`;
}

/** What a planned offering asks of the reader: cash at once for an overlap, an account to open in time. */
export function renderPlanNotes({ overlap, accountBy }: OfferingMarks, t: Strings) {
  if (!overlap && !accountBy) return nothing;
  return html`<div class="row">
    ${overlap ? html`<span class="overlap">${overlapText(overlap, t)}</span>` : nothing}
    ${accountBy ? html`<span class="account">${accountText(accountBy, t)}</span>` : nothing}
  </div>`;
}
