/**
 * The fuzz run: random requests, sent as bytes over TCP to the mock server on loopback, one connection each, in a
 * fixed order from a seeded PRNG. `MOCK_FUZZ_SEED=<n>` replays another run; a failure prints its case's bytes.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { seededRandom } from '../../../src/mock/random.js';
import { judge } from './fuzz-check.js';
import { fuzzCase } from './fuzz-requests.js';
import { startLoopbackMock } from './loopback.js';
import { exchange } from './raw-http.js';
import { FailureLog, printFigure, seedFrom } from './reliability.js';

const SEED = seedFrom('MOCK_FUZZ_SEED', 22_0002);
const CASES = 5_000;
const NOW = Date.parse('2026-11-23T10:00:00+09:00');
/** An exchange that has not ended in this time fails (a loopback answer takes milliseconds). */
const EXCHANGE_TIMEOUT_MS = 5_000;

test(
  'mock-fuzz: random methods, targets, queries and headers get well-formed answers',
  { timeout: 300_000 },
  async () => {
    const random = seededRandom(SEED);
    const mock = await startLoopbackMock({ now: () => NOW });
    const failures = new FailureLog();
    let readable = 0;
    const statuses = new Map<string, number>();
    const started = performance.now();
    try {
      for (let index = 0; index < CASES; index += 1) {
        const sent = fuzzCase(random);
        const received = await exchange(mock.port, sent.bytes, EXCHANGE_TIMEOUT_MS);
        if (sent.readable) readable += 1;
        const { answer, problems } = judge(sent, received);
        statuses.set(answer, (statuses.get(answer) ?? 0) + 1);
        if (problems.length > 0) {
          failures.add(
            `#${index} ${JSON.stringify(sent.bytes.subarray(0, 400).toString('latin1'))}: ${problems.join('; ')}`,
          );
        }
      }
      console.log(
        `mock-fuzz: seed ${SEED} (MOCK_FUZZ_SEED to replay); ${CASES} cases in ${Math.round(performance.now() - started)} ms; ` +
          `${readable} readable by node:http; answers ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
      );
    } finally {
      await mock.close();
      printFigure('mock-fuzz', CASES, failures.count);
    }
    assert.equal(failures.count, 0, failures.summary());
  },
);
