import { expect, html } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import { calendar, expectAttribution, FakeTimers, frame, gate, mockSite, settled } from './support.js';

describe('lazy loading and rollover', () => {
  it('spends no call before a lazy element comes near the viewport', async () => {
    const site = await mockSite();
    const el = await calendar(
      html`<div style="height: 3000px"></div>
        <ipo-calendar api-key="demo-key" base-url=${site.baseUrl} view="list"></ipo-calendar>`,
    );
    for (let i = 0; i < 5; i++) await frame();
    await el.updateComplete;
    expect(site.calls.length).to.equal(0);
    expectAttribution(el);
    el.scrollIntoView();
    await site.reached(1);
    await settled(el);
    expect(site.calls.length).to.equal(1);
    expect(el.items.length).to.be.above(0);
  });

  it('calls at once when eager, even far below', async () => {
    const site = await mockSite();
    const el = await calendar(
      html`<div style="height: 3000px"></div>
        <ipo-calendar api-key="demo-key" base-url=${site.baseUrl} view="list" loading="eager"></ipo-calendar>`,
    );
    await settled(el);
    expect(site.calls.length).to.equal(1);
  });

  it('revalidates after KST midnight with the new day', async () => {
    const site = await mockSite();
    const timers = new FakeTimers();
    let now = Date.parse('2026-11-23T23:59:00+09:00');
    const el = await calendar(
      html`<ipo-calendar api-key="demo-key" base-url=${site.baseUrl} view="list" loading="eager"></ipo-calendar>`,
      now,
      timers,
    );
    el.now = () => now;
    await settled(el, timers);
    expect(new URL(site.calls[0].url).searchParams.get('from')).to.equal('2026-11-23');
    // The rollover waits until a minute after midnight, when a server whose clock lags ours is on the new day too.
    const [wait] = timers.delays();
    expect(wait).to.be.within(120_000, 122_000);
    now += wait;
    timers.run(wait);
    await settled(el, timers);
    expect(site.calls.length).to.equal(2);
    expect(new URL(site.calls[1].url).searchParams.get('from')).to.equal('2026-11-24');
  });

  it('makes one call at midnight when a 429 lifts then, with the day rolling over a second later', async () => {
    let limited = true;
    const held = gate();
    const site = await mockSite({}, (origin) => [
      http.all(`${origin}/*`, () => {
        if (!limited) return undefined;
        limited = false;
        return HttpResponse.json(
          { error: { code: 'rate_limited', message: 'Daily limit reached.' } },
          { status: 429, headers: { 'Retry-After': '60' } },
        );
      }),
      ...held.hold(origin),
    ]);
    const timers = new FakeTimers();
    let now = Date.parse('2026-11-23T23:59:00+09:00');
    const el = await calendar(
      html`<ipo-calendar api-key="demo-key" base-url=${site.baseUrl} view="list" loading="eager"></ipo-calendar>`,
      () => now,
      timers,
    );
    await settled(el);
    expect(el.lastError?.kind).to.equal('rate_limited');
    // The countdown's tick finds the block lifted and loads; the rollover comes while that load is under way.
    now = Date.parse('2026-11-24T00:00:00.500+09:00');
    timers.run(1000);
    await site.reached(2);
    expect(site.calls).to.have.length(2);
    now += 500;
    // The rollover alone: the held call's timeout must not fire.
    const [rolloverId, rollover] = [...timers.pending].find(([, timer]) => timer.ms > 60_000)!;
    timers.pending.delete(rolloverId);
    rollover.callback();
    held.open();
    await settled(el, timers);
    expect(site.calls, 'the rollover does not restart the load').to.have.length(2);
    expect(new URL(site.calls[1].url).searchParams.get('from')).to.equal('2026-11-24');
    expect(el.items.length).to.be.above(0);
  });

  it('revalidates when shown again after being hidden', async () => {
    const site = await mockSite();
    const el = await calendar(
      html`<ipo-calendar
        api-key="demo-key"
        base-url=${site.baseUrl}
        view="list"
        loading="eager"
        cache-ttl="0"
      ></ipo-calendar>`,
    );
    await settled(el);
    document.dispatchEvent(new Event('visibilitychange'));
    await settled(el);
    expect(document.visibilityState).to.equal('visible');
    expect(site.calls.length).to.equal(2);
    expect(site.statuses).to.deep.equal([200, 304]);
    await expect(el).to.be.accessible();
  });
});
