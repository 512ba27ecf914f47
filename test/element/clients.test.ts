/**
 * What elements share: the calls, stored data and quota of a key within the registry they are given (the page's unless
 * given another); and what each has to itself: its clock and timers for its own scheduling.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import { MONTH_LOAD_DELAY_MS } from '../../src/element/ipo-calendar.js';
import { FakeTime } from '../support/fake-time.js';
import { MemoryStorage } from '../support/memory-storage.js';
import { mockSite, NOW, type MockSite } from '../support/mock-site.js';
import { button, calendar, finishedLoading, newRegistry, siteElement, text } from './support.js';

/** A registry of the test's own on the site's time. */
const registryOn = (site: MockSite) =>
  newRegistry({ clock: site.time.clock, timers: site.time.timers, storage: new MemoryStorage() });

describe('clients', () => {
  it('shares calls, stored data and quota with the elements of its registry, and none with another’s', async () => {
    const site = mockSite();
    const [mine, theirs] = [registryOn(site), registryOn(site)];
    const first = await calendar(siteElement(site, { lang: 'en' }), site.time, mine);
    await finishedLoading(first, site);
    const second = await calendar(siteElement(site, { lang: 'en' }), site.time, mine);
    await finishedLoading(second, site);
    expect(site.calls, 'the second has the first one’s data').to.have.length(1);
    const other = await calendar(siteElement(site, { lang: 'en' }), site.time, theirs);
    await finishedLoading(other, site);
    await first.updateComplete;
    expect(site.calls, 'another registry calls for itself').to.have.length(2);
    expect([first, second, other].map((el) => text(el, 'quota'))).to.deep.equal([
      '99 of 100 calls left today',
      '99 of 100 calls left today',
      '98 of 100 calls left today',
    ]);
    await expect(other).to.be.accessible();
  });

  it('loads again from a registry set as its property', async () => {
    const site = mockSite();
    const el = await calendar(siteElement(site), site.time);
    await finishedLoading(el, site);
    const loads: string[] = [];
    el.addEventListener('ipo-load', (event) => loads.push(event.detail.source));
    el.clients = registryOn(site);
    await finishedLoading(el, site);
    expect(site.calls).to.have.length(2);
    expect(loads).to.deep.equal(['network']);
  });

  it("retries its calls on its registry's timers, and settles its navigation on its own", async () => {
    let failures = 1;
    const site = mockSite({
      before: (origin) => [
        http.all(`${origin}/*`, () => (failures-- > 0 ? new HttpResponse('oops', { status: 500 }) : undefined)),
      ],
    });
    const own = new FakeTime(NOW);
    const el = await calendar(siteElement(site, { view: 'month', range: '2026-11' }), own, registryOn(site));
    await site.reached(1);
    await own.advance(5000);
    expect(site.calls, "the element's timers do not run the retry").to.have.length(1);
    await finishedLoading(el, site);
    expect(site.statuses).to.deep.equal([500, 200]);
    button(el, '다음 달')!.click();
    await el.updateComplete;
    await site.time.advance(MONTH_LOAD_DELAY_MS);
    expect(site.calls, "the registry's timers do not settle the navigation").to.have.length(2);
    await own.advance(MONTH_LOAD_DELAY_MS);
    await finishedLoading(el, site);
    expect(site.calls).to.have.length(3);
  });

  it("is on the page's registry, one for all its elements, unless given another", async () => {
    const site = mockSite();
    const elements = [siteElement(site, { lang: 'en' }), siteElement(site, { lang: 'en', status: 'listed' })];
    for (const el of elements) el.now = site.time.clock;
    const keys = new Set(Object.keys(localStorage));
    try {
      await fixture(html`<div>${elements}</div>`);
      for (const el of elements) await finishedLoading(el);
      await elements[0].updateComplete;
      expect(elements[0].clients).to.equal(elements[1].clients);
      expect(site.calls).to.have.length(2);
      expect(
        elements.map((el) => text(el, 'quota')),
        'one quota',
      ).to.deep.equal(['98 of 100 calls left today', '98 of 100 calls left today']);
    } finally {
      // The page's registry stores in localStorage, which the runner's test files share.
      for (const key of Object.keys(localStorage)) if (!keys.has(key)) localStorage.removeItem(key);
    }
  });
});
