/**
 * The client against the real mock server over HTTP, cross-origin from the test page: the browser's
 * own HTTP cache and CORS take part here, as they do for an embedded widget.
 */
import { expect } from '@open-wc/testing';
import { createClient, type ClientOptions } from '../../src/client/client.js';
import { nextKstMidnight } from '../../src/time/kst.js';
import { startMockServer, type RunningMockServer } from '../support/mock-server.js';
import { FakeTime } from '../support/fake-time.js';
import { MemoryStorage } from '../support/memory-storage.js';

const NOW = '2026-11-21T12:00:00+09:00';
const TTL_PASSED = 11 * 60_000;

interface Call {
  key: string | null;
  ifNoneMatch: string | null;
  cache: RequestCache | undefined;
  status: number;
}

/** The browser's fetch, recording what the client asked and what reached the script. */
function recordingFetch() {
  const calls: Call[] = [];
  const record: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const headers = new Headers(init?.headers);
    calls.push({
      key: headers.get('X-API-Key'),
      ifNoneMatch: headers.get('If-None-Match'),
      cache: init?.cache,
      status: response.status,
    });
    return response;
  };
  return { calls, fetch: record };
}

describe('IpoClient over HTTP, cross-origin', function () {
  this.timeout(30_000);
  let server: RunningMockServer;
  let time: FakeTime;
  let network: ReturnType<typeof recordingFetch>;

  const client = (apiKey: string, extra: Partial<ClientOptions> = {}) =>
    createClient({
      baseUrl: server.baseUrl,
      apiKey,
      fetch: network.fetch,
      storage: new MemoryStorage(),
      clock: time.clock,
      timers: time.timers,
      locks: null,
      ...extra,
    });

  beforeEach(() => {
    time = new FakeTime(NOW);
    network = recordingFetch();
  });

  afterEach(async () => {
    await server?.stop();
  });

  describe('with every header exposed', () => {
    beforeEach(async () => {
      server = await startMockServer({ now: NOW });
    });

    it('sends the ETag verbatim, W/ included, and the 304 reaches the script', async () => {
      const storage = new MemoryStorage();
      const first = await client('demo-key', { storage }).list({ status: 'sub' });
      const etag = storage.storedEtag();
      expect(etag).to.match(/^W\/"/);

      await time.advance(TTL_PASSED);
      const reloaded = client('demo-key', { storage });
      const revalidated = await reloaded.list({ status: 'sub' });
      expect(network.calls.map(({ status, ifNoneMatch }) => [status, ifNoneMatch])).to.deep.equal([
        [200, null],
        [304, etag],
      ]);
      expect(revalidated.data).to.deep.equal(first.data);
      expect(reloaded.quota()).to.deep.equal({ limit: 100, remaining: 98, blockedUntil: null });
    });

    it('never hands one key the response or rate-limit headers of another asking the same URL', async () => {
      const keys = ['demo-key', 'demo-unlimited', 'demo-tiny', 'demo-inactive'];
      const clients = keys.map((key) => client(key));
      const firstRound = [];
      for (const each of clients) firstRound.push(await each.list({}));
      expect(network.calls.map((call) => call.status)).to.deep.equal([200, 200, 200, 401]);
      expect(firstRound[3]).to.deep.equal({ data: null, error: { kind: 'invalid_key', status: 401 } });
      expect(clients.map((each) => each.quota())).to.deep.equal([
        { limit: 100, remaining: 99, blockedUntil: null },
        { limit: null, remaining: null, blockedUntil: null },
        { limit: 3, remaining: 2, blockedUntil: null },
        { limit: null, remaining: null, blockedUntil: null },
      ]);

      await time.advance(TTL_PASSED);
      for (const each of clients.slice(0, 3)) await each.list({});
      expect(network.calls.slice(4).map((call) => [call.key, call.status])).to.deep.equal([
        ['demo-key', 304],
        ['demo-unlimited', 304],
        ['demo-tiny', 304],
      ]);
      expect(clients.slice(0, 3).map((each) => each.quota().remaining)).to.deep.equal([98, null, 1]);
    });
  });

  describe('with only the rate-limit headers exposed', () => {
    beforeEach(async () => {
      server = await startMockServer({ now: NOW, flags: ['--expose', 'rate-limit'] });
    });

    it('without a readable ETag, keeps TTL caching and leaves revalidation to the browser', async () => {
      const storage = new MemoryStorage();
      const limited = client('demo-key', { storage });
      const first = await limited.list({});
      expect(storage.storedEtag()).to.equal(null);
      await time.advance(TTL_PASSED / 2);
      await limited.list({});
      expect(network.calls).to.have.length(1);

      for (let round = 0; round < 2; round++) {
        await time.advance(TTL_PASSED);
        const result = await limited.list({});
        expect(result).to.deep.include({ stale: false, error: null, fetchedAt: time.now });
        expect(result.data).to.deep.equal(first.data);
      }
      expect(network.calls.map(({ cache, ifNoneMatch, status }) => [cache, ifNoneMatch, status])).to.deep.equal([
        ['no-store', null, 200],
        ['no-cache', null, 200],
        ['no-cache', null, 200],
      ]);
      // Every call reached the server with this key: its counter moved each time.
      expect(limited.quota()).to.deep.equal({ limit: 100, remaining: 97, blockedUntil: null });

      const unlimited = client('demo-unlimited');
      await unlimited.list({});
      await time.advance(TTL_PASSED);
      await unlimited.list({});
      expect(network.calls.slice(3).map((call) => call.cache)).to.deep.equal(['no-store', 'no-store']);
      expect(unlimited.quota()).to.deep.equal({ limit: null, remaining: null, blockedUntil: null });
    });

    it('without a readable Retry-After, blocks until the next KST midnight', async () => {
      for (let i = 0; i < 3; i++) {
        await fetch(`${server.baseUrl}/upcoming-ipos?limit=${i + 1}`, {
          headers: { 'X-API-Key': 'demo-tiny' },
          cache: 'no-store',
        });
      }
      const tiny = client('demo-tiny');
      const midnight = nextKstMidnight(time.now);
      expect(await tiny.list({})).to.deep.equal({
        data: null,
        error: { kind: 'rate_limited', status: 429, until: midnight },
      });
      expect(tiny.quota()).to.deep.equal({ limit: 3, remaining: 0, blockedUntil: midnight });
      await time.advance(TTL_PASSED);
      await tiny.list({ status: 'sub' });
      expect(network.calls.map((call) => call.status)).to.deep.equal([429]);
    });
  });
});
