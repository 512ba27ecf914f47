import { html, nothing } from 'lit';
import type { Strings } from '../../i18n/strings.js';
import type { Notes } from '../../model/element-view.js';

/** Notes about the data shown: a refresh that failed (`failure`, rendered), stale data, a truncated answer. */
export function renderNotices({ staleSince, truncated }: Notes, failure: unknown, now: number, t: Strings) {
  const stale = staleSince === null ? nothing : html`<p part="notice stale">${t.stale(staleSince, now)}</p>`;
  const cut = truncated
    ? html`<p part="notice truncated">${t.truncated(truncated.count, truncated.total)}</p>`
    : nothing;
  return html`${failure} ${stale} ${cut}`;
}

/** When the service's data last changed; when that is not said, an empty line that holds its place. */
export function renderUpdated(updatedAt: number | null, t: Strings) {
  return html`<p part="notice updated">${updatedAt === null ? '\u00a0' : t.dataChanged(updatedAt)}</p>`;
}
