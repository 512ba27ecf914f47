/** The Worker's copy of its public answers in the location's cache (the Cache API), on a cache kept in a Map. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cachedAnswer, type EdgeCache } from '../../../src/relay/edge-cache.js';

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
