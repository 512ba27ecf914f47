/** The one gate before every upstream request, and the pure rules it reads: a table each. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_RETRIES, shouldRetry } from '../../../src/client/retry.js';
import { decide, type Decision, type Situation } from '../../../src/relay/admission.js';
import { FIRST_PAUSE_MS, NO_PAUSE, pausedUntil, pauseAfterFailure, triesAgain } from '../../../src/relay/cooldown.js';
import { accrue, burstOf } from '../../../src/relay/pacing.js';

const NOW = Date.parse('2026-11-23T22:00:00+09:00');
const MIDNIGHT = Date.parse('2026-11-24T00:00:00+09:00');
const LATER = NOW + 60_000;

/** A query never fetched, with calls to spare. */
const base: Situation = {
  now: NOW,
  budget: 90,
  used: 10,
  inflight: 0,
  upstreamRemaining: null,
  stored: false,
  fresh: false,
  retry: false,
  blockedUntil: null,
  pausedUntil: null,
  reserved: false,
  reservedLeft: 0,
  credit: 0,
};
const stale = { stored: true, fresh: false };

describe('decide: whether a query may cost an upstream call now', () => {
  const table: [string, Partial<Situation>, Decision][] = [
    ['a fresh body', { stored: true, fresh: true }, { kind: 'fresh' }],
    ['a never-fetched query, calls left', {}, { kind: 'call', reserved: false }],
    ['no calls left, nothing stored', { used: 90 }, { kind: 'exhausted', until: MIDNIGHT }],
    ['no calls left, a stale body', { used: 90, ...stale }, { kind: 'stored' }],
    [
      "the upstream's remaining, less the calls under way",
      { upstreamRemaining: 3, inflight: 3 },
      { kind: 'exhausted', until: MIDNIGHT },
    ],
    ['a 429 block, nothing stored', { blockedUntil: LATER }, { kind: 'exhausted', until: LATER }],
    ['a 429 block, a stale body', { blockedUntil: LATER, ...stale }, { kind: 'stored' }],
    ['a 429 block holds a retry back too', { blockedUntil: LATER, retry: true }, { kind: 'exhausted', until: LATER }],
    ['a pause, nothing stored', { pausedUntil: LATER }, { kind: 'unavailable', until: LATER }],
    ['a pause, a stale body', { pausedUntil: LATER, ...stale }, { kind: 'stored' }],
    [
      'a pause does not hold back the retry of the call that started it',
      { pausedUntil: LATER, retry: true },
      { kind: 'call', reserved: false },
    ],
    ['the limit unknown, a call under way', { budget: undefined, inflight: 1 }, { kind: 'wait' }],
    [
      'the limit unknown, a call under way, a stale body',
      { budget: undefined, inflight: 1, ...stale },
      { kind: 'stored' },
    ],
    ['the limit unknown, no call under way', { budget: undefined }, { kind: 'call', reserved: false }],
    ['no cap (a key without a limit)', { budget: null, used: 10_000 }, { kind: 'call', reserved: false }],
    [
      'the calls left all reserved for other queries',
      { used: 85, reservedLeft: 5 },
      { kind: 'exhausted', until: MIDNIGHT },
    ],
    [
      'the calls left all reserved, for this query',
      { used: 85, reservedLeft: 5, reserved: true },
      { kind: 'call', reserved: true },
    ],
    [
      'a retry never spends the reserve',
      { used: 85, reservedLeft: 5, reserved: true, retry: true },
      { kind: 'exhausted', until: MIDNIGHT },
    ],
    ['a stale body without refresh credit', { ...stale, credit: 0.5 }, { kind: 'stored' }],
    ['a stale body with refresh credit', { ...stale, credit: 1 }, { kind: 'call', reserved: false }],
    [
      'a reserved refresh needs no credit',
      { ...stale, reserved: true, reservedLeft: 1 },
      { kind: 'call', reserved: true },
    ],
    ['a retry needs no credit', { ...stale, retry: true }, { kind: 'call', reserved: false }],
    ['a retry with no calls left', { used: 90, retry: true }, { kind: 'exhausted', until: MIDNIGHT }],
    [
      'a fresh body is asked again on a retry',
      { stored: true, fresh: true, retry: true, credit: 0 },
      { kind: 'call', reserved: false },
    ],
  ];
  for (const [name, change, expected] of table)
    it(name, () => assert.deepEqual(decide({ ...base, ...change }), expected));
});

describe("whether a failed attempt is tried again: the client's rule, which the relay shares", () => {
  const table: [string, Parameters<typeof shouldRetry>, boolean][] = [
    ['no answer, first attempt', [{ kind: 'network' }, 0], true],
    ['a 5xx, first attempt', [{ kind: 'server' }, 0], true],
    ['a 5xx, last retry allowed', [{ kind: 'server' }, MAX_RETRIES - 1], true],
    ['a 5xx after the last retry', [{ kind: 'server' }, MAX_RETRIES], false],
    ['a 5xx naming when to call again', [{ kind: 'server', retryAt: NOW }, 0], false],
    ['a timeout', [{ kind: 'timeout' }, 0], false],
    ['a 4xx', [{ kind: 'bad_request' }, 0], false],
    ['a 429', [{ kind: 'rate_limited' }, 0], false],
    ['a body that is not v1', [{ kind: 'bad_response' }, 0], false],
    ['a call the store could not record', [{ kind: 'unsaved' }, 0], false],
  ];
  for (const [name, args, expected] of table) it(name, () => assert.equal(shouldRetry(...args), expected));
});

describe('the pause after upstream failures', () => {
  it('doubles with each failure in a row, from 15 s to at most 5 min', () => {
    const pauses: number[] = [];
    let pause = NO_PAUSE;
    for (let failure = 0; failure < 7; failure++) {
      pause = pauseAfterFailure(pause, NOW);
      pauses.push((pause.until - NOW) / 1000);
    }
    assert.deepEqual(pauses, [15, 30, 60, 120, 240, 300, 300]);
  });

  const table: [string, Parameters<typeof pausedUntil>, number | null][] = [
    ['no failure', [NO_PAUSE, NOW, false], null],
    ['during the pause', [{ failures: 1, until: LATER }, NOW, false], LATER],
    ['after it, no call trying again', [{ failures: 1, until: NOW }, NOW, false], null],
    ['after it, while one call tries again', [{ failures: 1, until: NOW }, NOW, true], NOW + FIRST_PAUSE_MS],
  ];
  for (const [name, args, expected] of table) it(name, () => assert.equal(pausedUntil(...args), expected));

  it('makes the first call after failures the one that tries again', () => {
    assert.equal(triesAgain(NO_PAUSE), false);
    assert.equal(triesAgain(pauseAfterFailure(NO_PAUSE, NOW)), true);
  });
});

describe('refresh credit', () => {
  const HOUR = 3_600_000;
  const table: [string, Parameters<typeof accrue>, number][] = [
    ['accrues the calls left spread until midnight', [{ credit: 0, creditAt: NOW - HOUR }, NOW, 20, 10], 10],
    ['…no more than the burst', [{ credit: 0, creditAt: NOW - HOUR }, NOW, 200, 10], 10],
    ['…nothing with no calls left', [{ credit: 0.5, creditAt: NOW - HOUR }, NOW, 0, 10], 0.5],
    ['…nothing from a time after now', [{ credit: 2, creditAt: NOW + HOUR }, NOW, 20, 10], 2],
  ];
  for (const [name, args, expected] of table)
    it(name, () => assert.equal(Math.round(accrue(...args).credit * 1000) / 1000, expected));

  it('bursts to a twentieth of the budget, at least one call', () => {
    assert.deepEqual([1, 20, 21, 90, 1000].map(burstOf), [1, 1, 2, 5, 50]);
  });
});
