/** Freshness and failures: TTL revalidation, the KST day, the upstream's 429, 5xx, timeouts, 401, and the log. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { http, HttpResponse } from 'msw';
import { ENDPOINT, relayHarness, UPSTREAM } from './support/harness.js';

const MINUTE = 60_000;
const failing = (resolver: () => Response | Promise<Response>) => [http.get(`${UPSTREAM}${ENDPOINT}`, resolver)];

describe('relay: freshness', () => {
  it('revalidates an entry after --ttl with If-None-Match (a 304 upstream), and serves it meanwhile', async () => {
    const h = relayHarness({ ttlMs: 15 * MINUTE });
    const first = await h.get(ENDPOINT);
    await h.time.advance(14 * MINUTE);
    await h.get(ENDPOINT);
    assert.equal(h.calls, 1);
    await h.time.advance(2 * MINUTE);
    const again = await h.get(ENDPOINT);
    assert.equal(h.calls, 2);
    assert.equal(h.requests[1].headers.get('If-None-Match'), first.headers.get('ETag'));
    assert.equal(again.status, 200);
    assert.equal(again.headers.get('Cache-Control'), 'public, max-age=300');
  });

  it('takes a new body after KST midnight, when statuses and the ETag roll over', async () => {
    const h = relayHarness({ start: '2026-11-23T23:55:00+09:00' });
    const before = await h.get(`${ENDPOINT}?status=sub`);
    await h.time.advance(10 * MINUTE);
    const after = await h.get(`${ENDPOINT}?status=sub`);
    assert.equal(h.calls, 2);
    assert.notEqual(after.headers.get('ETag'), before.headers.get('ETag'));
  });

  it('holds an upstream 429 until KST midnight, across a restart, serving what is stored', async () => {
    let limited = false;
    const h = relayHarness({
      start: '2026-11-23T20:00:00+09:00',
      before: failing(() =>
        limited
          ? HttpResponse.json(
              { error: { code: 'rate_limited', message: 'used up' } },
              { status: 429, headers: { 'Retry-After': '14400' } },
            )
          : undefined!,
      ),
    });
    await h.get(ENDPOINT);
    limited = true;
    await h.time.advance(20 * MINUTE);
    assert.equal((await h.get(ENDPOINT)).status, 200, 'the stored body');
    assert.equal(h.calls, 2);
    h.restart();
    const refused = await h.get(`${ENDPOINT}?status=sub`);
    assert.equal(refused.status, 503);
    assert.equal((await refused.json()).error.code, 'relay_budget_exhausted');
    assert.equal(Number(refused.headers.get('Retry-After')), 4 * 3600 - 20 * 60);
    assert.equal((await h.get(ENDPOINT)).status, 200);
    assert.equal(h.calls, 2, 'no call while blocked');
    assert.match((await h.health()).upstream.blockedUntil, /^2026-11-23T15:00:00/);
  });

  for (const [name, resolver] of [
    ['a 500', () => HttpResponse.json({ error: { code: 'internal', message: '' } }, { status: 500 })],
    ['a dead upstream', () => HttpResponse.error()],
    ['a timeout', () => new Promise<Response>(() => {})],
  ] as const) {
    it(`serves the stored copy on ${name}, and a 502 upstream_unavailable when there is none`, async () => {
      let broken = false;
      const h = relayHarness({
        ttlMs: MINUTE,
        before: failing(() => (broken ? resolver() : undefined!)),
      });
      const stored = await (await h.get(ENDPOINT)).json();
      broken = true;
      await h.time.advance(2 * MINUTE);
      const pending = [h.get(ENDPOINT), h.get(`${ENDPOINT}?status=sub`)];
      await h.time.advance(60_000);
      const [stale, none] = await Promise.all(pending);
      assert.equal(stale.status, 200);
      assert.deepEqual(await stale.json(), stored);
      assert.equal(stale.headers.get('Cache-Control'), 'public, max-age=60');
      assert.equal(none.status, 502);
      assert.equal(none.headers.get('Cache-Control'), 'no-store');
      assert.equal((await none.json()).error.code, 'upstream_unavailable');
    });
  }

  it('pauses upstream calls after failures, longer after each in a row, and calls again at the first answer', async () => {
    let broken = false;
    const h = relayHarness({
      apiKey: 'demo-unlimited',
      ttlMs: MINUTE,
      before: failing(() =>
        broken ? HttpResponse.json({ error: { code: 'internal', message: '' } }, { status: 500 }) : undefined!,
      ),
    });
    const stored = await (await h.get(ENDPOINT)).json();
    broken = true;
    const failingCall = async () => {
      const pending = h.get(`${ENDPOINT}?status=sub`);
      await h.time.advance(3_000);
      return pending;
    };

    const refused = await failingCall();
    assert.equal(refused.status, 502);
    assert.equal(h.calls, 4, 'a call and its two retries');
    assert.equal(refused.headers.get('Retry-After'), '60', 'three failures in a row: 15 s × 2²');
    for (let second = 0; second < 55; second += 5) {
      const answer = await h.get(`${ENDPOINT}?status=listed&limit=${second + 1}`);
      assert.equal(answer.status, 502);
      assert.equal((await answer.json()).error.code, 'upstream_unavailable');
      await h.time.advance(5_000);
    }
    assert.equal(h.calls, 4, 'no call while paused');

    await h.time.advance(5_000);
    assert.equal((await failingCall()).headers.get('Retry-After'), '300', 'six in a row: at most 5 min');
    assert.equal(h.calls, 7);
    const stale = await h.get(ENDPOINT);
    assert.deepEqual([stale.status, await stale.json(), h.calls], [200, stored, 7], 'the stored body, no call');
    assert.match((await h.health()).upstream.pausedUntil, /^2026-11-23T01:06:/);

    h.restart();
    assert.equal((await h.get(`${ENDPOINT}?status=sub`)).status, 502, 'the pause is kept across a restart');
    assert.equal(h.calls, 7);

    broken = false;
    await h.time.advance(300_000);
    assert.equal((await h.get(`${ENDPOINT}?status=sub`)).status, 200);
    assert.equal(h.calls, 8);
    assert.equal((await h.health()).upstream.pausedUntil, null);
  });

  it('lets one call try a timing-out upstream again after the pause, while other queries get the 502', async () => {
    let down = false;
    const h = relayHarness({
      apiKey: 'demo-unlimited',
      before: failing(() => (down ? new Promise<Response>(() => {}) : undefined!)),
    });
    assert.equal((await h.get(ENDPOINT)).status, 200, 'the key has no limit: calls are not made one at a time');
    down = true;
    const first = h.get(`${ENDPOINT}?status=sub`);
    await h.time.advance(15_000);
    assert.equal((await first).status, 502);
    assert.equal(h.calls, 2, 'a timeout is not tried again at once');
    await h.time.advance(15_000);
    const asked = ['listed', 'demand', 'sub_upcoming', 'listing_upcoming'].map((status) =>
      h.get(`${ENDPOINT}?status=${status}`),
    );
    await h.time.advance(15_000);
    const answers = await Promise.all(asked);
    assert.deepEqual(
      answers.map((answer) => answer.status),
      [502, 502, 502, 502],
    );
    assert.equal(h.calls, 3, 'one call, not one per query');
    assert.ok(answers.every((answer) => Number(answer.headers.get('Retry-After')) > 0));
  });

  it("answers the upstream's 401 with a 502 relay_misconfigured, and says so loudly in the log", async () => {
    const h = relayHarness({ apiKey: 'not-a-key' });
    const response = await h.get(ENDPOINT);
    assert.equal(response.status, 502);
    assert.equal((await response.json()).error.code, 'relay_misconfigured');
    assert.ok(h.logs.some((line) => /ERROR.*IPO_API_KEY/.test(line)));
    assert.ok(h.logs.every((line) => !line.includes('not-a-key')));
  });

  it('logs one line per upstream call: the canonical query in readable Korean, the status and the calls left', async () => {
    const h = relayHarness({ budget: 10 });
    await h.get(`${ENDPOINT}?limit=5&status=sub`);
    await h.get(`${ENDPOINT}?status=청약&limit=5`);
    const calls = h.logs.filter((line) => line.startsWith('upstream'));
    assert.deepEqual(calls, ['upstream 200 status=청약&limit=5 · 9 of 10 calls left today (upstream remaining 99)']);
  });
});
