/** The Worker's copy of its public answers in the location's cache (the Cache API), on a cache kept in a Map. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cachedAnswer, type EdgeCache } from '../../../src/relay/edge-cache.js';
import worker, { type Env } from '../../../src/relay/worker.js';
import { relayHarness } from './support/harness.js';

const URL_ = 'https://relay.example/v1/upcoming-ipos?limit=20';
const NOW = Date.parse('2026-11-23T23:58:00+09:00');

function mapCache(): EdgeCache & { size: () => number } {
  const stored = new Map<string, Response>();
  return {
    match: async (request) => stored.get(request.url)?.clone(),
    put: async (request, response) => void stored.set(request.url, response),
    size: () => stored.size,
  };
}

const answer = (status: number, cacheControl: string) =>
  new Response(status === 200 ? '{"version":"v1"}' : '{"error":{}}', {
    status,
    headers: { 'Cache-Control': cacheControl, ETag: 'W/"a"' },
  });

describe('the edge cache of the Worker', () => {
  it("stores a public 200 and serves it with the max-age left, a 304 for a matching If-None-Match, HEAD's without a body", async () => {
    const cache = mapCache();
    const writes: Promise<unknown>[] = [];
    let loads = 0;
    const load = async () => (loads++, answer(200, 'public, max-age=90'));
    const ask = (now: number, headers: Record<string, string> = {}, method = 'GET') =>
      cachedAnswer(cache, URL_, new Request(URL_, { headers, method }), now, load, (write) => writes.push(write));
    assert.equal((await ask(NOW)).status, 200);
    await Promise.all(writes);
    const later = await ask(NOW + 60_000);
    assert.equal(later.headers.get('Cache-Control'), 'public, max-age=30', 'never past what the relay allowed');
    assert.equal(later.headers.get('Expires'), null);
    assert.equal(await later.text(), '{"version":"v1"}');
    assert.equal((await ask(NOW + 1000, { 'If-None-Match': 'W/"a"' })).status, 304);
    assert.equal(await (await ask(NOW + 1000, {}, 'HEAD')).text(), '');
    assert.equal(loads, 1);
  });

  it('stores no error, no answer without max-age and nothing for HEAD', async () => {
    const cache = mapCache();
    for (const [status, cacheControl, method] of [
      [503, 'no-store', 'GET'],
      [200, 'public, max-age=0', 'GET'],
      [200, 'public, max-age=60', 'HEAD'],
    ] as const) {
      const writes: Promise<unknown>[] = [];
      const request = new Request(URL_, { method });
      await cachedAnswer(
        cache,
        URL_,
        request,
        NOW,
        async () => answer(status, cacheControl),
        (w) => writes.push(w),
      );
      await Promise.all(writes);
    }
    assert.equal(cache.size(), 0);
  });
});

describe("the Worker's entry", () => {
  const BLOG = 'https://blog.example';

  /** The Worker in front of the relay's core (for its Durable Object), with the location's cache in a Map. */
  function workerHarness() {
    const h = relayHarness({ corsOrigin: BLOG });
    const cache = mapCache();
    const env: Env = {
      IPO_RELAY: { idFromName: (name) => name, get: () => ({ fetch: (request) => h.relay.handle(request) }) },
      IPO_CORS_ORIGIN: BLOG,
    };
    const writes: Promise<unknown>[] = [];
    const get = (path: string, headers: Record<string, string> = {}) =>
      worker.fetch(new Request(`https://relay.example${path}`, { headers }), env, {
        waitUntil: (write) => void writes.push(write),
      });
    return { h, cache, get, written: () => Promise.all(writes) };
  }

  it("refuses a page of another origin before the location's cache: the 403, never a stored answer", async (t) => {
    const { h, cache, get, written } = workerHarness();
    const global = globalThis as { caches?: unknown };
    global.caches = { default: cache };
    t.after(() => delete global.caches);
    const path = '/v1/upcoming-ipos?status=sub';
    assert.equal((await get(path, { Origin: BLOG })).status, 200);
    await written();
    assert.equal(cache.size(), 1);
    assert.equal((await get(path)).status, 200, 'a request without Origin: the stored answer');

    const elsewhere = await get(path, { Origin: 'https://other.example' });
    assert.equal(elsewhere.status, 403);
    assert.equal((await elsewhere.json()).error.code, 'origin_not_allowed');
    assert.ok(h.logs.some((line) => line.includes('a page at https://other.example asked')));
    assert.equal(h.calls, 1);
  });
});
