/** The daily budget: its cap, its default, the reserve of yesterday's common queries, pacing and eviction. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { http, HttpResponse } from 'msw';
import type { RelayState } from '../../../src/relay/store.js';
import { ENDPOINT, relayHarness, UPSTREAM } from './support/harness.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const month = (m: number) =>
  `${ENDPOINT}?from=2026-${String(m).padStart(2, '0')}-01&to=2026-${String(m).padStart(2, '0')}-28`;
/** An attacker's distinct, valid queries. */
const attack = (i: number) => `${ENDPOINT}?limit=${i % 100}&from=2020-01-${String((i % 28) + 1).padStart(2, '0')}`;

describe('relay: the budget', () => {
  it('makes at most --budget calls a KST day; a query with nothing stored then gets a 503 with Retry-After', async () => {
    const h = relayHarness({ budget: 3, start: '2026-11-23T22:00:00+09:00' });
    for (const m of [1, 2, 3]) assert.equal((await h.get(month(m))).status, 200);
    const refused = await h.get(month(4));
    assert.equal(refused.status, 503);
    assert.equal(refused.headers.get('Retry-After'), String(2 * 3600));
    assert.equal(refused.headers.get('Cache-Control'), 'no-store');
    assert.equal((await refused.json()).error.code, 'relay_budget_exhausted');
    await h.time.advance(HOUR);
    assert.equal((await h.get(month(1))).status, 200, 'what is stored is still served');
    assert.equal(h.calls, 3);
    await h.time.advance(HOUR);
    assert.equal((await h.get(month(4))).status, 200, 'a new KST day has a new budget');
    assert.equal(h.calls, 4);
  });

  it("defaults to 90 % of the key's limit, learnt from one call made alone", async () => {
    // demo-tiny allows 3 calls a day: the budget is 2.
    const h = relayHarness({ apiKey: 'demo-tiny' });
    const answers = await Promise.all([1, 2, 3, 4, 5].map((m) => h.get(month(m))));
    assert.deepEqual(
      answers.map((response) => response.status),
      [200, 200, 503, 503, 503],
    );
    assert.equal(h.calls, 2);
    assert.equal((await h.health()).budget.limit, 2);
  });

  it('has no cap for a key without a limit', async () => {
    const h = relayHarness({ apiKey: 'demo-unlimited' });
    for (let m = 1; m <= 12; m++) assert.equal((await h.get(month(m))).status, 200);
    assert.equal(h.calls, 12);
    assert.equal((await h.health()).budget.limit, null);
  });

  it('counts every retry against the budget, and retries no further than it allows', async () => {
    let attempts = 0;
    const h = relayHarness({
      budget: 2,
      before: [http.get(`${UPSTREAM}${ENDPOINT}`, () => (attempts++, HttpResponse.json({}, { status: 500 })))],
    });
    const pending = h.get(ENDPOINT);
    await h.time.advance(10_000);
    assert.equal((await pending).status, 502);
    assert.equal(attempts, 2);
    assert.equal((await h.health()).budget.used, 2);
  });

  it('spreads the calls left over the day: stored entries are refreshed less often, never past the budget', async () => {
    const STEP = 10 * MINUTE;
    const h = relayHarness({ budget: 24, ttlMs: STEP, start: '2026-11-23T00:00:00+09:00' });
    const queries = [month(1), month(2), month(3), month(4)];
    let stale = 0;
    let byEvening = 0;
    // Visitors ask each query every ten minutes, all day long: refreshing them all would take 576 calls.
    for (let step = 0; step < (24 * HOUR) / STEP - 1; step++) {
      for (const query of queries) {
        const response = await h.get(query);
        assert.equal(response.status, 200);
        if (response.headers.get('Cache-Control') === 'public, max-age=60') stale++;
      }
      if (step === (18 * HOUR) / STEP) byEvening = h.calls;
      await h.time.advance(STEP);
    }
    assert.ok(byEvening < 24 - 3, `calls are left for the evening: ${byEvening} used by 18:00`);
    assert.ok(h.calls <= 24 && h.calls >= 20, `the calls are used, not hoarded: ${h.calls}`);
    assert.ok(
      h.requests.some((request) => request.headers.get('If-None-Match')),
      'refreshes revalidate',
    );
    assert.ok(stale > 0);
  });

  it('changes the refresh credit only when a refresh calls, by the credit worked out for it', async () => {
    const start = '2026-11-23T00:00:00+09:00';
    const h = relayHarness({ budget: 24, ttlMs: 10 * MINUTE, start });
    const ledger = () => h.relay.state().ledger;
    assert.equal((await h.get(month(1))).status, 200);
    assert.deepEqual([ledger().credit, ledger().creditAt], [0, Date.parse(start)], 'a new query needs no credit');
    // Stale, with a sixth of a call's credit accrued (23 calls left over the day): the stored body, and no change.
    await h.time.advance(11 * MINUTE);
    assert.equal((await h.get(month(1))).headers.get('Cache-Control'), 'public, max-age=60');
    assert.equal(h.calls, 1);
    assert.deepEqual([ledger().credit, ledger().creditAt], [0, Date.parse(start)]);
    // With more than a call's credit: the refresh calls, and spends one of the credit accrued until now.
    await h.time.advance(HOUR + 4 * MINUTE);
    assert.equal((await h.get(month(1))).headers.get('Cache-Control'), 'public, max-age=300');
    assert.equal(h.calls, 2);
    assert.equal(ledger().creditAt, h.time.now);
    // 75 minutes at the rate that spreads the 23 calls left over the 22 h 45 min until midnight.
    assert.equal(ledger().credit.toFixed(3), ((23 * 75) / (22 * 60 + 45) - 1).toFixed(3));
  });

  it("reserves a share of the day's budget for yesterday's common queries, which an attacker cannot spend", async () => {
    const h = relayHarness({ budget: 20, start: '2026-11-23T12:00:00+09:00' });
    const common = [month(1), month(2), `${ENDPOINT}?status=sub`, `${ENDPOINT}?from=2026-11-23`];
    for (let visitor = 0; visitor < 5; visitor++) for (const query of common) await h.get(query);
    // The list "from today" is the same view with the date moved on.
    common[3] = `${ENDPOINT}?from=2026-11-24`;
    // After KST midnight an attacker comes first, with far more distinct queries than the budget.
    await h.time.advance(12 * HOUR + MINUTE);
    const statuses = [];
    for (let i = 0; i < 40; i++) statuses.push((await h.get(attack(i))).status);
    assert.equal(statuses.filter((status) => status === 200).length, 16, 'the unreserved 80 %');
    assert.equal(statuses.filter((status) => status === 503).length, 24);
    // The common queries still refresh: each is answered with the new day's body from the upstream.
    const before = h.calls;
    for (const query of common) {
      const response = await h.get(query);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('Cache-Control'), 'public, max-age=300', query);
    }
    assert.equal(h.calls - before, 4);
    assert.equal((await h.health()).budget.used, 20);
  });

  it("keeps the entries visitors ask for when an attacker's queries fill the store", async () => {
    const h = relayHarness({ apiKey: 'demo-unlimited', maxEntries: 6 });
    const common = [month(1), month(2), `${ENDPOINT}?status=sub`];
    for (let visitor = 0; visitor < 3; visitor++) for (const query of common) await h.get(query);
    for (let i = 0; i < 30; i++) await h.get(attack(i));
    const before = h.calls;
    for (const query of common) assert.equal((await h.get(query)).status, 200);
    assert.equal(h.calls, before, 'served from the store, without a call');
    assert.equal((await h.health()).cache.entries, 6);
  });

  it('records each upstream request in its store before the request leaves', async () => {
    const committed: number[] = [];
    const seen: number[] = [];
    const h = relayHarness({
      budget: 10,
      store: {
        commit: async ({ ledger }: RelayState) => void committed.push(ledger.used),
        changed() {},
      },
      before: [http.get(`${UPSTREAM}${ENDPOINT}`, () => void seen.push(Math.max(...committed)))],
    });
    await Promise.all([month(1), month(2), month(3)].map((query) => h.get(query)));
    assert.equal(h.calls, 3);
    // Each request found the store holding at least as many calls as had left, itself included.
    assert.deepEqual(
      seen.map((used, index) => used >= index + 1),
      [true, true, true],
    );
    assert.equal((await h.health()).budget.used, 3);
  });

  it('makes no upstream request that its store cannot record first, and says so', async () => {
    const h = relayHarness({
      budget: 10,
      store: { commit: () => Promise.reject(new Error('disk full')), changed() {} },
    });
    const response = await h.get(month(1));
    assert.equal(response.status, 502);
    assert.equal((await response.json()).error.code, 'relay_misconfigured');
    assert.equal(h.calls, 0);
    assert.ok(h.logs.some((line) => /ERROR cannot save the state before an upstream call \(disk full\)/.test(line)));
  });

  it("keeps the day's calls and the reserve across a restart", async () => {
    const h = relayHarness({ budget: 3 });
    await h.get(month(1));
    await h.get(month(2));
    h.restart();
    assert.equal((await h.health()).budget.used, 2);
    assert.equal((await h.get(month(3))).status, 200);
    assert.equal((await h.get(month(4))).status, 503);
    assert.equal(h.calls, 3);
  });
});
