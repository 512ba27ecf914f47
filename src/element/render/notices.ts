import { html, nothing } from 'lit';
import type { Strings } from '../../i18n/strings.js';
import type { Notes } from '../../model/element-view.js';

/**
 * Notes about the data shown: a refresh that failed (`failure`, rendered), stale data, a truncated answer, and in the
 * month view the reader's cash (`cash`, rendered, or `nothing`). Together in one block, which the month view holds to
 * a few lines: what does not fit scrolls inside it, so it takes the keyboard focus too (a failure without a retry
 * button has nothing else that would).
 */
export function renderNotices(notes: Notes, failure: unknown, now: number, t: Strings, cash: unknown = nothing) {
  const { staleSince, truncated } = notes;
  if (!notes.failure && staleSince === null && !truncated && cash === nothing) return nothing;
  const stale = staleSince === null ? nothing : html`<p part="notice stale">${t.stale(staleSince, now)}</p>`;
  const cut = truncated
    ? html`<p part="notice truncated">${t.truncated(truncated.count, truncated.total)}</p>`
    : nothing;
  return html`<div class="notes" tabindex="0">${failure} ${stale} ${cut} ${cash}</div>`;
}

/** When the service's data last changed; when that is not said, an empty line that holds its place. */
export function renderUpdated(updatedAt: number | null, t: Strings) {
  return html`<p part="notice updated">${updatedAt === null ? '\u00a0' : t.dataChanged(updatedAt)}</p>`;
}
