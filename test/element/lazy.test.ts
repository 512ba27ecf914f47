import { expect, html } from '@open-wc/testing';
import { mockSite, NOW } from '../support/mock-site.js';
import { calendar, expectAttribution, gate, rateLimitedOnce, finishedLoading, runOn, siteElement } from './support.js';

describe('lazy loading and rollover', () => {
  it('spends no call before a lazy element comes near the viewport', async () => {
    const farSite = mockSite();
    const nearSite = mockSite();
    // Both lazy: the one in view loads once the page reports what is in view, and far's call, were it made on that
    // report, would come as soon. Its absence is checked once near has loaded, not after a count of tasks.
    const far = siteElement(farSite, { loading: 'lazy' });
    runOn(far, NOW);
    const near = await calendar(
      html`${siteElement(nearSite, { loading: 'lazy' })}
        <div style="height: 3000px"></div>
        ${far}`,
    );
    await nearSite.reached(1);
    await finishedLoading(near);
    expect(farSite.calls.length).to.equal(0);
    expectAttribution(far);
    far.scrollIntoView();
    await farSite.reached(1);
    await finishedLoading(far);
    expect(farSite.calls.length).to.equal(1);
    expect(far.items.length).to.be.above(0);
  });

  it('calls at once when eager, even far below', async () => {
    const site = mockSite();
    const el = await calendar(
      html`<div style="height: 3000px"></div>
        ${siteElement(site)}`,
    );
    await finishedLoading(el);
    expect(site.calls.length).to.equal(1);
  });

  it("makes one call when a 429 from the server's old day lifts, with the day rolling over a second later", async () => {
    const limited = rateLimitedOnce(50400);
    const held = gate();
    // Just after our midnight: a server whose clock lags ours may still be on the day whose quota is spent.
    const site = mockSite({
      start: '2026-11-24T00:00:10+09:00',
      before: (origin) => [...limited(origin), ...held.hold(origin)],
    });
    const el = await calendar(siteElement(site), site.time);
    await finishedLoading(el);
    expect(el.lastError?.kind).to.equal('rate_limited');
    // The block lifts once that server is surely past midnight (00:01:00): the countdown's tick then loads.
    await site.time.advance(50_000);
    await site.reached(2);
    // The rollover comes a second later, while that load is under way.
    await site.time.advance(1000);
    held.open();
    await finishedLoading(el, site);
    expect(site.calls, 'the rollover does not restart the load').to.have.length(2);
    expect(new URL(site.calls[1].url).searchParams.get('from')).to.equal('2026-11-24');
    expect(el.items.length).to.be.above(0);
  });

  it('revalidates when shown again after being hidden', async () => {
    const site = mockSite();
    const el = await calendar(siteElement(site, { 'cache-ttl': '0' }));
    await finishedLoading(el);
    document.dispatchEvent(new Event('visibilitychange'));
    await finishedLoading(el);
    expect(document.visibilityState).to.equal('visible');
    expect(site.calls.length).to.equal(2);
    expect(site.statuses).to.deep.equal([200, 304]);
    await expect(el).to.be.accessible();
  });
});
