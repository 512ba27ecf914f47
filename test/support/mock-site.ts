/**
 * The mock API at a fresh origin, answered in the page by msw's handlers (the matching msw's service worker does) and
 * on the site's FakeTime: the mock reads that clock and waits on those timers, which a service worker could not.
 *
 * Client tests inject `site.fetch` into the clients they make; the element's client uses the page's fetch, which is
 * routed to every site made in the page by its origin.
 */
import type { RequestHandler } from 'msw';
import { createClient, type ClientOptions } from '../../src/client/client.js';
import type { IpoClient } from '../../src/client/client-types.js';
import { ClientRegistry } from '../../src/client/registry.js';
import { createMockApi, type MockApi, type MockApiOptions } from '../../src/mock/api.js';
import { createMockHandlers } from '../../src/mock/handlers.js';
import { FakeTime } from './fake-time.js';
import { MemoryStorage } from './memory-storage.js';
import { mswFetch } from './msw-fetch.js';

/** 10:00 KST, Monday 2026-11-23: where a site's time starts unless told otherwise. */
export const NOW = Date.parse('2026-11-23T10:00:00+09:00');

export interface MockSiteOptions extends MockApiOptions {
  /** The instant the site's time starts at. */
  start?: number | string;
  /** How far the mock's clock is behind the site's time, in ms. */
  serverLagMs?: number;
  /** Handlers tried before the mock (answers the mock cannot give, requests held), given the site's origin. */
  before?: (origin: string) => RequestHandler[];
}

export interface MockSite {
  origin: string;
  /** The API's v1 root. */
  baseUrl: string;
  api: MockApi;
  /** The test's clock and timers: the mock's clock follows it, and the clients and elements of a test take them. */
  time: FakeTime;
  /** Every request the site received, in order. */
  calls: Request[];
  /** The status of every answer the site gave, in order. */
  statuses: number[];
  /**
   * Resolves once the site has received `count` requests: waiting on it, not on a number of tasks, keeps a test
   * independent of how long the client takes to get there (its Web Lock, the machine's speed).
   */
  reached(count: number): Promise<void>;
  /** A fetch that only this site answers: a request elsewhere is a failed connection. */
  fetch: typeof fetch;
  /** Requests the site has not answered yet. */
  readonly inFlight: number;
  /** The storage of the page that visits the site, shared by the clients below. */
  storage: MemoryStorage;
  /** A client's options: this site and `demo-key`, on the site's time and storage, without jitter or Web Locks. */
  clientOptions(extra?: Partial<ClientOptions>): ClientOptions;
  /** A new client, as after a reload: nothing shared but the storage. */
  client(extra?: Partial<ClientOptions>): IpoClient;
  /** A new registry, as a page's: on this site's fetch, time and storage, without jitter or Web Locks. */
  registry(): ClientRegistry;
}

let sites = 0;
/** The fetch of every site made in the page, by origin. */
const siteFetches = new Map<string, typeof fetch>();

export function mockSite({
  start = NOW,
  serverLagMs = 0,
  before = () => [],
  ...apiOptions
}: MockSiteOptions = {}): MockSite {
  const time = new FakeTime(start);
  const api = createMockApi({ now: () => time.now - serverLagMs, sleep: time.sleep, ...apiOptions });
  // Random as well as counted: each test file's page counts from 0, and all of them share the runner's localStorage,
  // which elements on the page's registry store in.
  const origin = `https://site-${crypto.randomUUID().slice(0, 8)}-${sites++}.ipo-calendar.test`;
  const recording = mswFetch([...before(origin), ...createMockHandlers(api, origin)]);
  const { fetch } = recording;
  routePageFetch();
  siteFetches.set(origin, fetch);
  const storage = new MemoryStorage();
  const baseUrl = `${origin}/v1`;
  // What a page's clients of the site run on.
  const pageOptions = { fetch, storage, clock: time.clock, timers: time.timers, random: () => 0.5, locks: null };
  const clientOptions = (extra: Partial<ClientOptions> = {}): ClientOptions => ({
    baseUrl,
    apiKey: 'demo-key',
    ...pageOptions,
    ...extra,
  });
  return {
    origin,
    baseUrl,
    api,
    time,
    calls: recording.requests,
    statuses: recording.statuses,
    reached: recording.reached,
    fetch,
    get inFlight() {
      return recording.inFlight;
    },
    storage,
    clientOptions,
    client: (extra) => createClient(clientOptions(extra)),
    registry: () => new ClientRegistry(pageOptions),
  };
}

let routed = false;

/** Sends the page's requests to a site of their origin, and leaves the others alone. */
function routePageFetch(): void {
  if (routed) return;
  routed = true;
  const passthrough = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input, location.href);
    return (siteFetches.get(url.origin) ?? passthrough)(input, init);
  };
}
