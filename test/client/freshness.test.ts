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

  it('is not fresh when the body is from the future (the clock went back)', () => {
    expect(isFresh(fetchedAt + MINUTE, fetchedAt, DEFAULT_TTL_MS)).to.equal(false);
  });
});
