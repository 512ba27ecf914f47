import { html, nothing } from 'lit';
import type { Listed } from '../../client/client.js';
import type { Strings } from '../../i18n/strings.js';

/** Notes about the data shown: a refresh that failed (`failure`), stored data that is stale, a truncated answer. */
export function renderNotices(listed: Listed | null, failure: unknown, now: number, t: Strings) {
  const data = listed?.data;
  const stale = listed?.stale ? html`<p part="notice stale">${t.stale(listed.fetchedAt, now)}</p>` : nothing;
  const truncated =
    data && data.total > data.count
      ? html`<p part="notice truncated">${t.truncated(data.count, data.total)}</p>`
      : nothing;
  return html`${failure} ${stale} ${truncated}`;
}

/** When the service's data last changed; before it is known, an empty line that holds its place. */
export function renderUpdated(updatedAt: number | null, t: Strings) {
  return html`<p part="notice updated">${updatedAt === null ? '\u00a0' : t.dataChanged(updatedAt)}</p>`;
}
