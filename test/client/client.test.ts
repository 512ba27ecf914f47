import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import type { ListResponse } from '../../src/api/types.js';
import { CACHE_PREFIX, STORAGE_PREFIX } from '../../src/client/cache-store.js';
import type { Listed, ListResult } from '../../src/client/client-types.js';
import { QUOTA_PREFIX } from '../../src/client/quota-store.js';
import { SERVER_LAG_MS } from '../../src/client/server-day.js';
import { nextKstMidnight } from '../../src/time/kst.js';
import { mockSite, type MockSite } from '../support/mock-site.js';
import { ThrowingStorage } from '../support/memory-storage.js';
import { locksHeldByAnotherTab } from '../support/other-tab-locks.js';

const MINUTE = 60_000;

/** The body of a result, failing the test when there is none. */
function dataOf(result: ListResult): ListResponse {
  if (!result.data) throw new Error(`no data: ${JSON.stringify(result.error)}`);
  return result.data;
}

describe('IpoClient against the mock API', () => {
  describe('requests and the local cache', () => {
    it('makes one call for ten concurrent identical requests', async () => {
      const site = mockSite();
      const client = site.client();
      const results = await Promise.all(Array.from({ length: 10 }, () => client.list({ status: 'sub' })));
      expect(site.calls).to.have.length(1);
      expect(results.every((result) => result.data === results[0].data && result.error === null)).to.equal(true);
    });

    it('maps equivalent queries to one entry', async () => {
      const site = mockSite();
      const client = site.client();
      await client.list({ status: 'sub' });
      await client.list({ status: '청약', limit: 20 });
      await client.list({ limit: 500 });
      await client.list({ limit: 100, excludeSpac: false });
      expect(site.calls).to.have.length(2);
    });

    it('calls the endpoint under the base URL, with or without a final slash', async () => {
      const site = mockSite();
      await site.client({ baseUrl: `${site.baseUrl}/` }).list({});
      await site.client({ ttlMs: 0 }).list({});
      expect(site.calls.map((request) => request.url)).to.deep.equal([
        `${site.baseUrl}/upcoming-ipos?limit=20`,
        `${site.baseUrl}/upcoming-ipos?limit=20`,
      ]);
    });

    it('never puts the key in a URL or, in plain text, in the storage', async () => {
      const site = mockSite();
      await site.client().list({});
      expect(site.calls[0].url).to.not.contain('demo-key');
      expect(site.calls[0].headers.get('X-API-Key')).to.equal('demo-key');
      for (let i = 0; i < site.storage.length; i++) {
        const key = site.storage.key(i)!;
        const prefix = [CACHE_PREFIX, QUOTA_PREFIX].find((candidate) => key.startsWith(candidate));
        expect(prefix, `${key}: a cache or a quota key`).to.be.a('string');
        expect(key.slice(prefix!.length), `${key}: the hash of the key`).to.match(/^[0-9a-f]{8}/);
        expect(key + site.storage.getItem(key)).to.not.contain('demo-key');
      }
    });

    it('serves a fresh body without a call, even after a reload, and after the TTL makes one conditional call that gets a 304', async () => {
      const site = mockSite();
      const first = await site.client().list({});
      const etag = site.storage.storedEtag();
      expect(etag).to.match(/^W\/"/);

      await site.time.advance(9 * MINUTE);
      const reloaded = await site.client().list({});
      expect(site.calls).to.have.length(1);
      expect(reloaded).to.deep.include({ stale: false, error: null, fetchedAt: site.time.now - 9 * MINUTE });
      expect(reloaded.data).to.deep.equal(first.data);

      await site.time.advance(2 * MINUTE);
      const revalidated = await site.client().list({});
      expect(site.calls).to.have.length(2);
      expect(site.calls[1].headers.get('If-None-Match')).to.equal(etag);
      expect(site.statuses).to.deep.equal([200, 304]);
      expect(dataOf(revalidated)).to.deep.equal(dataOf(first));
      expect(revalidated).to.deep.include({ fetchedAt: site.time.now, stale: false, error: null });

      await site.time.advance(9 * MINUTE);
      await site.client().list({});
      expect(site.calls).to.have.length(2);
    });

    it('revalidates at KST midnight, within the TTL, and gets the new day’s body', async () => {
      const site = mockSite({ start: '2026-11-21T23:55:00+09:00' });
      const client = site.client();
      await client.list({});
      await site.time.advance(4 * MINUTE);
      await client.list({});
      expect(site.calls).to.have.length(1);
      await site.time.advance(2 * MINUTE);
      const next = await client.list({});
      expect(site.calls).to.have.length(2);
      expect(site.calls[1].headers.get('If-None-Match')).to.match(/^W\//);
      expect(site.statuses).to.deep.equal([200, 200]);
      expect(next).to.deep.include({ fetchedAt: site.time.now, stale: false });
    });

    it('asks again after a midnight 304 from a server whose clock lags ours, and gets the new day’s body', async () => {
      const site = mockSite({ start: '2026-11-21T23:55:00+09:00', serverLagMs: 3000 });
      const client = site.client();
      await client.list({ status: 'sub' });
      // 00:00:01 here, 23:59:58 on the server: its 304 confirms the 21st's statuses and ETag.
      await site.time.advance(5 * MINUTE + 1000);
      await client.list({ status: 'sub' });
      expect(site.statuses).to.deep.equal([200, 304]);
      // Within the TTL, but not taken as the 22nd's.
      await site.time.advance(MINUTE);
      const next = await client.list({ status: 'sub' });
      expect(site.statuses).to.deep.equal([200, 304, 200]);
      expect(next).to.deep.include({ source: 'network', stale: false });
      await site.time.advance(MINUTE);
      await client.list({ status: 'sub' });
      expect(site.calls, 'the new day’s body is fresh').to.have.length(3);
    });

    it('revalidates on every request with a TTL of 0', async () => {
      const site = mockSite();
      const client = site.client({ ttlMs: 0 });
      await client.list({});
      await client.list({});
      expect(site.statuses).to.deep.equal([200, 304]);
    });

    it('honours a configured TTL', async () => {
      const site = mockSite();
      const client = site.client({ ttlMs: 2 * MINUTE });
      await client.list({});
      await site.time.advance(2 * MINUTE - 1);
      await client.list({});
      expect(site.calls).to.have.length(1);
      await site.time.advance(1);
      await client.list({});
      expect(site.calls).to.have.length(2);
    });

    it('asks the server for a fresh body when told to revalidate', async () => {
      const site = mockSite();
      const client = site.client();
      await client.list({});
      await client.list({}, { revalidate: true });
      expect(site.statuses).to.deep.equal([200, 304]);
    });

    it('peeks at the stored body, fresh or not, without a call', async () => {
      const site = mockSite();
      const client = site.client();
      expect(client.peek({})).to.equal(null);
      const listed = await client.list({});
      expect(client.peek({ limit: 20 })).to.deep.equal({
        data: listed.data,
        fetchedAt: site.time.now,
        etag: (listed as Listed).etag,
        feed: null,
        stale: false,
        error: null,
        source: 'cache',
      });
      await site.time.advance(10 * MINUTE);
      expect(site.client().peek({})).to.deep.include({ data: listed.data, fetchedAt: site.time.now - 10 * MINUTE });
      expect(site.calls).to.have.length(1);
    });
  });

  describe("a relay's calendar feed", () => {
    /** A mock site whose answers carry the relay's `Link`, once `announce` is true. */
    function relayLikeSite() {
      const link = { announce: true };
      const site: MockSite = mockSite({
        before: (origin) => [
          http.get(`${origin}/v1/upcoming-ipos`, async ({ request }) => {
            const answer = await site.api.handle(request);
            if (!link.announce) return answer;
            const headers = new Headers(answer.headers);
            headers.set('Link', '<calendar.ics>; rel="alternate"; type="text/calendar"');
            return new Response(answer.body, { status: answer.status, headers });
          }),
        ],
      });
      return { site, link };
    }

    it('keeps the feed the answers announce with the stored body, through a 304 and a reload', async () => {
      const { site, link } = relayLikeSite();
      const feed = `${site.baseUrl}/calendar.ics`;
      expect((await site.client().list({})) as Listed).to.include({ feed, source: 'network' });
      link.announce = false;
      // A 304 that does not repeat the link keeps the one stored; a new client reads it from the storage.
      const revalidated = (await site.client({ ttlMs: 0 }).list({})) as Listed;
      expect(revalidated).to.include({ feed, source: 'revalidated' });
      expect(site.client().peek({})).to.include({ feed });
      expect(site.statuses).to.deep.equal([200, 304]);
    });

    it('keeps no feed of a server that announces none', async () => {
      const site = mockSite();
      expect((await site.client().list({})) as Listed).to.include({ feed: null });
    });
  });

  describe('errors', () => {
    it('types an invalid key, without retrying', async () => {
      const site = mockSite();
      expect(await site.client({ apiKey: 'demo-inactive' }).list({})).to.deep.equal({
        data: null,
        error: { kind: 'invalid_key', status: 401 },
      });
      expect(site.calls).to.have.length(1);
    });

    it("types a bad request with the server's code and message, without retrying", async () => {
      const site = mockSite();
      const { error } = await site.client().list({ status: 'later' });
      expect(error).to.deep.include({ kind: 'bad_request', status: 400, code: 'invalid_status' });
      expect((error as { message: string }).message).to.contain('demand_upcoming');
      expect(site.calls).to.have.length(1);
    });

    it('types a missing path as not found', async () => {
      const site = mockSite();
      expect((await site.client({ baseUrl: `${site.origin}/v0` }).list({})).error).to.deep.equal({
        kind: 'not_found',
        status: 404,
      });
      expect(site.calls).to.have.length(1);
    });

    it('retries a server error twice with backoff, then types it', async () => {
      const site = mockSite();
      site.api.setFault({ internal: true });
      const pending = site.client().list({});
      await site.time.advance(0);
      expect(site.calls).to.have.length(1);
      await site.time.advance(10_000);
      expect(await pending).to.deep.equal({ data: null, error: { kind: 'server', status: 500 } });
      expect(site.calls).to.have.length(3);
    });

    it('retries a network failure twice, then types it', async () => {
      const site = mockSite();
      const pending = site.client({ baseUrl: 'https://unreachable.ipo-calendar.test/v1' }).list({});
      await site.time.advance(10_000);
      expect(await pending).to.deep.equal({ data: null, error: { kind: 'network' } });
      expect(site.calls).to.have.length(3);
    });

    it('never follows a redirect, which would take the key to its target: it fails as a network error', async () => {
      const target = 'https://collector.ipo-calendar.test/v1/upcoming-ipos';
      const site = mockSite({
        before: (origin) => [
          http.get(
            `${origin}/v1/upcoming-ipos`,
            () => new HttpResponse(null, { status: 302, headers: { Location: target } }),
          ),
          http.get(target, () => HttpResponse.json({ version: 'v1', updated_at: null, count: 0, total: 0, items: [] })),
        ],
      });
      const pending = site.client().list({});
      await site.time.advance(10_000);
      expect(await pending).to.deep.equal({ data: null, error: { kind: 'network' } });
      expect(site.calls.map((request) => new URL(request.url).origin)).to.deep.equal([
        site.origin,
        site.origin,
        site.origin,
      ]);
    });

    it('recovers when a retry succeeds', async () => {
      const site = mockSite();
      site.api.setFault({ internal: true });
      const pending = site.client().list({});
      await site.time.advance(0);
      site.api.setFault(null);
      await site.time.advance(10_000);
      expect((await pending).error).to.equal(null);
      expect(site.statuses).to.deep.equal([500, 200]);
    });

    it('times out after 10 s by default, on the injected timers', async () => {
      const site = mockSite();
      site.api.setFault({ delayMs: 25_000 });
      const pending = site.client().list({});
      let settled = false;
      void pending.then(() => (settled = true));
      await site.time.advance(10_000 - 1);
      expect(settled).to.equal(false);
      await site.time.advance(1);
      expect(await pending).to.deep.equal({ data: null, error: { kind: 'timeout' } });
      expect(site.calls).to.have.length(1);
    });

    it('stops retrying on abort', async () => {
      const site = mockSite();
      site.api.setFault({ internal: true });
      const controller = new AbortController();
      const pending = site
        .client()
        .list({}, { signal: controller.signal })
        .catch((error: DOMException) => error.name);
      await site.time.advance(100);
      controller.abort(new DOMException('left', 'AbortError'));
      await site.time.advance(10_000);
      expect(await pending).to.equal('AbortError');
      expect(site.calls).to.have.length(1);
    });

    it('serves the stored body, flagged stale, with the error', async () => {
      const site = mockSite();
      const client = site.client();
      const first = await client.list({});
      await site.time.advance(11 * MINUTE);
      site.api.setFault({ internal: true });
      const pending = client.list({});
      await site.time.advance(10_000);
      const result = await pending;
      expect(result).to.deep.include({
        stale: true,
        error: { kind: 'server', status: 500 },
        fetchedAt: site.time.now - 11 * MINUTE - 10_000,
      });
      expect(result.data).to.deep.equal(first.data);
    });

    it('does not keep a failure: the next request calls again', async () => {
      const site = mockSite();
      const client = site.client();
      site.api.setFault({ internal: true });
      const failing = client.list({});
      await site.time.advance(10_000);
      expect((await failing).error).to.deep.equal({ kind: 'server', status: 500 });
      site.api.setFault(null);
      expect((await client.list({})).error).to.equal(null);
      expect(site.calls).to.have.length(4);
    });
  });

  // Hostile and broken bodies, and tabs opening together: test/reliability/.
  describe('bad and unusual responses', () => {
    const answer = (respond: () => Response) => (origin: string) => [http.get(`${origin}/v1/upcoming-ipos`, respond)];

    it('without an ETag keeps TTL caching and leaves revalidation to the browser', async () => {
      const noEtag = (rateLimited: boolean) => () =>
        HttpResponse.json(
          { version: 'v1', updated_at: null, count: 0, total: 0, items: [] },
          { headers: rateLimited ? { 'X-RateLimit-Limit': '100', 'X-RateLimit-Remaining': '50' } : {} },
        );
      for (const [rateLimited, cache] of [
        [true, 'no-cache'],
        [false, 'no-store'],
      ] as const) {
        const site = mockSite({ before: answer(noEtag(rateLimited)) });
        const client = site.client();
        await client.list({});
        await site.time.advance(5 * MINUTE);
        await client.list({});
        expect(site.calls).to.have.length(1);
        await site.time.advance(5 * MINUTE);
        expect((await client.list({})).error).to.equal(null);
        expect(site.calls.map((request) => request.cache)).to.deep.equal(['no-store', cache]);
        expect(site.calls[1].headers.has('If-None-Match')).to.equal(false);
      }
    });

    it('revalidates a body whose ETag is too long to send back with unconditional no-store calls', async () => {
      const headers = { ETag: `W/"${'a'.repeat(100_000)}"`, 'X-RateLimit-Limit': '100', 'X-RateLimit-Remaining': '50' };
      const site = mockSite({
        before: answer(() =>
          HttpResponse.json({ version: 'v1', updated_at: null, count: 0, total: 0, items: [] }, { headers }),
        ),
      });
      await site.client().list({});
      expect(site.storage.storedEtag()).to.equal('');
      await site.time.advance(11 * MINUTE);
      expect((await site.client().list({})).error).to.equal(null);
      expect(site.calls.map((request) => [request.headers.has('If-None-Match'), request.cache])).to.deep.equal([
        [false, 'no-store'],
        [false, 'no-store'],
      ]);
    });
  });

  describe('aborting and sharing', () => {
    it('lets one caller abort without cancelling the call another waits for', async () => {
      const site = mockSite();
      site.api.setFault({ delayMs: 1000 });
      const client = site.client();
      const controller = new AbortController();
      const leaving = client.list({}, { signal: controller.signal }).catch((error: DOMException) => error.name);
      const staying = client.list({});
      await site.time.advance(10);
      controller.abort(new DOMException('left', 'AbortError'));
      expect(await leaving).to.equal('AbortError');
      await site.time.advance(1000);
      expect((await staying).error).to.equal(null);
      expect(site.calls).to.have.length(1);
      expect(site.calls[0].signal.aborted).to.equal(false);
    });

    it('aborts the call when every caller has left', async () => {
      const site = mockSite();
      site.api.setFault({ delayMs: 1000 });
      const client = site.client();
      const controllers = [new AbortController(), new AbortController()];
      const results = controllers.map((controller) =>
        client.list({}, { signal: controller.signal }).catch(() => 'aborted'),
      );
      await site.time.advance(10);
      controllers.forEach((controller) => controller.abort());
      expect(await Promise.all(results)).to.deep.equal(['aborted', 'aborted']);
      expect(site.calls[0].signal.aborted).to.equal(true);
      site.api.setFault(null);
      expect((await client.list({})).error).to.equal(null);
      expect(site.calls).to.have.length(2);
    });

    it('tells each caller once its call has left, and those joining it at once', async () => {
      const site = mockSite();
      site.api.setFault({ delayMs: 1000 });
      const client = site.client();
      // The number of requests the site had when each caller heard.
      const heard: number[] = [];
      const first = client.list({}, { underway: () => heard.push(site.calls.length) });
      expect(heard, 'with no Web Locks, the request leaves in the call to list').to.deep.equal([1]);
      const joining = client.list({}, { underway: () => heard.push(site.calls.length) });
      expect(heard).to.deep.equal([1, 1]);
      await site.time.advance(1000);
      await Promise.all([first, joining]);
      // A fresh stored answer waits on nothing either.
      await client.list({}, { underway: () => heard.push(site.calls.length) });
      expect(heard).to.deep.equal([1, 1, 1]);
    });

    it('tells a caller whose call waits for another tab, before its request leaves', async () => {
      const site = mockSite();
      const otherTab = locksHeldByAnotherTab();
      const client = site.client({ locks: otherTab.locks });
      let underway!: () => void;
      const heard = new Promise<void>((resolve) => (underway = resolve));
      const result = client.list({}, { underway });
      await heard;
      expect(site.calls, 'the call waits for the lock').to.have.length(0);
      otherTab.release();
      expect((await result).error).to.equal(null);
      expect(site.calls).to.have.length(1);
    });

    it('rejects at once for a signal that is already aborted', async () => {
      const site = mockSite();
      const outcome = await site
        .client()
        .list({}, { signal: AbortSignal.abort() })
        .catch((error: DOMException) => error.name);
      expect(outcome).to.equal('AbortError');
      expect(site.calls).to.have.length(0);
    });
  });

  describe('broken storage', () => {
    const kinds = {
      'disabled (a throwing getter)': () => () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      'refusing every call': () => new ThrowingStorage(),
      absent: () => null,
    };
    for (const [kind, storage] of Object.entries(kinds)) {
      it(`works from memory when the storage is ${kind}`, async () => {
        const site = mockSite();
        const client = site.client({ storage: storage() });
        expect((await client.list({})).error).to.equal(null);
        expect((await client.list({})).error).to.equal(null);
        expect(client.peek({})).to.not.equal(null);
        expect(client.quota().limit).to.equal(100);
        expect(site.calls).to.have.length(1);
      });
    }

    it('works from memory when the storage is full', async () => {
      const site = mockSite();
      site.storage.quota = 0;
      const client = site.client();
      expect((await client.list({})).error).to.equal(null);
      expect((await client.list({})).error).to.equal(null);
      expect(site.calls).to.have.length(1);
      expect(site.storage.length).to.equal(0);
    });

    it('calls for a key whose stored quota holds instants date math cannot use', async () => {
      const site = mockSite();
      const client = site.client();
      await client.list({});
      const key = [0, 1].map((index) => site.storage.key(index)!).find((stored) => stored.startsWith(QUOTA_PREFIX))!;
      site.storage.setItem(key, JSON.stringify({ limit: 100, remaining: 0, blockedUntil: 8.6e15, at: 8.6e15 }));
      expect((await client.list({}, { revalidate: true })).error).to.equal(null);
      expect(client.quota()).to.deep.equal({ limit: 100, remaining: 98, blockedUntil: null });
    });

    it('calls again for a corrupted entry and stores a sound one', async () => {
      const site = mockSite();
      await site.client().list({});
      const [key] = site.storage.cacheKeys();
      site.storage.setItem(key, '{"fetchedAt":' + site.time.now + ',"etag":"x","data":{"items":[{"id":');
      const result = await site.client().list({});
      expect(result.error).to.equal(null);
      expect(site.statuses).to.deep.equal([200, 200]);
      expect(site.client().peek({})).to.deep.include({ fetchedAt: site.time.now });
    });

    it('uses localStorage by default', async () => {
      const site = mockSite();
      const client = site.client({ storage: undefined });
      try {
        await client.list({});
        expect(Object.keys(localStorage).some((key) => key.startsWith(CACHE_PREFIX))).to.equal(true);
        expect(site.client({ storage: undefined }).peek({})).to.not.equal(null);
      } finally {
        for (const key of Object.keys(localStorage)) if (key.startsWith(STORAGE_PREFIX)) localStorage.removeItem(key);
      }
    });
  });

  describe('rate limits', () => {
    it('reads the quota from every response, 304 included', async () => {
      const site = mockSite();
      const client = site.client({ ttlMs: 0 });
      await client.list({});
      expect(client.quota()).to.deep.equal({ limit: 100, remaining: 99, blockedUntil: null });
      await client.list({});
      expect(site.statuses).to.deep.equal([200, 304]);
      expect(client.quota().remaining).to.equal(98);
    });

    it('takes a key without rate-limit headers as unlimited, not as an error', async () => {
      const site = mockSite();
      const client = site.client({ apiKey: 'demo-unlimited' });
      expect((await client.list({})).error).to.equal(null);
      expect(client.quota()).to.deep.equal({ limit: null, remaining: null, blockedUntil: null });
    });

    it('after a 429 serves stored data and makes no call until KST midnight, across reloads', async () => {
      const site = mockSite();
      const client = site.client({ apiKey: 'demo-tiny' });
      const stored = await client.list({});
      // Another device spends the rest of the key's quota.
      for (let i = 0; i < 2; i++)
        await site.api.handle(
          new Request(`${site.baseUrl}/upcoming-ipos?limit=5`, { headers: { 'X-API-Key': 'demo-tiny' } }),
        );
      await site.time.advance(11 * MINUTE);

      const midnight = nextKstMidnight(site.time.now);
      const limited = await client.list({});
      expect(site.statuses).to.deep.equal([200, 429]);
      expect(limited).to.deep.include({ stale: true, error: { kind: 'rate_limited', status: 429, until: midnight } });
      expect(limited.data).to.deep.equal(stored.data);
      expect(client.quota()).to.deep.equal({ limit: 3, remaining: 0, blockedUntil: midnight });

      expect(await site.client({ apiKey: 'demo-tiny' }).list({ status: 'sub' })).to.deep.equal({
        data: null,
        error: { kind: 'rate_limited', status: 429, until: midnight },
      });
      await site.time.advance(midnight - site.time.now - 1);
      await site.client({ apiKey: 'demo-tiny' }).list({}, { revalidate: true });
      expect(site.calls).to.have.length(2);

      await site.time.advance(1);
      const after = await site.client({ apiKey: 'demo-tiny' }).list({});
      expect(after).to.deep.include({ stale: false, error: null });
      expect(site.calls).to.have.length(3);
    });

    it('makes no call once the quota is used up', async () => {
      const site = mockSite();
      const client = site.client({ apiKey: 'demo-tiny' });
      for (const status of ['sub', 'listed', 'demand']) await client.list({ status });
      expect(client.quota()).to.deep.include({ remaining: 0, blockedUntil: nextKstMidnight(site.time.now) });
      expect((await client.list({ status: 'sub_upcoming' })).error).to.deep.include({ kind: 'rate_limited' });
      expect(site.calls).to.have.length(3);
    });

    it('blocks until KST midnight after a 429 without a readable Retry-After', async () => {
      const site = mockSite({
        before: (origin) => [
          http.get(`${origin}/v1/upcoming-ipos`, () =>
            HttpResponse.json({ error: { code: 'rate_limited', message: 'ask' } }, { status: 429 }),
          ),
        ],
      });
      const result = await site.client().list({});
      expect(result).to.deep.equal({
        data: null,
        error: { kind: 'rate_limited', status: 429, until: nextKstMidnight(site.time.now) },
      });
    });

    it('blocks only until a lagging server is surely past midnight after a 429 just after ours, without a readable Retry-After', async () => {
      // The mock's answers without Retry-After, as a server that does not expose it gives them to a browser script.
      const withoutRetryAfter = async (request: Request) => {
        const response = await site.api.handle(request);
        const headers = new Headers(response.headers);
        headers.delete('Retry-After');
        return new Response(response.body, { status: response.status, headers });
      };
      const site: MockSite = mockSite({
        start: '2026-11-21T23:50:00+09:00',
        serverLagMs: 3000,
        before: (origin) => [http.get(`${origin}/v1/upcoming-ipos`, ({ request }) => withoutRetryAfter(request))],
      });
      const client = site.client({ apiKey: 'demo-tiny', ttlMs: 0 });
      for (const status of ['sub', 'listed']) await client.list({ status });
      // Another device spends the last call of the 21st.
      await site.api.handle(new Request(`${site.baseUrl}/upcoming-ipos`, { headers: { 'X-API-Key': 'demo-tiny' } }));
      const midnight = nextKstMidnight(site.time.now);
      // 00:00:01 here, 23:59:58 on the server: the 21st's 429, which must not block the 22nd.
      await site.time.advance(midnight + 1000 - site.time.now);
      const limited = await client.list({ status: 'sub' });
      expect(site.statuses).to.deep.equal([200, 200, 429]);
      expect(limited.error).to.deep.equal({ kind: 'rate_limited', status: 429, until: midnight + SERVER_LAG_MS });
      await site.time.advance(SERVER_LAG_MS - 1000);
      const after = await client.list({ status: 'sub' });
      expect(site.statuses).to.deep.equal([200, 200, 429, 200]);
      expect(after).to.deep.include({ stale: false, error: null });
    });

    it('tells subscribers of every client of the key, until they unsubscribe', async () => {
      const site = mockSite();
      const client = site.client({ ttlMs: 0 });
      const seen: (number | null)[] = [];
      const unsubscribe = client.subscribeQuota((state) => seen.push(state.remaining));
      await client.list({});
      await client.list({});
      unsubscribe();
      await client.list({});
      expect(seen).to.deep.equal([99, 98]);
      expect(client.quota().remaining).to.equal(97);
    });
  });
});
