/**
 * The mock server on loopback under load: 10,000 sequential requests over days of an injected clock, then 1,000 held in
 * the server at once and answered in a shuffled order. Each answer is checked against the quota model: status, error
 * code, X-RateLimit-* and Retry-After to the call. `MOCK_LOAD_SEED=<n>` replays another mix.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { seededRandom } from '../../../src/mock/random.js';
import { loadRequest } from './load-requests.js';
import { LoadRun } from './load-run.js';
import { startLoopbackMock } from './loopback.js';
import { printFigure, seedFrom } from './reliability.js';
import { ReleaseGate } from './release-gate.js';

const SEED = seedFrom('MOCK_LOAD_SEED', 22_0001);
const SEQUENTIAL = 10_000;
const CONCURRENT = 1_000;
/** 600 requests a KST day: the limited keys run out and reset again and again, and 06:00 collections pass. */
const STEP_MS = 144_000;
/**
 * The batch runs at the instant of the last sequential request, three hours into a KST day: the limited keys have part
 * of their day left, so the order of the answers decides which calls count and which get a 429.
 */
const BATCH_AT = Date.parse('2026-12-07T03:00:00+09:00');
const START = BATCH_AT - (SEQUENTIAL - 1) * STEP_MS;

test('mock-load: sequential then concurrent requests, with exact quota counts', { timeout: 300_000 }, async () => {
  const random = seededRandom(SEED);
  const gate = new ReleaseGate();
  let now = START;
  const mock = await startLoopbackMock({ now: () => now, sleep: gate.sleep });
  const run = new LoadRun(mock.port, () => now);
  const started = performance.now();
  try {
    for (let index = 0; index < SEQUENTIAL; index += 1) {
      if (index > 0) now += STEP_MS;
      await run.sequential(loadRequest(random), `sequential #${index} at ${new Date(now).toISOString()}`);
    }
    const sequentialMs = performance.now() - started;
    assert.equal(now, BATCH_AT);
    const batch = Array.from({ length: CONCURRENT }, () => loadRequest(random));
    const held = await run.concurrent(batch, gate, random);
    const statuses = Object.fromEntries([...run.statuses].sort(([a], [b]) => a - b));
    console.log(
      `mock-load: seed ${SEED} (MOCK_LOAD_SEED to replay); ${SEQUENTIAL} sequential in ${Math.round(sequentialMs)} ms; ` +
        `${CONCURRENT} concurrent, ${held} of them held in the server at once, in ` +
        `${Math.round(performance.now() - started - sequentialMs)} ms; statuses ${JSON.stringify(statuses)}`,
    );
    assert.equal(held, CONCURRENT, 'every request of the batch was in the server at once');
  } finally {
    run.close();
    await mock.close();
    printFigure('mock-load', SEQUENTIAL + CONCURRENT, run.failures.count);
  }
  assert.equal(run.failures.count, 0, run.failures.summary());
});
