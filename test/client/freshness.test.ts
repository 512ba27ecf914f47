import { expect } from '@open-wc/testing';
import { DEFAULT_TTL_MS, isFresh } from '../../src/client/freshness.js';

const at = (iso: string) => Date.parse(iso);
const MINUTE = 60_000;

describe('isFresh', () => {
  const fetchedAt = at('2026-11-21T12:00:00+09:00');

  it('is fresh while younger than the TTL, ten minutes by default', () => {
    expect(DEFAULT_TTL_MS).to.equal(10 * MINUTE);
    expect(isFresh(fetchedAt, fetchedAt, DEFAULT_TTL_MS)).to.equal(true);
    expect(isFresh(fetchedAt, fetchedAt + 10 * MINUTE - 1, DEFAULT_TTL_MS)).to.equal(true);
    expect(isFresh(fetchedAt, fetchedAt + 10 * MINUTE, DEFAULT_TTL_MS)).to.equal(false);
  });

  it('is never fresh with a TTL of 0', () => {
    expect(isFresh(fetchedAt, fetchedAt, 0)).to.equal(false);
  });

  it('ends at KST midnight even within the TTL', () => {
    const late = at('2026-11-21T23:58:00+09:00');
    expect(isFresh(late, at('2026-11-21T23:59:59+09:00'), DEFAULT_TTL_MS)).to.equal(true);
    expect(isFresh(late, at('2026-11-22T00:00:00+09:00'), DEFAULT_TTL_MS)).to.equal(false);
  });

  it('does not take a body confirmed in the minute after KST midnight as the new day’s: the server’s clock may lag', () => {
    const midnight = at('2026-11-22T00:00:00+09:00');
    // A 304 from a server still on the 21st confirms the 21st's statuses and ETag.
    expect(isFresh(midnight + 30_000, midnight + 40_000, DEFAULT_TTL_MS)).to.equal(false);
    expect(isFresh(midnight + MINUTE, midnight + 2 * MINUTE, DEFAULT_TTL_MS)).to.equal(true);
  });

  it('is not fresh when the body is from the future (the clock went back)', () => {
    expect(isFresh(fetchedAt + MINUTE, fetchedAt, DEFAULT_TTL_MS)).to.equal(false);
  });
});
