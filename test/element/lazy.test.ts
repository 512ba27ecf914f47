import { expect, html } from '@open-wc/testing';
import { calendar, expectAttribution, FakeTimers, frame, mockSite, settled } from './support.js';

describe('lazy loading and rollover', () => {
  it('spends no call before a lazy element comes near the viewport', async () => {
    const site = await mockSite();
    const el = await calendar(html`<div style="height: 3000px"></div><ipo-calendar api-key="demo-key" base-url=${site.baseUrl} view="list"></ipo-calendar>`);
    for (let i = 0; i < 5; i++) await frame();
    await el.updateComplete;
    expect(site.calls.length).to.equal(0);
    expectAttribution(el);
    el.scrollIntoView();
    for (let i = 0; i < 200 && site.calls.length === 0; i++) await frame();
    await settled(el);
    expect(site.calls.length).to.equal(1);
    expect(el.items.length).to.be.above(0);
  });

  it('calls at once when eager, even far below', async () => {
    const site = await mockSite();
    const el = await calendar(html`<div style="height: 3000px"></div><ipo-calendar api-key="demo-key" base-url=${site.baseUrl} view="list" loading="eager"></ipo-calendar>`);
    await settled(el);
    expect(site.calls.length).to.equal(1);
  });

  it('revalidates at KST midnight with the new day', async () => {
    const site = await mockSite();
    const timers = new FakeTimers();
    let now = Date.parse('2026-11-23T23:59:00+09:00');
    const el = await calendar(html`<ipo-calendar api-key="demo-key" base-url=${site.baseUrl} view="list" loading="eager"></ipo-calendar>`, now, timers);
    el.now = () => now;
    await settled(el, timers);
    expect(new URL(site.calls[0].url).searchParams.get('from')).to.equal('2026-11-23');
    // The rollover waits until just after midnight: 60 s and a little margin.
    const [wait] = timers.delays();
    expect(wait).to.be.within(60_000, 62_000);
    now += wait;
    timers.run(wait);
    await settled(el, timers);
    expect(site.calls.length).to.equal(2);
    expect(new URL(site.calls[1].url).searchParams.get('from')).to.equal('2026-11-24');
  });

  it('revalidates when shown again after being hidden', async () => {
    const site = await mockSite();
    const el = await calendar(html`<ipo-calendar api-key="demo-key" base-url=${site.baseUrl} view="list" loading="eager" cache-ttl="0"></ipo-calendar>`);
    await settled(el);
    document.dispatchEvent(new Event('visibilitychange'));
    await settled(el);
    expect(document.visibilityState).to.equal('visible');
    expect(site.calls.length).to.equal(2);
    expect(site.statuses).to.deep.equal([200, 304]);
    await expect(el).to.be.accessible();
  });
});
