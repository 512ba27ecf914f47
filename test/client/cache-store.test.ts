import { expect } from '@open-wc/testing';
import type { ListResponse } from '../../src/api/types.js';
import { CACHE_PREFIX, cacheStore, type CacheEntry } from '../../src/client/cache-store.js';
import { safeStorage } from '../../src/client/storage.js';
import { offering } from '../support/offering.js';
import { MemoryStorage } from '../support/memory-storage.js';

const data = (corpName: string): ListResponse => ({
  version: 'v1',
  updated_at: null,
  count: 1,
  total: 1,
  items: [offering({ id: `id-${corpName}`, corp_name: corpName, market: null })],
});

/** The storage key of a body of the key hash `aaaa1111`, the one most tests store under. */
const keyOf = (query: string) => `${CACHE_PREFIX}aaaa1111:${query}`;

const entry = (corpName: string, fetchedAt: number): CacheEntry => ({
  data: data(corpName),
  etag: 'W/"1"',
  feed: null,
  fetchedAt,
});

describe('CacheStore', () => {
  it('keeps entries under namespaced, versioned keys, apart per key hash', () => {
    const backing = new MemoryStorage();
    const storage = safeStorage(backing);
    const mine = cacheStore(storage, 'aaaa1111');
    const theirs = cacheStore(storage, 'bbbb2222');
    mine.set('limit=20', entry('한빛', 1000));
    expect(backing.getItem(keyOf('limit=20'))).to.be.a('string');
    expect(cacheStore(safeStorage(backing), 'aaaa1111').get('limit=20')).to.deep.equal(entry('한빛', 1000));
    expect(theirs.get('limit=20')).to.equal(null);
  });

  it('evicts the oldest entries first beyond its bound, over all keys', () => {
    const backing = new MemoryStorage();
    const storage = safeStorage(backing);
    const store = cacheStore(storage, 'aaaa1111', 3);
    const other = cacheStore(storage, 'bbbb2222', 3);
    store.set('q=1', entry('a', 4000));
    other.set('q=2', entry('b', 1000));
    store.set('q=3', entry('c', 3000));
    store.set('q=4', entry('d', 2000));
    expect(other.get('q=2')).to.equal(null);
    expect(backing.length).to.equal(3);
    store.set('q=5', entry('e', 5000));
    expect(store.get('q=4')).to.equal(null);
    expect([store.get('q=1'), store.get('q=3'), store.get('q=5')].every(Boolean)).to.equal(true);
  });

  it('evicts in an injected order, passing each query and age', () => {
    const storage = safeStorage(new MemoryStorage());
    const asked: Record<string, number> = { 'q=1': 5, 'q=2': 1, 'q=3': 9 };
    const seen = new Set<string>();
    const store = cacheStore(storage, 'aaaa1111', 2, (a, b) => {
      seen.add(`${a.query}@${a.fetchedAt}`).add(`${b.query}@${b.fetchedAt}`);
      return asked[a.query] - asked[b.query];
    });
    store.set('q=1', entry('a', 1000));
    store.set('q=2', entry('b', 3000));
    store.set('q=3', entry('c', 2000));
    expect(store.get('q=2'), 'the least asked goes, though the newest').to.equal(null);
    expect(store.get('q=1')).to.exist;
    expect([...seen].sort()).to.deep.equal(['q=1@1000', 'q=2@3000']);
  });

  it('evicts the oldest entries to make room when the storage is full', () => {
    const backing = new MemoryStorage();
    const store = cacheStore(safeStorage(backing), 'aaaa1111');
    store.set('q=1', entry('a', 1000));
    store.set('q=2', entry('b', 2000));
    backing.quota = backing.getItem(keyOf('q=1'))!.length * 2 + 80;
    store.set('q=3', entry('c', 3000));
    expect(backing.getItem(keyOf('q=1'))).to.equal(null);
    expect(store.get('q=2')).to.deep.equal(entry('b', 2000));
    expect(backing.getItem(keyOf('q=3'))).to.be.a('string');
  });

  it('keeps the other entries when a body does not fit even in the emptied storage', () => {
    const backing = new MemoryStorage();
    const store = cacheStore(safeStorage(backing), 'aaaa1111');
    store.set('q=1', entry('a', 1000));
    store.set('q=2', entry('b', 2000));
    backing.quota = 2 * backing.getItem(keyOf('q=1'))!.length + 200;
    const huge: CacheEntry = { ...entry('c', 3000), data: { ...data('c'), updated_at: 'x'.repeat(backing.quota) } };
    store.set('q=3', huge);
    expect(backing.cacheKeys()).to.have.members([keyOf('q=1'), keyOf('q=2')]);
    expect([store.get('q=1'), store.get('q=2'), store.get('q=3')]).to.deep.equal([
      entry('a', 1000),
      entry('b', 2000),
      huge,
    ]);
  });

  it('keeps an entry in memory when the storage cannot take it at all', () => {
    const backing = new MemoryStorage();
    backing.quota = 10;
    const store = cacheStore(safeStorage(backing), 'aaaa1111');
    store.set('q=1', entry('a', 1000));
    expect(backing.length).to.equal(0);
    expect(store.get('q=1')).to.deep.equal(entry('a', 1000));
  });

  it('reads a corrupted entry as absent and removes it', () => {
    const backing = new MemoryStorage();
    const store = cacheStore(safeStorage(backing), 'aaaa1111');
    const key = keyOf('q=1');
    const withEntry = (fetchedAt: number, etag: string) => JSON.stringify({ fetchedAt, etag, data: data('a') });
    for (const corrupt of [
      '{"fetchedAt":1,"da',
      'null',
      '"text"',
      '{"fetchedAt":"soon","etag":null,"data":{"items":[]}}',
      '{"fetchedAt":1,"etag":null,"data":{"items":{}}}',
      // A time no Date holds, ETags that fetch would refuse to send, and one that servers would refuse (431).
      withEntry(9e15, 'W/"a"'),
      withEntry(1, 'W/"한"'),
      withEntry(1, 'W/"a"\r\nX-API-Key: other'),
      withEntry(1, `W/"${'a'.repeat(1022)}"`),
    ]) {
      backing.setItem(key, corrupt);
      expect(store.get('q=1'), corrupt).to.equal(null);
      expect(backing.getItem(key)).to.equal(null);
    }
  });

  it('parses a stored body again, so that a tampered one is cleaned', () => {
    const backing = new MemoryStorage();
    const store = cacheStore(safeStorage(backing), 'aaaa1111');
    const key = keyOf('q=1');
    const tampered = {
      ...entry('a', 1000),
      data: { ...data('a'), items: [...data('a').items, { id: 'x' }], extra: '<b>' },
    };
    backing.setItem(key, JSON.stringify(tampered));
    expect(store.get('q=1')!.data).to.deep.equal(data('a'));
  });
});
