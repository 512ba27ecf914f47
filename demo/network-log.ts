/**
 * The network log: each call the mock answered (the query, whether it was conditional, the status and the quota left)
 * and the element's events: each load and error, which tells when the cache answered and no call was made, and the
 * changes, brokers and plans it told, which show that none made a call of its own.
 */
import { html, nothing } from 'lit';
import type { Source } from '../src/client/client-types.js';
import type { IpoChangeEvent } from '../src/element/events.js';
import { kstIso } from '../src/mock/api.js';

export type LogEntry = { at: number } & (
  | { kind: 'call'; query: string; conditional: boolean; status: number; remaining: string | null }
  | { kind: 'load'; source: Source }
  | { kind: 'error'; error: string; status: number | null }
  | { kind: 'change'; changes: IpoChangeEvent['detail']['changes'] }
  | { kind: 'brokers'; brokers: readonly string[] }
  | { kind: 'plan'; ids: readonly string[] }
);

/** A call as the log shows it: never its key. */
export function callEntry(request: Request, response: Response, at: number): LogEntry {
  const params = [...new URL(request.url).searchParams].map(([name, value]) => `${name}=${value}`);
  return {
    at,
    kind: 'call',
    query: params.length ? `?${params.join('&')}` : '(none)',
    conditional: request.headers.has('If-None-Match'),
    status: response.status,
    remaining: response.headers.get('X-RateLimit-Remaining'),
  };
}

const SOURCES: Record<Source, string> = {
  network: 'a body from the network',
  revalidated: 'the stored copy, confirmed by a 304',
  cache: 'no call: the cache answered',
  stale: 'the stored copy, as the call failed',
};

/** The log keeps this many entries, the newest. */
const KEPT = 200;

/** The entries, newest first, and whoever shows them. */
export class NetworkLog {
  readonly entries: LogEntry[] = [];
  #listeners: (() => void)[] = [];

  add(entry: LogEntry): void {
    this.entries.unshift(entry);
    this.entries.splice(KEPT);
    for (const listener of this.#listeners) listener();
  }

  clear(): void {
    this.entries.length = 0;
    for (const listener of this.#listeners) listener();
  }

  onChange(listener: () => void): void {
    this.#listeners.push(listener);
  }
}

const timeOf = (at: number) => kstIso(at).slice(11, 19);

/** A field's value as the API sent it: a date or a name as written, a number, null or a list as JSON. */
const valueText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** What `ipo-change` told: each offering's moved fields, before → after. */
const changesText = (changes: IpoChangeEvent['detail']['changes']) =>
  changes
    .map(
      ({ corp_name, fields }) =>
        `${corp_name}: ${fields.map(({ field, before, after }) => `${field} ${valueText(before)} → ${valueText(after)}`).join(', ')}`,
    )
    .join('; ');

/** A query's parameters, each kept whole, with a line break allowed after each `&` only. */
const queryParts = (query: string) =>
  query.split('&').map((part, index) => html`${index ? html`&<wbr />` : nothing}<span class="param">${part}</span>`);

function renderEntry(entry: LogEntry) {
  const time = html`<td><time datetime=${kstIso(entry.at)}>${timeOf(entry.at)}</time></td>`;
  switch (entry.kind) {
    case 'call':
      return html`<tr class="call">
        ${time}
        <td>GET</td>
        <td class="query"><code>${queryParts(entry.query)}</code></td>
        <td>${entry.conditional ? 'sent' : '—'}</td>
        <td class="status status-${Math.floor(entry.status / 100)}xx">${entry.status}</td>
        <td>${entry.remaining ?? '—'}</td>
      </tr>`;
    case 'load':
      return html`<tr class="load">
        ${time}
        <td>ipo-load</td>
        <td class="note" colspan="4">${entry.source}: ${SOURCES[entry.source]}</td>
      </tr>`;
    case 'error':
      return html`<tr class="error">
        ${time}
        <td>ipo-error</td>
        <td class="note" colspan="4">${entry.error}${entry.status === null ? nothing : ` (${entry.status})`}</td>
      </tr>`;
    case 'change':
      return html`<tr class="change">
        ${time}
        <td>ipo-change</td>
        <td class="note" colspan="4">${changesText(entry.changes)}</td>
      </tr>`;
    case 'brokers':
      return html`<tr class="brokers">
        ${time}
        <td>ipo-brokers-change</td>
        <td class="note" colspan="4">the brokers in effect: ${entry.brokers.join(', ') || 'none'}</td>
      </tr>`;
    case 'plan':
      return html`<tr class="plan">
        ${time}
        <td>ipo-plan-change</td>
        <td class="note" colspan="4">the offerings planned: ${entry.ids.join(', ') || 'none'}</td>
      </tr>`;
  }
}

export function renderLog(log: NetworkLog) {
  return html`<button type="button" @click=${() => log.clear()}>Clear</button>
    <p id="log-about">API calls and the element's events, newest first (times on the mock's KST clock)</p>
    <div class="log-entries" role="region" aria-label="Log entries" tabindex="0">
      <table aria-describedby="log-about">
        <thead>
          <tr>
            <th scope="col">time</th>
            <th scope="col">what</th>
            <th scope="col">query</th>
            <th scope="col">If-None-Match</th>
            <th scope="col">status</th>
            <th scope="col">X-RateLimit-Remaining</th>
          </tr>
        </thead>
        <tbody>
          ${
            log.entries.length
              ? log.entries.map(renderEntry)
              : html`<tr>
                  <td colspan="6">Nothing yet.</td>
                </tr>`
          }
        </tbody>
      </table>
    </div>`;
}
