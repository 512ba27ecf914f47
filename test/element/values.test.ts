import { expect, html } from '@open-wc/testing';
import { mockSite } from '../support/mock-site.js';
import { calendar, expectAttribution, finishedLoading, siteElement, text } from './support.js';

// Every attribute's invalid values, set as attributes and as properties: test/reliability/config.test.ts.
describe('attributes', () => {
  it('asks for a missing api-key without a call when no base-url attribute names a relay', async () => {
    const site = mockSite();
    const el = await calendar(html`<ipo-calendar lang="en" view="list" loading="eager"></ipo-calendar>`);
    await finishedLoading(el);
    expect(text(el, 'message')).to.contain('The api-key attribute is required');
    expectAttribution(el);
    await expect(el).to.be.accessible();
    expect(site.calls.map((call) => call.url)).to.deep.equal([]);
  });

  it('reports a bad value in Korean by default', async () => {
    const site = mockSite();
    const el = await calendar(siteElement(site, { status: 'open' }));
    await finishedLoading(el);
    expect(text(el, 'message')).to.contain('status 속성 값 "open"');
    expect(site.calls.map((call) => call.url)).to.deep.equal([]);
  });
});
