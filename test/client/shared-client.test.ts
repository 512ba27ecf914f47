import { expect } from '@open-wc/testing';
import { getSharedClient } from '../../src/client/client.js';
import { mockSite } from '../support/mock-site.js';

describe('getSharedClient', () => {
  it('gives the same client for the same base URL, key and TTL', () => {
    const site = mockSite();
    const client = getSharedClient(site.clientOptions());
    expect(getSharedClient(site.clientOptions())).to.equal(client);
    expect(getSharedClient(site.clientOptions({ baseUrl: `${site.baseUrl}/` }))).to.equal(client);
    expect(getSharedClient(site.clientOptions({ apiKey: 'demo-tiny' }))).to.not.equal(client);
    expect(getSharedClient(site.clientOptions({ ttlMs: 60_000 }))).to.not.equal(client);
  });

  it('lets elements share one call and one quota, whatever their TTL', async () => {
    const site = mockSite();
    const short = getSharedClient(site.clientOptions({ ttlMs: 60_000 }));
    const long = getSharedClient(site.clientOptions());
    const seen: (number | null)[] = [];
    short.subscribeQuota((state) => seen.push(state.remaining));
    const results = await Promise.all([short.list({}), long.list({}), short.list({ limit: 20 })]);
    expect(site.calls).to.have.length(1);
    expect(results.map((result) => result.error)).to.deep.equal([null, null, null]);
    expect(seen).to.deep.equal([99]);
    expect(long.quota()).to.deep.equal(short.quota());
  });
});
