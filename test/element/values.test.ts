import { expect, html } from '@open-wc/testing';
import { mockSite } from '../support/mock-site.js';
import { calendarWith, calendar, expectAttribution, settled, shadow, text } from './support.js';

/** Each bad value: the attribute, what the message must name as accepted. */
const BAD_VALUES: { attribute: string; value: string; accepted: string[] }[] = [
  { attribute: 'status', value: 'open', accepted: ['청약', 'sub', 'listed'] },
  { attribute: 'range', value: '2026-11-01..2026-11-30', accepted: ['YYYY-MM-DD/YYYY-MM-DD', 'YYYY-MM'] },
  { attribute: 'range', value: '2026-11-30/2026-11-01', accepted: ['YYYY-MM-DD/YYYY-MM-DD'] },
  { attribute: 'range', value: '2026-02-30/2026-03-01', accepted: ['YYYY-MM-DD/YYYY-MM-DD'] },
  // Year 9999 is beyond the calendar: its December's grid would reach year 10000.
  { attribute: 'range', value: '9999-12', accepted: ['YYYY-MM'] },
  { attribute: 'range', value: '2026-11-01/9999-01-01', accepted: ['YYYY-MM-DD/YYYY-MM-DD'] },
  { attribute: 'limit', value: '-1', accepted: ['whole number'] },
  { attribute: 'limit', value: '2.5', accepted: ['whole number'] },
  { attribute: 'view', value: 'grid', accepted: ['month', 'list'] },
  { attribute: 'loading', value: 'soon', accepted: ['lazy', 'eager'] },
  { attribute: 'theme', value: 'blue', accepted: ['auto', 'light', 'dark'] },
  { attribute: 'cache-ttl', value: '-5', accepted: ['whole number'] },
  { attribute: 'cache-ttl', value: '10s', accepted: ['whole number'] },
];

describe('attributes', () => {
  for (const { attribute, value, accepted } of BAD_VALUES) {
    it(`refuses ${attribute}="${value}" without a call, naming the attribute and what it accepts`, async () => {
      const site = mockSite();
      const el = await calendarWith({
        lang: 'en',
        'api-key': 'demo-key',
        'base-url': site.baseUrl,
        view: 'list',
        loading: 'eager',
        [attribute]: value,
      });
      await settled(el);
      const message = text(el, 'message')!;
      expect(message).to.contain(`The ${attribute} attribute does not accept "${value}"`);
      for (const word of accepted) expect(message).to.contain(word);
      expect(shadow(el).querySelector('[part~="message"]')!.getAttribute('role')).to.equal('alert');
      expectAttribution(el);
      expect(site.calls.map((call) => call.url)).to.deep.equal([]);
    });
  }

  it('refuses an api-key fetch could not send, without a call and without showing the key', async () => {
    const site = mockSite();
    const el = await calendar(
      html`<ipo-calendar
        lang="en"
        api-key="비밀키-123"
        base-url=${site.baseUrl}
        view="list"
        loading="eager"
      ></ipo-calendar>`,
    );
    await settled(el);
    expect(text(el, 'message')).to.equal(
      'The api-key attribute does not accept "•••". Accepted: your API key (ASCII).',
    );
    expect(shadow(el).textContent).not.to.contain('비밀키');
    expectAttribution(el);
    expect(site.calls.map((call) => call.url)).to.deep.equal([]);
  });

  it('asks for a missing api-key without a call when no base-url attribute names a relay', async () => {
    const site = mockSite();
    const el = await calendar(html`<ipo-calendar lang="en" view="list" loading="eager"></ipo-calendar>`);
    await settled(el);
    expect(text(el, 'message')).to.contain('The api-key attribute is required');
    expectAttribution(el);
    await expect(el).to.be.accessible();
    expect(site.calls.map((call) => call.url)).to.deep.equal([]);
  });

  it('asks for a missing base-url (the operator sets no default) and refuses a non-http one', async () => {
    const site = mockSite();
    const el = await calendar(
      html`<ipo-calendar lang="en" api-key="demo-key" view="list" loading="eager"></ipo-calendar>`,
    );
    await settled(el);
    expect(text(el, 'message')).to.contain('The base-url attribute is required').and.to.contain('http://');
    el.baseUrl = 'javascript:alert(1)';
    await settled(el);
    expect(text(el, 'message')).to.contain('The base-url attribute does not accept');
    expect(site.calls.map((call) => call.url)).to.deep.equal([]);
  });

  it('reports a bad value in Korean by default', async () => {
    const site = mockSite();
    const el = await calendar(
      html`<ipo-calendar api-key="demo-key" base-url=${site.baseUrl} status="open" loading="eager"></ipo-calendar>`,
    );
    await settled(el);
    expect(text(el, 'message')).to.contain('status 속성 값 "open"');
    expect(site.calls.map((call) => call.url)).to.deep.equal([]);
  });
});
