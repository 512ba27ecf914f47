import { expect } from '@open-wc/testing';
import { getSharedClient } from '../../src/client/client.js';
import { harness } from './support/harness.js';

describe('getSharedClient', () => {
  it('gives the same client for the same base URL, key and TTL', () => {
    const h = harness();
    const client = getSharedClient(h.options());
    expect(getSharedClient(h.options())).to.equal(client);
    expect(getSharedClient(h.options({ baseUrl: `${h.baseUrl}/` }))).to.equal(client);
    expect(getSharedClient(h.options({ apiKey: 'demo-tiny' }))).to.not.equal(client);
    expect(getSharedClient(h.options({ ttlMs: 60_000 }))).to.not.equal(client);
  });

  it('lets elements share one call and one quota, whatever their TTL', async () => {
    const h = harness();
    const short = getSharedClient(h.options({ ttlMs: 60_000 }));
    const long = getSharedClient(h.options());
    const seen: (number | null)[] = [];
    short.subscribeQuota((state) => seen.push(state.remaining));
    const results = await Promise.all([short.list({}), long.list({}), short.list({ limit: 20 })]);
    expect(h.calls).to.equal(1);
    expect(results.map((result) => result.error)).to.deep.equal([null, null, null]);
    expect(seen).to.deep.equal([99]);
    expect(long.quota()).to.deep.equal(short.quota());
  });
});
