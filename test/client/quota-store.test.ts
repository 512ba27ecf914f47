import { expect } from '@open-wc/testing';
import { QUOTA_PREFIX, quotaStore, type QuotaStore } from '../../src/client/quota-store.js';
import type { QuotaState } from '../../src/client/client-types.js';
import { safeStorage } from '../../src/client/storage.js';
import { nextKstMidnight } from '../../src/time/kst.js';
import { FakeTime } from '../support/fake-time.js';
import { MemoryStorage } from '../support/memory-storage.js';

const limited = (limit: number, remaining: number, extra: Record<string, string> = {}) =>
  new Headers({ 'X-RateLimit-Limit': String(limit), 'X-RateLimit-Remaining': String(remaining), ...extra });

describe('QuotaStore', () => {
  let time: FakeTime;
  let backing: MemoryStorage;
  let quota: QuotaStore;

  beforeEach(() => {
    time = new FakeTime('2026-11-21T15:30:00+09:00');
    backing = new MemoryStorage();
    quota = quotaStore(safeStorage(backing), 'aaaa1111', time.clock);
  });

  it('knows nothing before the first response', () => {
    expect(quota.get()).to.deep.equal({ limit: null, remaining: null, blockedUntil: null });
  });

  it('reads the rate-limit headers of every response, 304 and errors included', () => {
    quota.record(200, limited(100, 99));
    expect(quota.get()).to.deep.equal({ limit: 100, remaining: 99, blockedUntil: null });
    quota.record(304, limited(100, 98));
    expect(quota.get().remaining).to.equal(98);
    quota.record(400, limited(100, 97));
    expect(quota.get().remaining).to.equal(97);
  });

  it('takes a success without the headers for an unlimited key, and an error without them for no news', () => {
    quota.record(200, limited(100, 99));
    quota.record(500, new Headers());
    expect(quota.get().limit).to.equal(100);
    quota.record(304, new Headers());
    expect(quota.get()).to.deep.equal({ limit: null, remaining: null, blockedUntil: null });
  });

  it('blocks after a 429 until Retry-After has passed', () => {
    quota.record(429, limited(100, 0, { 'Retry-After': '120' }));
    expect(quota.get()).to.deep.equal({ limit: 100, remaining: 0, blockedUntil: time.now + 120_000 });
  });

  it('reads Retry-After as an HTTP date too', () => {
    quota.record(429, new Headers({ 'Retry-After': new Date(time.now + 3_600_000).toUTCString() }));
    expect(quota.get().blockedUntil).to.equal(time.now + 3_600_000);
  });

  it('blocks until the next KST midnight when Retry-After is unreadable', () => {
    quota.record(429, limited(3, 0));
    expect(quota.get().blockedUntil).to.equal(Date.parse('2026-11-22T00:00:00+09:00'));
    quota.record(429, new Headers({ 'Retry-After': 'soon' }));
    expect(quota.get().blockedUntil).to.equal(nextKstMidnight(time.now));
  });

  it('blocks until the next KST midnight, the reset, when Retry-After is not a wait up to it', () => {
    const midnight = nextKstMidnight(time.now);
    const afterMidnight = new Date(midnight + 3_600_000).toUTCString();
    // Past or no wait, beyond the reset, beyond 15 digits, and numbers V8 would read as dates in 2001.
    for (const value of [
      '0',
      new Date(time.now - 1000).toUTCString(),
      '259200',
      afterMidnight,
      '99999999999999999999',
      '8640000000000',
      '-1',
      '1.5',
    ]) {
      quota.record(429, limited(100, 0, { 'Retry-After': value }));
      expect(quota.get().blockedUntil, value).to.equal(midnight);
    }
  });

  it('keeps the counters when a header is too long to be a count', () => {
    quota.record(200, limited(100, 7));
    quota.record(429, new Headers({ 'X-RateLimit-Limit': '99999999999999999999', 'Retry-After': '60' }));
    expect(quota.get()).to.deep.equal({ limit: 100, remaining: 0, blockedUntil: time.now + 60_000 });
  });

  it('blocks until KST midnight when no call is left today', () => {
    quota.record(200, limited(3, 0));
    expect(quota.get().blockedUntil).to.equal(Date.parse('2026-11-22T00:00:00+09:00'));
  });

  it('lifts the block and resets the counters at KST midnight', async () => {
    quota.record(429, limited(100, 0));
    await time.advance(Date.parse('2026-11-22T00:00:00+09:00') - time.now - 1);
    expect(quota.get().blockedUntil).to.not.equal(null);
    await time.advance(1);
    expect(quota.get()).to.deep.equal({ limit: 100, remaining: 100, blockedUntil: null });
  });

  it('persists the state, so that a reload keeps the block', () => {
    quota.record(429, limited(100, 0, { 'Retry-After': '600' }));
    const reloaded = quotaStore(safeStorage(backing), 'aaaa1111', time.clock);
    expect(reloaded.get().blockedUntil).to.equal(time.now + 600_000);
    expect(quotaStore(safeStorage(backing), 'bbbb2222', time.clock).get().blockedUntil).to.equal(null);
    expect(backing.key(0)).to.equal(QUOTA_PREFIX + 'aaaa1111');
  });

  it('takes in at once a block another tab stored, and tells listeners of it on refresh', async () => {
    const seen: (number | null)[] = [];
    quota.subscribeQuota((state) => seen.push(state.blockedUntil));
    const otherTab = quotaStore(safeStorage(backing), 'aaaa1111', time.clock);
    await time.advance(1000);
    otherTab.record(429, limited(100, 0));
    expect(quota.get().blockedUntil).to.equal(nextKstMidnight(time.now));
    expect(seen).to.deep.equal([]);
    quota.refresh();
    quota.refresh();
    expect(seen).to.deep.equal([nextKstMidnight(time.now)]);
  });

  it('reads a corrupted stored state as unknown', () => {
    backing.setItem(QUOTA_PREFIX + 'aaaa1111', '{"limit":"lots"');
    expect(quotaStore(safeStorage(backing), 'aaaa1111', time.clock).get().limit).to.equal(null);
    backing.setItem(QUOTA_PREFIX + 'aaaa1111', '{"limit":"lots","remaining":1,"blockedUntil":null,"at":1}');
    expect(quotaStore(safeStorage(backing), 'aaaa1111', time.clock).get().limit).to.equal(null);
    // Safe integers, but beyond what a Date holds: reading or formatting them would throw.
    for (const instants of ['"blockedUntil":null,"at":9e15', '"blockedUntil":9e15,"at":1']) {
      backing.setItem(QUOTA_PREFIX + 'aaaa1111', `{"limit":100,"remaining":5,${instants}}`);
      expect(quotaStore(safeStorage(backing), 'aaaa1111', time.clock).get(), instants).to.deep.equal({
        limit: null,
        remaining: null,
        blockedUntil: null,
      });
    }
  });

  it('reads a stored state recorded after now, or before 1970, as unknown, so that date math never throws', () => {
    const stored = (at: number, blockedUntil: number | null) => {
      backing.setItem(QUOTA_PREFIX + 'aaaa1111', JSON.stringify({ limit: 100, remaining: 0, blockedUntil, at }));
      return quotaStore(safeStorage(backing), 'aaaa1111', time.clock).get();
    };
    // 8.6e15 is an instant a Date holds, but not nine hours later (KST).
    for (const [at, blockedUntil] of [
      [8.6e15, null],
      [8.6e15, 8.6e15],
      [time.now + 60_000, time.now + 3_600_000],
      [-8.6e15, 8.6e15],
    ]) {
      expect(stored(at!, blockedUntil), `${at}`).to.deep.equal({ limit: null, remaining: null, blockedUntil: null });
    }
  });

  it('lifts a stored block at the latest at the KST midnight after it was recorded', async () => {
    const midnight = nextKstMidnight(time.now);
    for (const blockedUntil of [8.6e15, time.now + 365 * 86_400_000]) {
      backing.setItem(
        QUOTA_PREFIX + 'aaaa1111',
        JSON.stringify({ limit: 100, remaining: 0, blockedUntil, at: time.now - 60_000 }),
      );
      expect(quota.get().blockedUntil, `${blockedUntil}`).to.equal(midnight);
    }
    await time.advance(midnight - time.now);
    expect(quota.get()).to.deep.equal({ limit: 100, remaining: 100, blockedUntil: null });
  });

  it('tells subscribers of changes only, until they unsubscribe', () => {
    const seen: QuotaState[] = [];
    const unsubscribe = quota.subscribeQuota((state) => seen.push(state));
    quota.record(200, limited(100, 99));
    quota.record(200, limited(100, 99));
    quota.record(200, limited(100, 98));
    unsubscribe();
    quota.record(200, limited(100, 97));
    expect(seen.map((state) => state.remaining)).to.deep.equal([99, 98]);
  });
});
