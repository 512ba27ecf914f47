import { html, nothing } from 'lit';
import { cashDayText, overlapText } from '../../i18n/money-text.js';
import type { Strings } from '../../i18n/strings.js';
import type { PlanView } from '../../model/plan-view.js';

/**
 * The reader's cash timeline: each day their locked deposits change, with what stays locked, and on the first day of
 * a subscription that starts before another's refund, the cash it needs at once. Nothing without a plan.
 */
export function renderCash({ timeline, overlaps }: PlanView, t: Strings) {
  if (timeline.length === 0) return nothing;
  return html`<section part="cash" aria-labelledby="cash-title">
    <h3 id="cash-title">${t.money.cash}</h3>
    <ul>
      ${timeline.map((day) => {
        const overlap = day.deposits.map(({ offering }) => overlaps.get(offering.id)).find(Boolean);
        // The separator as a value: the bundle's minifier trims a template's leading space.
        return html`<li>
          ${cashDayText(day, t)}${
            overlap ? html`${' · '}<strong class="overlap">${overlapText(overlap, t)}</strong>` : nothing
          }
        </li>`;
      })}
    </ul>
  </section>`;
}
