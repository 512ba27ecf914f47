import { expect } from '@open-wc/testing';
import { retryAfterSeconds } from '../../src/api/retry-after-seconds.js';

describe('retryAfterSeconds (the Retry-After the mock and the relay send)', () => {
  it('counts whole seconds, rounded up, and never less than one', () => {
    for (const [until, now, seconds] of [
      [10_000, 0, '10'],
      [10_001, 0, '11'],
      [1, 0, '1'],
      [0, 0, '1'],
      [0, 5_000, '1'],
    ] as const) {
      expect(retryAfterSeconds(until, now), `${until} − ${now}`).to.equal(seconds);
    }
  });
});
