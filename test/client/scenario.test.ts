import { expect } from '@open-wc/testing';
import { createClient } from '../../src/client/client.js';
import type { IpoClient } from '../../src/client/client-types.js';
import { mockSite } from '../support/mock-site.js';

const MINUTE = 60_000;
const ELEMENTS = 4;

describe('the quota scenario of issue 3', () => {
  it('spends the minimum of 3 calls', async () => {
    const site = mockSite({ start: '2026-11-21T23:44:00+09:00' });
    const query = { status: 'sub_upcoming', limit: 50 };
    const page = (client: IpoClient) => Promise.all(Array.from({ length: ELEMENTS }, () => client.list(query)));

    // Four elements with the same query on a page, each asking the page's registry for its client.
    const registry = site.registry();
    const first = await Promise.all(
      Array.from({ length: ELEMENTS }, () =>
        registry.client({ baseUrl: site.baseUrl, apiKey: 'demo-key' }).list(query),
      ),
    );
    expect(first.every((result) => result.error === null)).to.equal(true);

    // Ten reloads within the TTL: a new client over the same storage each time.
    for (let reload = 0; reload < 10; reload++) {
      await site.time.advance(50_000);
      await page(createClient(site.clientOptions()));
    }
    expect(site.time.now - Date.parse('2026-11-21T23:44:00+09:00')).to.be.below(10 * MINUTE);

    // One reload after the TTL (23:55 KST): a conditional call, answered 304.
    await site.time.advance(Date.parse('2026-11-21T23:55:00+09:00') - site.time.now);
    await page(createClient(site.clientOptions()));

    // One just after KST midnight, within the TTL of the previous call: revalidated, new day's body.
    await site.time.advance(Date.parse('2026-11-22T00:01:00+09:00') - site.time.now);
    const afterMidnight = await page(createClient(site.clientOptions()));
    expect(afterMidnight.every((result) => result.data !== null && result.error === null && !result.stale)).to.equal(
      true,
    );

    console.log(`issue 3 scenario: ${site.calls.length} API calls (${site.statuses.join(', ')})`);
    expect(site.statuses).to.deep.equal([200, 304, 200]);
    expect(site.calls).to.have.length(3);
  });
});
