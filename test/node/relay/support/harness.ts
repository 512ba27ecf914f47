/**
 * The relay's core in-process in front of the mock API's core (through msw handlers), on a fake clock and timers:
 * every upstream request is recorded, every log line kept.
 */
import type { RequestHandler } from 'msw';
import { createMockApi } from '../../../../src/mock/api.js';
import { createMockHandlers } from '../../../../src/mock/handlers.js';
import { createRelay, type Relay, type RelayOptions } from '../../../../src/relay/relay.js';
import { StateStorage } from '../../../../src/relay/state-storage.js';
import { FakeTime } from '../../../support/fake-time.js';
import { mswFetch } from '../../../support/msw-fetch.js';

export const UPSTREAM = 'https://upstream.relay.test';
export const ENDPOINT = '/v1/upcoming-ipos';

export interface HarnessOptions extends Partial<RelayOptions> {
  start?: string;
  /** Handlers tried before the mock (answers the mock cannot give). */
  before?: RequestHandler[];
  /** The mock's offerings (its `data` option); default its fixtures. */
  data?: unknown;
}

export function relayHarness({
  start = '2026-11-23T10:00:00+09:00',
  before = [],
  data,
  ...options
}: HarnessOptions = {}) {
  const time = new FakeTime(start);
  const api = createMockApi({ now: time.clock, sleep: time.sleep, data });
  const upstream = mswFetch([...before, ...createMockHandlers(api, UPSTREAM)]);
  const logs: string[] = [];
  const make = (state?: ReturnType<Relay['state']>) =>
    createRelay({
      upstream: `${UPSTREAM}/v1`,
      apiKey: 'demo-key',
      fetch: upstream.fetch,
      clock: time.clock,
      timers: time.timers,
      random: () => 0.5,
      log: (line) => logs.push(line),
      ...options,
      ...(state && {
        storage: new StateStorage(Object.entries(state.storage)),
        ledger: state.ledger,
        sequences: state.sequences,
      }),
    });
  const harness = {
    time,
    api,
    logs,
    relay: make(),
    /** Upstream requests made, retries included. */
    get calls() {
      return upstream.requests.length;
    },
    requests: upstream.requests,
    /** A visitor's GET (or another method) of `target`, relative to the relay's root. */
    get(target: string, headers: Record<string, string> = {}, method = 'GET') {
      return harness.relay.handle(new Request(`http://relay.test${target}`, { headers, method }));
    },
    /** The relay started again from the state it would have saved. */
    restart() {
      harness.relay = make(JSON.parse(JSON.stringify(harness.relay.state())));
    },
    async health() {
      return (await harness.get('/healthz')).json();
    },
  };
  return harness;
}
