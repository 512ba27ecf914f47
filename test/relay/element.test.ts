/**
 * The element with a relay: no key on the page, no quota meter; against the real stack (nginx → `npm run relay` →
 * `npm run mock-server`), and the relay's 503 with Retry-After handled like any 5xx, then retried at that time.
 */
import { expect, html } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import { calendar, expectAttribution, finishedLoading, newRegistry, shadow } from '../element/support.js';
import { MemoryStorage } from '../support/memory-storage.js';
import { mockSite, NOW, type MockSite } from '../support/mock-site.js';
import { startRelayStack } from './support/relay-stack.js';

const NOW_ISO = '2026-11-23T10:00:00+09:00';

/** The list view with no key: what a page with a relay writes. */
const listAt = (baseUrl: string) =>
  html`<ipo-calendar lang="en" base-url=${baseUrl} view="list" loading="eager"></ipo-calendar>`;

describe('the element with a relay', function () {
  this.timeout(60_000);

  it('shows the schedule through nginx and the relay without a key, and no quota meter', async () => {
    const stack = await startRelayStack({ now: NOW_ISO });
    try {
      // Real requests take real time: the first answer, or failure, is awaited as the element announces it.
      const answered = new Promise((resolve) => {
        document.addEventListener('ipo-load', resolve, { once: true });
        document.addEventListener('ipo-error', resolve, { once: true });
      });
      const el = await calendar(listAt(stack.baseUrl), NOW);
      await answered;
      await el.updateComplete;
      expect(el.lastError).to.equal(null);
      expect(el.items.length).to.be.above(0);
      expect(shadow(el).querySelectorAll('[part~="item"]').length).to.equal(el.items.length);
      expect(shadow(el).querySelector('[part~="quota"]')).to.equal(null);
      expect(el.quota).to.deep.equal({ limit: null, remaining: null, blockedUntil: null });
      expectAttribution(el);
      await expect(el).to.be.accessible();
      const health = await (await fetch(new URL('/healthz', stack.relay))).json();
      expect(health.budget.used).to.equal(1);
      expect(health.upstream.limit).to.equal(100);
    } finally {
      await stack.stop();
    }
  });

  it("offers the relay's calendar feed from its Link, and again from storage after a reload", async () => {
    const stack = await startRelayStack({ now: NOW_ISO });
    try {
      const storage = new MemoryStorage();
      const page = () => newRegistry({ storage, clock: () => NOW });
      const element = () =>
        html`<ipo-calendar
          base-url=${stack.baseUrl}
          view="list"
          loading="eager"
          brokers="키움"
          stages="sub listing"
        ></ipo-calendar>`;
      const answered = new Promise((resolve) => document.addEventListener('ipo-load', resolve, { once: true }));
      const el = await calendar(element(), NOW, page());
      await answered;
      await el.updateComplete;
      const link = shadow(el).querySelector<HTMLAnchorElement>('[part~="feed"]')!;
      expect(link.textContent!.trim()).to.equal('캘린더 구독');
      expect(link.href.startsWith('webcal://')).to.equal(true);
      const feedUrl = new URL(link.href.replace(/^webcal:/, 'http:'));
      expect(feedUrl.origin + feedUrl.pathname).to.equal(`${stack.baseUrl}/calendar.ics`);
      expect(Object.fromEntries(feedUrl.searchParams)).to.deep.equal({ brokers: '키움증권', stages: 'sub listing' });
      const feed = await fetch(feedUrl);
      expect(feed.headers.get('Content-Type')).to.equal('text/calendar; charset=utf-8');
      expect(await feed.text()).to.match(/^BEGIN:VCALENDAR/);
      await expect(el).to.be.accessible();

      const health = async () => (await (await fetch(new URL('/healthz', stack.relay))).json()).budget.used;
      const calls = await health();
      el.remove();
      const reloaded = await calendar(element(), NOW, page());
      await finishedLoading(reloaded);
      expect(shadow(reloaded).querySelector('[part~="feed"]')!.getAttribute('href')).to.equal(
        link.getAttribute('href'),
      );
      expect(await health(), 'the reload called nothing').to.equal(calls);
    } finally {
      await stack.stop();
    }
  });

  it('keeps stored data on a 503 with Retry-After, and loads again at the time it names', async () => {
    let refuse = false;
    // A stand-in relay: it holds the key, the element sends none.
    const site: MockSite = mockSite({
      before: (origin) => [
        http.get(`${origin}/v1/upcoming-ipos`, ({ request }) =>
          refuse
            ? HttpResponse.json(
                { error: { code: 'relay_budget_exhausted', message: 'used up' } },
                { status: 503, headers: { 'Retry-After': '120', 'Cache-Control': 'no-store' } },
              )
            : site.api.handle(new Request(request.url, { headers: { 'X-API-Key': 'demo-key' } })),
        ),
      ],
    });
    const el = await calendar(listAt(site.baseUrl), site.time);
    await finishedLoading(el, site);
    const shown = el.items.length;
    expect(shown).to.be.above(0);
    refuse = true;
    // Past the element's cache TTL: the refresh reaches the server.
    site.time.now += 11 * 60_000;
    void el.refresh();
    await finishedLoading(el, site);
    const retryAt = site.time.now + 120_000;
    expect(el.lastError).to.deep.equal({ kind: 'server', status: 503, retryAt });
    expect(el.items.length, 'the stored data stays shown').to.equal(shown);
    expect(shadow(el).querySelector('[part~="retry"]')).to.exist;
    const before = site.calls.length;
    refuse = false;
    await site.time.advance(119_000);
    expect(site.calls.length, 'not before the time named').to.equal(before);
    await site.time.advance(1_000);
    await site.reached(before + 1);
    await finishedLoading(el, site);
    expect(el.lastError).to.equal(null);
    await expect(el).to.be.accessible();
  });
});
