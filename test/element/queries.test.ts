import { expect, html } from '@open-wc/testing';
import { mockSite } from '../support/mock-site.js';
import { calendar, gate, paramsOf, finishedLoading, shadow, siteElement } from './support.js';

describe('attribute queries', () => {
  it('sends the Korean status for an alias, the range as from/to, and spac=false', async () => {
    const site = mockSite();
    const el = await calendar(
      siteElement(site, { status: 'sub', range: '2026-11-01/2026-11-30', 'exclude-spac': '', limit: '7' }),
    );
    await finishedLoading(el);
    expect(site.calls.length).to.equal(1);
    expect(paramsOf(site.calls[0])).to.deep.equal({
      status: '청약',
      from: '2026-11-01',
      to: '2026-11-30',
      spac: 'false',
      limit: '7',
    });
  });

  it('starts the list without a range from today in KST, with limit 20', async () => {
    const site = mockSite();
    // 23:30 on the 22nd in Los Angeles is already the 23rd in Seoul.
    const el = await calendar(siteElement(site), Date.parse('2026-11-23T00:30:00+09:00'));
    await finishedLoading(el);
    expect(paramsOf(site.calls[0])).to.deep.equal({ from: '2026-11-23', limit: '20' });
  });

  it('asks for the whole visible grid of the month of the range in the default month view, with limit 100', async () => {
    const site = mockSite();
    const el = await calendar(
      html`<ipo-calendar api-key="demo-key" base-url=${site.baseUrl} range="2026-12" loading="eager"></ipo-calendar>`,
    );
    await finishedLoading(el);
    // December 2026 starts on a Tuesday: its six weeks run from Sunday 11-29 to Saturday 01-09.
    expect(paramsOf(site.calls[0])).to.deep.equal({ from: '2026-11-29', to: '2027-01-09', limit: '100' });
  });

  it('accepts open-ended ranges', async () => {
    const site = mockSite();
    const el = await calendar(siteElement(site, { range: '/2026-12-31' }));
    await finishedLoading(el);
    expect(paramsOf(site.calls[0])).to.deep.equal({ to: '2026-12-31', limit: '20' });
    el.range = '2026-11-01/';
    await finishedLoading(el);
    expect(paramsOf(site.calls[1])).to.deep.equal({ from: '2026-11-01', limit: '20' });
  });

  it('reloads when an attribute or a property changes, with the new query', async () => {
    const site = mockSite();
    const el = await calendar(siteElement(site));
    await finishedLoading(el);
    el.setAttribute('status', 'listed');
    await finishedLoading(el);
    el.excludeSpac = true;
    await finishedLoading(el);
    el.limit = '5';
    await finishedLoading(el);
    expect(site.calls.map(paramsOf)).to.deep.equal([
      { from: '2026-11-23', limit: '20' },
      { status: '상장완료', from: '2026-11-23', limit: '20' },
      { status: '상장완료', from: '2026-11-23', spac: 'false', limit: '20' },
      { status: '상장완료', from: '2026-11-23', spac: 'false', limit: '5' },
    ]);
    expect(el.items).to.have.length.at.most(5);
    expect(el.getAttribute('limit')).to.equal('5');
  });

  it('does not load again for an equivalent configuration', async () => {
    const site = mockSite();
    // Without a TTL, any load calls the API: none is hidden by the cache.
    const el = await calendar(siteElement(site, { status: 'sub', 'cache-ttl': '0' }));
    await finishedLoading(el);
    const loads: string[] = [];
    el.addEventListener('ipo-load', (event) => loads.push(event.detail.source));
    el.status = '청약';
    el.cacheTtl = '00';
    el.theme = 'dark';
    await finishedLoading(el);
    expect(site.calls.length).to.equal(1);
    el.status = 'listed';
    await finishedLoading(el);
    expect(site.calls.length, 'another status loads').to.equal(2);
    expect(loads).to.deep.equal(['network']);
  });

  it('revalidates on refresh() with If-None-Match and gets a 304', async () => {
    const site = mockSite();
    const el = await calendar(siteElement(site));
    await finishedLoading(el);
    const before = el.items.map((item) => item.id);
    expect(site.calls[0].headers.get('If-None-Match')).to.equal(null);
    await el.refresh();
    await finishedLoading(el);
    expect(site.calls.length).to.equal(2);
    expect(site.calls[1].headers.get('If-None-Match')).to.be.a('string').and.not.empty;
    expect(site.statuses).to.deep.equal([200, 304]);
    expect(el.items.map((item) => item.id)).to.deep.equal(before);
  });

  it('keeps an api-key set as a property out of the DOM and out of every URL', async () => {
    const site = mockSite();
    // Set before the element is connected, as a framework's property binding does: without a key, the element calls
    // as a relay's client would, as soon as its first update.
    const el = await calendar(
      html`<ipo-calendar .apiKey=${'demo-key'} base-url=${site.baseUrl} view="list" loading="eager"></ipo-calendar>`,
    );
    await finishedLoading(el);
    expect(el.hasAttribute('api-key')).to.equal(false);
    expect(el.outerHTML).not.to.contain('demo-key');
    expect(shadow(el).innerHTML).not.to.contain('demo-key');
    expect(site.calls.length).to.equal(1);
    expect(site.calls[0].url).not.to.contain('demo-key');
    expect(site.calls[0].headers.get('X-API-Key')).to.equal('demo-key');
    expect(el.items.length).to.be.above(0);
  });

  it('reflects primitive properties to attributes', async () => {
    const site = mockSite();
    const el = await calendar(
      html`<ipo-calendar api-key="demo-key" base-url=${site.baseUrl} loading="eager"></ipo-calendar>`,
    );
    el.view = 'list';
    el.status = 'sub';
    el.excludeSpac = true;
    el.cacheTtl = '60';
    await finishedLoading(el);
    expect(el.getAttribute('view')).to.equal('list');
    expect(el.getAttribute('status')).to.equal('sub');
    expect(el.hasAttribute('exclude-spac')).to.equal(true);
    expect(el.getAttribute('cache-ttl')).to.equal('60');
  });
});

describe('pending loads', () => {
  it('are aborted when the configuration changes, and their answer is dropped', async () => {
    // Held until the configuration has changed: how many tasks the mock takes to reach a delay of its own depends on
    // the browser.
    const held = gate();
    const site = mockSite({ before: held.hold });
    const el = await calendar(siteElement(site));
    await el.updateComplete;
    await site.reached(1);
    expect(site.calls).to.have.length(1);
    el.status = 'listed';
    await el.updateComplete;
    expect(site.calls[0].signal.aborted, 'the first call is aborted').to.equal(true);
    held.open();
    await finishedLoading(el);
    expect(el.items.every((item) => item.status === '상장완료')).to.equal(true);
  });
});
