/** The relay's core as visitors see it: the API's JSON and errors, no key, one cache entry per canonical query. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { http, HttpResponse } from 'msw';
import { ENDPOINT, relayHarness, UPSTREAM } from './support/harness.js';

describe('relay: the visitor API', () => {
  it('answers with the API JSON, the ETag kept, without the rate-limit headers, cacheable by anyone', async () => {
    const h = relayHarness();
    const response = await h.get(`${ENDPOINT}?status=sub&limit=5`);
    assert.equal(response.status, 200);
    const body = await response.json();
    assert.equal(body.version, 'v1');
    assert.ok(body.items.length > 0 && body.items.every((item: { status: string }) => item.status === '청약'));
    const upstream = await h.api.handle(
      new Request(`${UPSTREAM}${ENDPOINT}?status=sub&limit=5`, { headers: { 'X-API-Key': 'demo-key' } }),
    );
    assert.equal(response.headers.get('ETag'), upstream.headers.get('ETag'));
    assert.deepEqual(await upstream.json(), body);
    assert.equal(response.headers.get('Cache-Control'), 'public, max-age=300');
    for (const name of ['X-RateLimit-Limit', 'X-RateLimit-Remaining'])
      assert.equal(response.headers.get(name), null, name);
  });

  it('calls upstream with its own key only: the visitor headers are not forwarded', async () => {
    const h = relayHarness();
    await h.get(ENDPOINT, { 'X-API-Key': 'visitor-key', Cookie: 'session=1', Authorization: 'Bearer x' });
    const [request] = h.requests;
    assert.equal(request.headers.get('X-API-Key'), 'demo-key');
    for (const name of ['Cookie', 'Authorization']) assert.equal(request.headers.get(name), null, name);
  });

  it('answers an invalid query with the API 400 and its usable values, without an upstream call', async () => {
    const h = relayHarness();
    for (const [query, code] of [
      ['status=soon', 'invalid_status'],
      ['limit=-1', 'invalid_limit'],
      ['from=2026-02-30', 'invalid_from'],
      ['from=2026-12-01&to=2026-11-01', 'invalid_range'],
      ['spac=no', 'invalid_spac'],
    ]) {
      const response = await h.get(`${ENDPOINT}?${query}`);
      assert.equal(response.status, 400, query);
      assert.equal(response.headers.get('Cache-Control'), 'no-store');
      const { error } = await response.json();
      assert.equal(error.code, code);
      assert.equal(typeof error.message, 'string');
    }
    const { error } = await (await h.get(`${ENDPOINT}?status=soon`)).json();
    assert.match(error.message, /청약.*sub_upcoming/);
    assert.equal(h.calls, 0);
  });

  it('shares one cache entry, and one call, among equivalent queries', async () => {
    const h = relayHarness();
    const equivalent = [
      'status=sub',
      'status=%EC%B2%AD%EC%95%BD',
      'limit=20&status=sub',
      'status=sub&limit=20&spac=true',
      'status=sub&unknown=1&format=xml',
      'status=sub&status=listed',
    ];
    const etags = new Set<string | null>();
    for (const query of equivalent) etags.add((await h.get(`${ENDPOINT}?${query}`)).headers.get('ETag'));
    assert.equal(etags.size, 1);
    assert.equal(h.calls, 1);
    await h.get(`${ENDPOINT}?limit=500`);
    await h.get(`${ENDPOINT}?limit=100`);
    assert.equal(h.calls, 2, 'a limit over 100 is 100');
    await h.get(`${ENDPOINT}?status=sub&spac=false`);
    assert.equal(h.calls, 3, 'spac=false is another query');
  });

  it("answers a visitor's If-None-Match with a 304 of its own", async () => {
    const h = relayHarness();
    const etag = (await h.get(ENDPOINT)).headers.get('ETag')!;
    const again = await h.get(ENDPOINT, { 'If-None-Match': etag });
    assert.equal(again.status, 304);
    assert.equal(again.headers.get('ETag'), etag);
    assert.equal(await again.text(), '');
    assert.equal((await h.get(ENDPOINT, { 'If-None-Match': 'W/"other"' })).status, 200);
    assert.equal(h.calls, 1);
  });

  it('keeps max-age within the freshness left and short of the next KST midnight', async () => {
    const h = relayHarness({ start: '2026-11-23T23:58:30+09:00' });
    const response = await h.get(ENDPOINT);
    assert.equal(response.headers.get('Cache-Control'), 'public, max-age=90');
    const late = relayHarness({ ttlMs: 120_000 });
    await late.get(ENDPOINT);
    await late.time.advance(100_000);
    assert.equal((await late.get(ENDPOINT)).headers.get('Cache-Control'), 'public, max-age=20');
  });

  it('answers HEAD as GET without the body, other paths and methods with the API 404', async () => {
    const h = relayHarness();
    const head = await h.get(ENDPOINT, {}, 'HEAD');
    assert.equal(head.status, 200);
    assert.equal(await head.text(), '');
    for (const [target, method] of [
      ['/v1/other', 'GET'],
      ['/upcoming-ipos', 'GET'],
      [ENDPOINT, 'POST'],
      ['/', 'GET'],
    ]) {
      const response = await h.get(target, {}, method);
      assert.equal(response.status, 404, `${method} ${target}`);
      assert.equal((await response.json()).error.code, 'not_found');
      assert.equal(response.headers.get('Cache-Control'), 'no-store');
    }
  });

  it('sends the same CORS headers to every page it serves: its origin, and its sandboxed embed page', async () => {
    const h = relayHarness({ corsOrigin: 'https://blog.example' });
    for (const origin of ['https://blog.example', 'null']) {
      const response = await h.get(ENDPOINT, { Origin: origin });
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('Access-Control-Allow-Origin'), '*');
      assert.match(response.headers.get('Access-Control-Expose-Headers')!, /ETag/);
    }
    const preflight = await h.get(ENDPOINT, { Origin: 'https://blog.example' }, 'OPTIONS');
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('Access-Control-Allow-Headers'), 'If-None-Match');
    assert.equal(h.calls, 1);
  });

  it('refuses a page of another origin without an upstream call, and logs once which setting would serve it', async () => {
    for (const corsOrigin of [null, 'https://blog.example']) {
      const h = relayHarness({ corsOrigin });
      for (const query of ['status=sub', 'status=listed']) {
        const refused = await h.get(`${ENDPOINT}?${query}`, { Origin: 'https://other.example' });
        assert.equal(refused.status, 403);
        assert.equal(refused.headers.get('Cache-Control'), 'no-store');
        assert.equal((await refused.json()).error.code, 'origin_not_allowed');
      }
      assert.equal(h.calls, 0);
      const warnings = h.logs.filter((line) => line.includes('https://other.example'));
      assert.equal(warnings.length, 1, 'once per origin');
      assert.match(warnings[0], /WARNING a page at https:\/\/other\.example asked for status=청약&limit=20/);
      assert.match(warnings[0], /set --cors-origin to https:\/\/other\.example/);
      // Requests without Origin (same-origin pages, the site's proxy, curl) are served.
      assert.equal((await h.get(`${ENDPOINT}?status=sub`)).status, 200);
    }
  });

  it('makes one upstream call for visitors asking the same query at the same time', async () => {
    const h = relayHarness();
    const answers = await Promise.all(
      ['status=sub', 'status=청약', 'limit=20&status=sub'].map((q) => h.get(`${ENDPOINT}?${q}`)),
    );
    assert.deepEqual(
      answers.map((answer) => answer.status),
      [200, 200, 200],
    );
    assert.equal(h.calls, 1);
  });

  it('never puts the key in an answer, even when the upstream quotes it', async () => {
    const h = relayHarness({
      before: [
        http.get(`${UPSTREAM}${ENDPOINT}`, ({ request }) =>
          HttpResponse.json(
            { error: { code: 'invalid_window', message: `key ${request.headers.get('X-API-Key')} may not ask that` } },
            { status: 400, headers: { 'X-Echo': request.headers.get('X-API-Key')! } },
          ),
        ),
      ],
    });
    const response = await h.get(ENDPOINT);
    assert.equal(response.status, 400);
    const text = await response.text();
    assert.ok(!text.includes('demo-key'), text);
    assert.match(text, /invalid_window/);
    for (const [, value] of response.headers) assert.ok(!value.includes('demo-key'));
    assert.ok(h.logs.every((line) => !line.includes('demo-key')));
  });

  it('reports its budget, the upstream quota and its cache at /healthz', async () => {
    const h = relayHarness({ budget: 10 });
    await h.get(ENDPOINT);
    await h.get(`${ENDPOINT}?status=sub`);
    const response = await h.get('/healthz');
    assert.equal(response.headers.get('Cache-Control'), 'no-store');
    assert.deepEqual(await response.json(), {
      day: '2026-11-23',
      requests: 3,
      pages: 0,
      budget: { limit: 10, used: 2, left: 8, reserved: 0 },
      upstream: { limit: 100, remaining: 98, blockedUntil: null, pausedUntil: null },
      cache: { entries: 2 },
    });
  });
});
