/** The client against the mock API through msw handlers, with a fake clock, fake timers and in-memory storage. */
import type { RequestHandler } from 'msw';
import { createClient, type ClientOptions } from '../../../src/client/client.js';
import { createMockApi, type MockApiOptions } from '../../../src/mock/api.js';
import { createMockHandlers } from '../../../src/mock/handlers.js';
import { FakeTime } from './fake-time.js';
import { MemoryStorage } from './memory-storage.js';
import { mswFetch } from './msw-fetch.js';

export interface HarnessOptions {
  /** The instant both the client and the mock start at. */
  start?: string;
  exposeHeaders?: MockApiOptions['exposeHeaders'];
  /** Handlers tried before the mock (for responses the mock cannot give), given the harness's origin. */
  before?: (origin: string) => RequestHandler[];
  /** How far the mock's clock is behind the client's, in ms. */
  serverLagMs?: number;
}

export function harness({
  start = '2026-11-21T12:00:00+09:00',
  exposeHeaders,
  before = () => [],
  serverLagMs = 0,
}: HarnessOptions = {}) {
  const time = new FakeTime(start);
  const api = createMockApi({ now: () => time.now - serverLagMs, sleep: time.sleep, exposeHeaders });
  // A fresh origin per harness keeps page-wide state (shared clients, Web Locks) apart between tests.
  const origin = `https://api-${Math.random().toString(36).slice(2)}.ipo-calendar.test`;
  const { fetch, requests, statuses } = mswFetch([...before(origin), ...createMockHandlers(api, origin)]);
  const storage = new MemoryStorage();
  const baseUrl = `${origin}/v1`;
  const options = (extra: Partial<ClientOptions> = {}): ClientOptions => ({
    baseUrl,
    apiKey: 'demo-key',
    fetch,
    storage,
    clock: time.clock,
    timers: time.timers,
    random: () => 0.5,
    locks: null,
    ...extra,
  });
  return {
    time,
    api,
    storage,
    baseUrl,
    origin,
    requests,
    statuses,
    options,
    /** A new client, as after a reload: nothing shared but the storage. */
    client: (extra: Partial<ClientOptions> = {}) => createClient(options(extra)),
    get calls() {
      return requests.length;
    },
  };
}
