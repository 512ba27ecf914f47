/**
 * Faults of the network, the server, the storage, the clock and the page, each survived with nothing lost: the data
 * shown stays shown (marked stale while it cannot be confirmed), the element recovers by itself or by its Retry
 * button, no call is spent twice, and the attribution stays visible.
 */
import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import type { IpoQuery } from '../../src/api/types.js';
import { CACHE_PREFIX, STORAGE_PREFIX } from '../../src/client/cache-store.js';
import type { ClientRegistry } from '../../src/client/registry.js';
import type { StorageSource } from '../../src/client/storage.js';
import type { IpoCalendar } from '../../src/element/ipo-calendar.js';
import { mockSite, type MockSite, type MockSiteOptions } from '../support/mock-site.js';
import {
  button,
  calendar,
  expectAttribution,
  gate,
  newRegistry,
  rateLimitedOnce,
  finishedLoading,
  siteElement,
  text,
} from '../element/support.js';
import { reliabilitySuite } from './support/suite.js';

const MINUTE = 60_000;
/** The list view's query at the mock site's time (2026-11-23, KST). */
const QUERY: IpoQuery = { from: '2026-11-23', limit: 20 };

/** An element of the site's list (with other attributes in `extra`) on its time, and on `clients` when given. */
const listOf = (site: MockSite, extra: Record<string, string> = {}, clients?: ClientRegistry) =>
  calendar(siteElement(site, { lang: 'en', ...extra }), site.time, clients);

/** An element on the site's time, loaded. */
async function loaded(site: MockSite, extra?: Record<string, string>, clients?: ClientRegistry): Promise<IpoCalendar> {
  const el = await listOf(site, extra, clients);
  await finishedLoading(el, site);
  return el;
}

/** Clients on the site's time and `storage`: the page's localStorage, whose faults a case makes, or one it reads. */
const clientsOn = (site: MockSite, storage: StorageSource) =>
  newRegistry({ storage, clock: site.time.clock, timers: site.time.timers });

/** The element shows `items` (some), as current or, after a failure, as saved data; and the attribution. */
function expectShowing(el: IpoCalendar, items: readonly unknown[], stale: boolean): void {
  expect(items.length, 'data to show').to.be.above(0);
  expect(el.items, 'the data shown').to.deep.equal(items);
  if (stale) expect(text(el, 'stale')).to.match(/^Saved data as of /);
  else expect([el.lastError, text(el, 'stale')]).to.deep.equal([null, null]);
  expectAttribution(el);
}

/** A site whose calls fail to connect while `down.now` holds. */
function siteWithNetwork(options: MockSiteOptions = {}) {
  const down = { now: false };
  const site = mockSite({
    ...options,
    before: (origin) => [http.all(`${origin}/*`, () => (down.now ? HttpResponse.error() : undefined))],
  });
  return { site, down };
}

/** A site whose next `failing.calls` calls get a 500 with a body that is not JSON. */
function siteWithServer() {
  const failing = { calls: 0 };
  const site = mockSite({
    before: (origin) => [
      http.all(`${origin}/*`, () => (failing.calls-- > 0 ? new HttpResponse('oops', { status: 500 }) : undefined)),
    ],
  });
  return { site, failing };
}

/** localStorage methods replaced for the case (the page's storage, through its prototype), and put back. */
async function withLocalStorage(
  replaced: Partial<Record<'getItem' | 'setItem' | 'removeItem', (...args: string[]) => unknown>>,
  run: () => Promise<void>,
): Promise<void> {
  const prototype = Storage.prototype as unknown as Record<string, (...args: string[]) => unknown>;
  const originals = Object.keys(replaced).map((name) => [name, prototype[name]] as const);
  for (const [name, original] of originals) {
    const replacement = replaced[name as keyof typeof replaced]!;
    prototype[name] = function (this: Storage, ...args: string[]) {
      return (this === localStorage ? replacement : original).apply(this, args);
    };
  }
  try {
    await run();
  } finally {
    for (const [name, original] of originals) prototype[name] = original;
  }
}

/**
 * Runs `run` with the page's localStorage full of other data: what the element's client stored there (other test
 * files' elements on the page's registry) is set aside, so that it has nothing of its own to evict to make room; then
 * the storage is put back as it was.
 */
async function withLocalStorageFull(run: () => Promise<void>): Promise<void> {
  const ours = Object.entries(localStorage).filter(([key]) => key.startsWith(STORAGE_PREFIX));
  for (const [key] of ours) localStorage.removeItem(key);
  const filler: string[] = [];
  // Halving chunks: at most about 25 writes of up to 8 M characters, however large the quota.
  for (let size = 8 * 1024 * 1024; size >= 16; size = Math.floor(size / 2)) {
    try {
      for (;;) {
        const key = `filler-${filler.length}`;
        localStorage.setItem(key, 'x'.repeat(size));
        filler.push(key);
      }
    } catch {}
  }
  try {
    expect(filler.length, 'the storage took something').to.be.above(0);
    await run();
  } finally {
    for (const key of filler) localStorage.removeItem(key);
    for (const [key] of Object.entries(localStorage)) if (key.startsWith(STORAGE_PREFIX)) localStorage.removeItem(key);
    for (const [key, value] of ours) localStorage.setItem(key, value);
  }
}

const denied = () => {
  throw new DOMException('Access denied', 'SecurityError');
};

/**
 * A second element with the same query, on the first one's clients: it shows the same data; `calls` the site has
 * answered by then.
 */
async function anotherElement(site: MockSite, first: IpoCalendar, calls: number): Promise<void> {
  const second = await loaded(site, undefined, first.clients);
  expectShowing(second, first.items, false);
  expect(site.calls, 'calls').to.have.length(calls);
}

/**
 * An element on the page's localStorage (faulty in the case) shows the data, and the body it keeps in memory instead
 * spares a second element its call.
 */
async function loadedOnLocalStorage(): Promise<void> {
  const site = mockSite();
  const el = await loaded(
    site,
    undefined,
    clientsOn(site, () => localStorage),
  );
  expectShowing(el, el.items, false);
  await anotherElement(site, el, 1);
}

describe('faults', function () {
  this.timeout(30_000);
  const suite = reliabilitySuite('faults');

  suite.it('the network down at the first load, then back: the online event loads', async () => {
    const { site, down } = siteWithNetwork();
    down.now = true;
    const el = await loaded(site);
    expect(el.lastError?.kind).to.equal('network');
    expect(text(el, 'message')).to.contain('Could not reach the server.');
    expectAttribution(el);
    down.now = false;
    window.dispatchEvent(new Event('online'));
    await finishedLoading(el, site);
    expectShowing(el, el.items, false);
    expect(site.statuses).to.deep.equal([200]);
  });

  suite.it('the network down at a refresh, then back: saved data stays, the online event revalidates', async () => {
    const { site, down } = siteWithNetwork();
    const el = await loaded(site);
    const shown = el.items;
    down.now = true;
    void el.refresh();
    await finishedLoading(el, site);
    expect(el.lastError?.kind).to.equal('network');
    expectShowing(el, shown, true);
    await site.time.advance(11 * MINUTE);
    down.now = false;
    window.dispatchEvent(new Event('online'));
    await finishedLoading(el, site);
    expectShowing(el, shown, false);
    expect(site.statuses).to.deep.equal([200, 304]);
  });

  suite.it('an answer slower than the timeout: saved data stays, and the next call loads', async () => {
    const site = mockSite();
    const el = await loaded(site);
    const shown = el.items;
    site.api.setFault({ delayMs: 25_000 });
    void el.refresh();
    await site.reached(2);
    await site.time.advance(10_000);
    await finishedLoading(el, site);
    expect(el.lastError?.kind).to.equal('timeout');
    expect(text(el, 'message')).to.contain('Could not reach the server.');
    expectShowing(el, shown, true);
    site.api.setFault(null);
    await site.time.advance(11 * MINUTE);
    button(el, 'Retry')!.click();
    await finishedLoading(el, site);
    expectShowing(el, shown, false);
    expect(site.statuses).to.deep.equal([200, 304]);
  });

  suite.it('a 500 three times at the first load, then the Retry button loads', async () => {
    const { site, failing } = siteWithServer();
    failing.calls = 3;
    const el = await loaded(site);
    expect(el.lastError?.kind).to.equal('server');
    expect(text(el, 'message')).to.contain('A server error prevented loading the schedule.');
    expectAttribution(el);
    await expect(el).to.be.accessible();
    button(el, 'Retry')!.click();
    await finishedLoading(el, site);
    expectShowing(el, el.items, false);
    expect(site.statuses).to.deep.equal([500, 500, 500, 200]);
  });

  suite.it('a 500 three times at a refresh: saved data stays, then the Retry button revalidates', async () => {
    const { site, failing } = siteWithServer();
    const el = await loaded(site);
    const shown = el.items;
    failing.calls = 3;
    void el.refresh();
    await finishedLoading(el, site);
    expect(el.lastError?.kind).to.equal('server');
    expectShowing(el, shown, true);
    expect(text(el, 'stale'), 'with its time').to.match(/^Saved data as of .*10:00/);
    await expect(el).to.be.accessible();
    await site.time.advance(11 * MINUTE);
    button(el, 'Retry')!.click();
    await finishedLoading(el, site);
    expectShowing(el, shown, false);
    expect(site.statuses).to.deep.equal([200, 500, 500, 500, 304]);
  });

  suite.it('a 429 with stored data: saved data stays, and no call is spent after (demo-tiny)', async () => {
    const site = mockSite();
    const el = await loaded(site, { 'api-key': 'demo-tiny' });
    const shown = el.items;
    for (let i = 0; i < 3; i++) {
      void el.refresh();
      await finishedLoading(el, site);
    }
    // The third call used the last one: the client knows and does not spend a fourth.
    expect(site.statuses).to.deep.equal([200, 304, 304]);
    expect(el.lastError?.kind).to.equal('rate_limited');
    expectShowing(el, shown, true);
    expect(text(el, 'rate-limited')).to.contain('Loading resumes at');
    await expect(el).to.be.accessible();
  });

  suite.it('a 429 without stored data: no call until it lifts, then the element loads by itself', async () => {
    const site = mockSite({ before: rateLimitedOnce(60) });
    const el = await loaded(site);
    expect(el.lastError?.kind).to.equal('rate_limited');
    expect(text(el, 'message')).to.contain('Loading resumes at');
    expectAttribution(el);
    await site.time.advance(1000);
    await el.updateComplete;
    expect(site.calls, 'no call before the block lifts').to.have.length(1);
    await site.time.advance(59_000);
    await finishedLoading(el, site);
    expect(site.calls).to.have.length(2);
    expectShowing(el, el.items, false);
  });

  suite.it('localStorage that throws on every read', () => withLocalStorage({ getItem: denied }, loadedOnLocalStorage));

  suite.it('localStorage that throws on every write', () =>
    withLocalStorage({ setItem: denied, removeItem: denied }, loadedOnLocalStorage),
  );

  suite.it('localStorage that is full', () =>
    withLocalStorageFull(async () => {
      await loadedOnLocalStorage();
      expect(Object.keys(localStorage).filter((key) => key.startsWith(CACHE_PREFIX))).to.deep.equal([]);
    }),
  );

  suite.it('a corrupted stored entry: called again, and replaced by a sound one', async () => {
    const site = mockSite();
    const el = await loaded(site, undefined, clientsOn(site, site.storage));
    const [key] = site.storage.cacheKeys();
    site.storage.setItem(key, `{"fetchedAt":${site.time.now},"etag":"x","data":{"items":[{"id":`);
    await anotherElement(site, el, 2);
    expect(site.client().peek(QUERY)).to.deep.include({ fetchedAt: site.time.now });
  });

  suite.it('entries written by a future version: read where they keep the v1 shape, else left alone', async () => {
    const site = mockSite();
    const clients = clientsOn(site, site.storage);
    const el = await loaded(site, undefined, clients);
    const [key] = site.storage.cacheKeys();
    // A later v1 writer adding fields; a later version writing under its own namespace.
    const entry = JSON.parse(site.storage.getItem(key)!);
    site.storage.setItem(key, JSON.stringify({ ...entry, source: 'relay', data: { ...entry.data, page: 1 } }));
    const future = [key.replace(STORAGE_PREFIX, 'ipo-calendar:v2:'), '{"format":2,"body":"…"}'] as const;
    site.storage.setItem(...future);
    await anotherElement(site, el, 1);
    await site.time.advance(11 * MINUTE);
    await loaded(site, undefined, clients);
    expect(site.statuses).to.deep.equal([200, 304]);
    expect(site.storage.getItem(future[0]), 'the later version’s entry').to.equal(future[1]);
  });

  suite.it('the clock crossing KST midnight while the page is open: the new day is loaded', async () => {
    const site = mockSite({ start: '2026-11-23T23:59:00+09:00' });
    const el = await loaded(site);
    const before = el.items;
    expect(new URL(site.calls[0].url).searchParams.get('from')).to.equal('2026-11-23');
    // The rollover waits until a minute after midnight, when a server whose clock lags ours is on the new day too.
    await site.time.advance(2 * MINUTE - 1);
    expect(site.calls, 'none before a minute after midnight').to.have.length(1);
    expectShowing(el, before, false);
    await site.time.advance(2001);
    await finishedLoading(el, site);
    expect(site.calls.length).to.equal(2);
    expect(new URL(site.calls[1].url).searchParams.get('from')).to.equal('2026-11-24');
    expectShowing(el, el.items, false);
  });

  suite.it('two tabs opening together take turns through Web Locks: one call', async () => {
    for (const [locks, calls] of [
      [navigator.locks, 1],
      [null, 2],
    ] as const) {
      const site = mockSite();
      const tabs = [site.client({ locks }), site.client({ locks })];
      const results = await Promise.all(tabs.map((tab) => tab.list({})));
      expect(site.calls, `locks: ${locks}`).to.have.length(calls);
      expect(results.map((result) => result.error)).to.deep.equal([null, null]);
      expect(results[1].data).to.deep.equal(results[0].data);
    }
  });

  for (const back of ['during', 'after'] as const)
    suite.it(`the element removed during a load and added again ${back} it: its data, with one call`, async () => {
      const held = gate();
      const site = mockSite({ before: held.hold });
      const el = await listOf(site);
      await site.reached(1);
      const place = el.parentElement!;
      // Callbacks run at once: disconnected, and connected again before or after the answer.
      el.remove();
      if (back === 'during') place.append(el);
      held.open();
      await finishedLoading(el, site);
      if (back === 'after') {
        place.append(el);
        await finishedLoading(el, site);
      }
      expectShowing(el, el.items, false);
      expect(site.calls).to.have.length(1);
    });

  suite.it('50 elements with one query: one call', async () => {
    const site = mockSite();
    const elements = await Promise.all(Array.from({ length: 50 }, () => listOf(site)));
    for (const el of elements) await finishedLoading(el, site);
    expect(site.calls).to.have.length(1);
    for (const el of elements) expectShowing(el, elements[0].items, false);
  });

  suite.it('50 elements with five queries: five calls', async () => {
    const site = mockSite();
    const statuses = ['demand', 'sub_upcoming', 'sub', 'listing_upcoming', 'listed'];
    const elements = await Promise.all(
      Array.from({ length: 50 }, (_, index) => listOf(site, { status: statuses[index % 5] })),
    );
    for (const el of elements) await finishedLoading(el, site);
    const asked = site.calls.map((call) => new URL(call.url).searchParams.get('status'));
    expect(asked.sort()).to.deep.equal(['수요예측', '청약예정', '청약', '상장예정', '상장완료'].sort());
    for (const el of elements) {
      expect(el.lastError).to.equal(null);
      expectAttribution(el);
    }
  });
});
