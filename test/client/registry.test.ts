import { expect } from '@open-wc/testing';
import { ClientRegistry } from '../../src/client/registry.js';
import { FakeTime } from '../support/fake-time.js';
import { MemoryStorage } from '../support/memory-storage.js';
import { mockSite, NOW } from '../support/mock-site.js';

describe('ClientRegistry', () => {
  it('gives the same client for the same base URL, key and TTL', () => {
    const site = mockSite();
    const registry = site.registry();
    const demo = { baseUrl: site.baseUrl, apiKey: 'demo-key' };
    const client = registry.client(demo);
    expect(registry.client(demo)).to.equal(client);
    expect(registry.client({ ...demo, ttlMs: null }), 'the default TTL').to.equal(client);
    expect(registry.client({ ...demo, baseUrl: `${site.baseUrl}/` })).to.equal(client);
    expect(registry.client({ ...demo, apiKey: 'demo-tiny' })).to.not.equal(client);
    expect(registry.client({ ...demo, ttlMs: 60_000 })).to.not.equal(client);
    expect(site.registry().client(demo), "another registry's").to.not.equal(client);
  });

  it('lets the clients of a key share one call and one quota, whatever their TTL', async () => {
    const site = mockSite();
    const registry = site.registry();
    const short = registry.client({ baseUrl: site.baseUrl, apiKey: 'demo-key', ttlMs: 60_000 });
    const long = registry.client({ baseUrl: site.baseUrl, apiKey: 'demo-key' });
    const seen: (number | null)[] = [];
    short.subscribeQuota((state) => seen.push(state.remaining));
    const results = await Promise.all([short.list({}), long.list({}), short.list({ limit: 20 })]);
    expect(site.calls).to.have.length(1);
    expect(results.map((result) => result.error)).to.deep.equal([null, null, null]);
    expect(seen).to.deep.equal([99]);
    expect(long.quota()).to.deep.equal(short.quota());
  });

  it('shares nothing with another registry: each makes its own call, on its own storage, clock and timers', async () => {
    const site = mockSite();
    const other = { storage: new MemoryStorage(), time: new FakeTime(NOW + 60_000) };
    const first = site.registry().client({ baseUrl: site.baseUrl, apiKey: 'demo-key' });
    const second = new ClientRegistry({
      fetch: site.fetch,
      storage: other.storage,
      clock: other.time.clock,
      timers: other.time.timers,
      locks: null,
    }).client({ baseUrl: site.baseUrl, apiKey: 'demo-key' });
    const seen: (number | null)[] = [];
    first.subscribeQuota((state) => seen.push(state.remaining));
    await Promise.all([first.list({}), second.list({})]);
    expect(site.calls).to.have.length(2);
    expect([site.storage.cacheKeys().length, other.storage.cacheKeys().length]).to.deep.equal([1, 1]);
    expect(second.peek({})?.fetchedAt, "stamped by its registry's clock").to.equal(NOW + 60_000);
    expect(seen, 'the first registry hears of its own call only').to.deep.equal([99]);
  });

  it('runs the retries of a call on its own timers', async () => {
    let failures = 1;
    const site = mockSite();
    const fetchFailingOnce: typeof fetch = (input, init) =>
      failures-- > 0 ? Promise.reject(new TypeError('Failed to fetch')) : site.fetch(input, init);
    const time = new FakeTime(NOW);
    const client = new ClientRegistry({
      fetch: fetchFailingOnce,
      storage: new MemoryStorage(),
      clock: time.clock,
      timers: time.timers,
      random: () => 0,
      locks: null,
    }).client({ baseUrl: site.baseUrl, apiKey: 'demo-key' });
    const listed = client.list({});
    await time.advance(499);
    expect(site.calls, 'the retry waits on the registry’s timers').to.have.length(0);
    await time.advance(1);
    expect((await listed).error).to.equal(null);
    expect(site.calls).to.have.length(1);
  });
});

describe('ClientRegistry: shared values', () => {
  it('gives one value a key, stored as JSON, heard by every listener of the registry', () => {
    const storage = new MemoryStorage();
    const registry = new ClientRegistry({ storage });
    const value = registry.shared('ipo-calendar:v1:test');
    expect(registry.shared('ipo-calendar:v1:test')).to.equal(value);
    expect(value.read()).to.equal(null);
    const heard: unknown[] = [];
    const unsubscribe = value.subscribe(() => heard.push(value.read()));
    value.write({ brokers: ['키움증권'] });
    expect(storage.getItem('ipo-calendar:v1:test')).to.equal('{"brokers":["키움증권"]}');
    unsubscribe();
    value.write(null);
    expect(storage.getItem('ipo-calendar:v1:test')).to.equal(null);
    expect(heard).to.deep.equal([{ brokers: ['키움증권'] }]);
  });

  it('reads a value that is not JSON as none, and keeps values apart per registry storage', () => {
    const storage = new MemoryStorage();
    storage.setItem('ipo-calendar:v1:test', '{not json');
    expect(new ClientRegistry({ storage }).shared('ipo-calendar:v1:test').read()).to.equal(null);
    new ClientRegistry({ storage: new MemoryStorage() }).shared('ipo-calendar:v1:test').write(1);
    expect(storage.getItem('ipo-calendar:v1:test')).to.equal('{not json');
  });

  it('runs its sessions and shared values on one storage, asked for once', async () => {
    const site = mockSite();
    let asked = 0;
    const registry = new ClientRegistry({
      fetch: site.fetch,
      storage: () => (asked++, site.storage),
      clock: site.time.clock,
      locks: null,
    });
    const value = registry.shared('ipo-calendar:v1:test');
    value.write('a');
    await registry.client({ baseUrl: site.baseUrl, apiKey: 'demo-key' }).list({});
    await registry.client({ baseUrl: site.baseUrl, apiKey: 'demo-tiny' }).list({});
    expect([asked, site.storage.cacheKeys().length, value.read()]).to.deep.equal([1, 2, 'a']);
  });

  it('keeps a value in memory when the storage is disabled', () => {
    const registry = new ClientRegistry({
      storage: () => {
        throw new DOMException('disabled', 'SecurityError');
      },
    });
    const value = registry.shared('ipo-calendar:v1:test');
    value.write([1, 2]);
    expect(value.read()).to.deep.equal([1, 2]);
  });
});
