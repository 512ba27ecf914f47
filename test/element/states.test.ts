import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import { mockSite } from '../support/mock-site.js';
import {
  button,
  calendar,
  expectAttribution,
  nextTask,
  gate,
  finishedLoading,
  shadow,
  siteElement,
  text,
} from './support.js';

// Faults survived (network, timeout, 500, 429, storage, midnight): test/reliability/faults.test.ts.
describe('states', () => {
  it('shows a busy skeleton that reserves space while loading', async () => {
    const held = gate();
    const site = mockSite({ before: held.hold });
    const el = await calendar(siteElement(site, { lang: 'en' }));
    await nextTask();
    const body = shadow(el).querySelector('[part~="body"]')!;
    expect(body.getAttribute('aria-busy')).to.equal('true');
    expect(shadow(el).querySelector('[part~="skeleton"]')).to.exist;
    expect(shadow(el).querySelector('[part~="header"] [part~="loading"][role="status"]')?.textContent).to.equal(
      'Loading.',
    );
    expect(el.getBoundingClientRect().height).to.be.above(100);
    expectAttribution(el);
    await expect(el).to.be.accessible();
    held.open();
    await finishedLoading(el);
    expect(body.getAttribute('aria-busy')).to.equal('false');
    expect(el.items.length).to.be.above(0);
  });

  it('shows a stored entry past its TTL at once, marked refreshing, while it revalidates', async () => {
    let held: Promise<void> | null = null;
    const site = mockSite({ before: (origin) => [http.all(`${origin}/*`, async () => void (await held))] });
    const first = await calendar(siteElement(site, { lang: 'en', 'cache-ttl': '0' }));
    await finishedLoading(first);
    const shown = first.items.map((item) => item.id);
    let release!: () => void;
    held = new Promise<void>((resolve) => (release = resolve));
    const second = await calendar(siteElement(site, { lang: 'en', 'cache-ttl': '0' }));
    await nextTask();
    expect(shadow(second).querySelector('[part~="skeleton"]')).to.equal(null);
    // In the header row, where it moves nothing.
    expect(shadow(second).querySelector('[part~="header"] [part~="refreshing"][role="status"]')?.textContent).to.equal(
      'Refreshing.',
    );
    expect(shadow(second).querySelectorAll('[part~="item"]').length).to.equal(shown.length);
    expectAttribution(second);
    await expect(second).to.be.accessible();
    release();
    await finishedLoading(second);
    expect(text(second, 'refreshing')).to.equal(null);
    expect(site.statuses).to.deep.equal([200, 304]);
  });

  it('says so when nothing matches', async () => {
    const site = mockSite({ data: [] });
    const el = await calendar(siteElement(site, { lang: 'en' }));
    await finishedLoading(el);
    expect(text(el, 'message')).to.equal('No offerings match these settings.');
    expectAttribution(el);
    await expect(el).to.be.accessible();
  });

  it("cuts a 400's long message, and names the status of one without a message", async () => {
    const long = 'x'.repeat(100_000);
    let body: object | null = { error: { code: 'invalid_parameter', message: long } };
    const site = mockSite({
      before: (origin) => [
        http.all(`${origin}/*`, () =>
          body ? HttpResponse.json(body, { status: 400 }) : new HttpResponse(null, { status: 403 }),
        ),
      ],
    });
    const el = await calendar(siteElement(site, { lang: 'en' }));
    await finishedLoading(el);
    expect(text(el, 'message')).to.equal(`The request was refused: ${long.slice(0, 300)}…`);
    body = null;
    el.cacheTtl = '1';
    await finishedLoading(el);
    expect(text(el, 'message')).to.equal('The request was refused: HTTP 403');
    body = { error: { code: 'invalid_parameter', message: ' \n ' } };
    el.cacheTtl = '2';
    await finishedLoading(el);
    expect(text(el, 'message')).to.equal('The request was refused: HTTP 400');
    expectAttribution(el);
  });

  it('explains a 401 (inactive key)', async () => {
    const site = mockSite();
    const el = await calendar(siteElement(site, { lang: 'en', 'api-key': 'demo-inactive' }));
    await finishedLoading(el);
    expect(text(el, 'message')).to.equal('The API key is invalid or inactive.');
    expect(el.lastError?.kind).to.equal('invalid_key');
    expect(button(el, 'Retry')).to.equal(null);
    expectAttribution(el);
    await expect(el).to.be.accessible();
  });

  it("shows a 400's server message", async () => {
    const message = 'status must be one of 수요예측예정, 수요예측, 청약예정, 청약, 상장예정, 상장완료';
    const site = mockSite({
      before: (origin) => [
        http.all(`${origin}/*`, () =>
          HttpResponse.json({ error: { code: 'invalid_parameter', message } }, { status: 400 }),
        ),
      ],
    });
    const el = await calendar(siteElement(site, { lang: 'en' }));
    await finishedLoading(el);
    expect(text(el, 'message')).to.equal(`The request was refused: ${message}`);
    expectAttribution(el);
    await expect(el).to.be.accessible();
  });

  it('shows when a 429 lifts, with a countdown screen readers do not hear every second', async () => {
    const site = mockSite({
      before: (origin) => [
        http.all(`${origin}/*`, () =>
          HttpResponse.json(
            { error: { code: 'rate_limited', message: 'Daily limit reached.' } },
            {
              status: 429,
              headers: { 'Retry-After': '50400', 'X-RateLimit-Limit': '100', 'X-RateLimit-Remaining': '0' },
            },
          ),
        ),
      ],
    });
    const el = await calendar(siteElement(site, { lang: 'en' }), site.time);
    await finishedLoading(el);
    expect(el.lastError?.kind).to.equal('rate_limited');
    expect(text(el, 'message')).to.contain('Loading resumes at').and.to.contain('00:00');
    const countdown = shadow(el).querySelector('[part~="countdown"]')!;
    expect(countdown.getAttribute('aria-hidden')).to.equal('true');
    expect(countdown.closest('[aria-live]')).to.equal(null);
    expect(countdown.textContent).to.contain('14:00:00');
    await site.time.advance(1000);
    await el.updateComplete;
    expect(countdown.textContent).to.contain('13:59:59');
    expectAttribution(el);
    await expect(el).to.be.accessible();
  });

  /** An element whose load failed for want of a network; `reconnect` lets the next calls through. */
  async function offline() {
    let failing = true;
    const site = mockSite({
      before: (origin) => [http.all(`${origin}/*`, () => (failing ? HttpResponse.error() : undefined))],
    });
    const el = await calendar(siteElement(site, { lang: 'en' }), site.time);
    await finishedLoading(el, site);
    expect(el.lastError?.kind).to.equal('network');
    return { el, site, reconnect: () => (failing = false) };
  }

  it('offers a retry after a network error, and the retry loads', async () => {
    const { el, site, reconnect } = await offline();
    expect(text(el, 'message')).to.contain('Could not reach the server.');
    expectAttribution(el);
    await expect(el).to.be.accessible();
    reconnect();
    button(el, 'Retry')!.focus();
    button(el, 'Retry')!.click();
    await finishedLoading(el, site);
    expect(el.lastError).to.equal(null);
    expect(el.items.length).to.be.above(0);
  });

  it('keeps focus in the list view when the retry button it was on goes', async () => {
    const { el, site, reconnect } = await offline();
    reconnect();
    button(el, 'Retry')!.focus();
    button(el, 'Retry')!.click();
    await finishedLoading(el, site);
    expect(shadow(el).activeElement, 'the body, not the page').to.equal(shadow(el).querySelector('[part~="body"]'));
  });

  it('says when the list is truncated', async () => {
    const site = mockSite();
    const el = await calendar(siteElement(site, { lang: 'en', limit: '3' }));
    await finishedLoading(el);
    const truncated = text(el, 'truncated')!;
    const [, shown, total] = /^Showing (\d+) of (\d+) — narrow the range or status\.$/.exec(truncated)!;
    expect(Number(shown)).to.equal(3);
    expect(Number(total)).to.be.above(3);
    expect(shadow(el).querySelectorAll('[part~="item"]').length).to.equal(3);
    expectAttribution(el);
  });

  it('shows updated_at as "data changed at", not as freshness', async () => {
    const site = mockSite({
      data: [{ id: 'a', corp_name: 'Alpha', sub_start: '2026-11-25', sub_end: '2026-11-26' }],
      updatedAt: '2026-11-20T09:30:00+09:00',
    });
    const el = await calendar(siteElement(site, { lang: 'en' }));
    await finishedLoading(el);
    expect(text(el, 'updated')).to.match(/^Data changed at .*09:30/);
    expect(text(el, 'truncated')).to.equal(null);
    await expect(el).to.be.accessible();
  });
});
