import { expect, fixture, html } from '@open-wc/testing';
import type { IpoCalendar } from '../../src/element/ipo-calendar.js';
import { MemoryStorage } from '../support/memory-storage.js';
import { mockSite, type MockSite } from '../support/mock-site.js';
import { locksHeldByAnotherTab } from '../support/other-tab-locks.js';
import {
  connectedSiteElement,
  drawn,
  expectAttribution,
  finishedLoading,
  newRegistry,
  runOn,
  siteElement,
} from './support.js';

/**
 * The site's number of requests when the element's attribution first enters its shadow root: observed from the moment
 * the element is connected, before its first update.
 */
function callsWhenFirstDrawn(element: IpoCalendar, site: MockSite): Promise<number> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!element.shadowRoot!.querySelector('[part~="attribution"]')) return;
      observer.disconnect();
      resolve(site.calls.length);
    });
    observer.observe(element.shadowRoot!, { childList: true, subtree: true });
  });
}

// The elements run on the test's registry, which takes turns through the page's real Web Locks: the lock is granted in
// a later task, after which the request leaves.
describe('the first call goes before the first render', () => {
  it('sends an eager month view’s call before it draws anything', async () => {
    const site = mockSite();
    const el = await connectedSiteElement(site, 1000, { view: 'month', range: '2026-11' });
    expect(await callsWhenFirstDrawn(el, site)).to.equal(1);
    await finishedLoading(el, site);
    expect(el.items.length).to.be.above(0);
  });

  it('sends a lazy element’s call before it draws, once the page reports it in view', async () => {
    const site = mockSite();
    const el = await connectedSiteElement(site, 1000, { view: 'list', loading: 'lazy' });
    expect(await callsWhenFirstDrawn(el, site)).to.equal(1);
    await finishedLoading(el, site);
  });

  it('draws a lazy element far below at its first viewport report, with no call', async () => {
    const site = mockSite();
    const wrapper = await fixture<HTMLElement>(html`<div><div style="height: 3000px"></div></div>`);
    const el = siteElement(site, { view: 'month', range: '2026-11', loading: 'lazy' });
    runOn(el, site.time);
    wrapper.append(el);
    expect(await callsWhenFirstDrawn(el, site)).to.equal(0);
    expectAttribution(el);
  });

  it('draws at once when another tab holds the call’s lock, and loads once that tab lets go', async () => {
    const site = mockSite();
    const otherTab = locksHeldByAnotherTab();
    const clients = newRegistry({
      clock: site.time.clock,
      timers: site.time.timers,
      storage: new MemoryStorage(),
      locks: otherTab.locks,
    });
    const wrapper = await fixture<HTMLElement>(html`<div></div>`);
    const el = siteElement(site, { view: 'month', range: '2026-11' });
    runOn(el, site.time, clients);
    wrapper.append(el);
    expect(await callsWhenFirstDrawn(el, site), 'drawn while the other tab holds the lock').to.equal(0);
    await drawn(el);
    expect(el.shadowRoot!.querySelector('[part~="body"]')!.getAttribute('aria-busy')).to.equal('true');
    otherTab.release();
    await finishedLoading(el, site);
    expect(site.calls).to.have.length(1);
    expect(el.items.length).to.be.above(0);
    await expect(el).to.be.accessible();
  });
});
