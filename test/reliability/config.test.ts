/**
 * Invalid values for every attribute the element validates, each set as an attribute and as a property before the
 * element is connected: an inline alert names the attribute, the value (never the key's) and what it accepts, and no
 * request is made. The same element then loads once the value is put right: nothing is broken.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { IpoCalendar } from '../../src/element/ipo-calendar.js';
import { mockSite, NOW } from '../support/mock-site.js';
import {
  expectAttribution,
  finishedLoading,
  runOn,
  shadow,
  siteAttributes,
  siteElement,
  text,
} from '../element/support.js';
import { reliabilitySuite } from './support/suite.js';

interface Attribute {
  name: string;
  property: keyof IpoCalendar;
  /** Words the message must use to say what is accepted. */
  accepted: string[];
  /** Values it refuses; null: the attribute left out. */
  invalid: (string | number | null)[];
}

const ATTRIBUTES: Attribute[] = [
  {
    name: 'api-key',
    property: 'apiKey',
    accepted: ['your API key (ASCII)'],
    // A key left out is refused only without a base-url (see MISSING_KEY); with one, it names a relay.
    invalid: ['데모키', 'demo\nkey', 'demo\tkey', 'demo\u0000key', 'ключ', 'key🔑', 'demo\u00a0key'],
  },
  {
    name: 'base-url',
    property: 'baseUrl',
    accepted: ['http://', 'https://', 'user@'],
    invalid: [
      null,
      '   ',
      'ftp://example.com/v1',
      'javascript:alert(1)',
      'data:text/plain,x',
      'mailto:api@example.com',
      'ws://example.com/v1',
      'http://',
      'https://[::1',
      'SITE?key=x',
      'SITE#top',
      'https://user:password@example.com/v1',
    ],
  },
  {
    name: 'status',
    property: 'status',
    accepted: ['청약', 'sub', 'listed'],
    invalid: ['open', 'subscription', '청약중', 'sub,listed', 'sub listed', '<b>sub</b>', '1'],
  },
  {
    name: 'range',
    property: 'range',
    accepted: ['YYYY-MM-DD/YYYY-MM-DD', 'YYYY-MM'],
    invalid: [
      '2026-13',
      '2026-11-01..2026-11-30',
      '2026-11-30/2026-11-01',
      '2026-02-30/2026-03-01',
      '/',
      'yesterday',
      '2026-11-01/2026-11-30/2026-12-31',
      '2026-1-1/',
      // Year 9999 is beyond the calendar: its December's grid would reach year 10000.
      '9999-12',
      '2026-11-01/9999-01-01',
    ],
  },
  {
    name: 'limit',
    property: 'limit',
    accepted: ['whole number'],
    invalid: ['-1', '2.5', '1e2', 'ten', '+5', '5 5', -1, 1.5, NaN, Infinity],
  },
  { name: 'view', property: 'view', accepted: ['month', 'list'], invalid: ['grid', 'months', 'calendar', 'list view'] },
  { name: 'loading', property: 'loading', accepted: ['lazy', 'eager'], invalid: ['soon', 'auto', 'lazy eager'] },
  { name: 'theme', property: 'theme', accepted: ['auto', 'light', 'dark'], invalid: ['blue', 'night', 'dark mode'] },
  {
    name: 'cache-ttl',
    property: 'cacheTtl',
    accepted: ['whole number'],
    invalid: ['-5', '10s', '1.5', 'forever', -1, 0.5],
  },
];

interface Case {
  attribute: Attribute;
  value: string | number | null;
  by: 'attribute' | 'property';
  /** Attributes left out besides the one set. */
  without?: string[];
}

/** A missing (or blank) api-key without a base-url: the API itself is asked, which needs a key. */
const MISSING_KEY: Case[] = [null, '  '].flatMap((value) =>
  (['attribute', 'property'] as const).map((by) => ({ attribute: ATTRIBUTES[0], value, by, without: ['base-url'] })),
);

const CASES: Case[] = [
  ...ATTRIBUTES.flatMap((attribute) =>
    attribute.invalid.flatMap((value) =>
      (['attribute', 'property'] as const).map((by): Case => ({ attribute, value, by })),
    ),
  ),
  ...MISSING_KEY,
];

/** Every request the page makes, to any origin. */
const requests: string[] = [];

describe('bad configuration', function () {
  this.timeout(60_000);
  const suite = reliabilitySuite('config');
  let pageFetch: typeof fetch;

  before(() => {
    // A first site routes the page's fetch to the sites: wrapped after that, every request passes here.
    mockSite();
    pageFetch = window.fetch;
    window.fetch = (input, init) => {
      requests.push(String(input instanceof Request ? input.url : input));
      return pageFetch(input, init);
    };
  });
  after(() => (window.fetch = pageFetch));

  for (const { attribute, value, by, without = [] } of CASES) {
    const shown = value === null ? 'left out' : JSON.stringify(value);
    suite.it(
      `refuses ${attribute.name} ${shown}${without.length ? ' without base-url' : ''}, set as ${by}`,
      async () => {
        const site = mockSite();
        // Every attribute sound: this element loads at once.
        const sound = siteAttributes(site, { lang: 'en' });
        const actual = typeof value === 'string' ? value.replace('SITE', site.baseUrl) : value;
        const el = document.createElement('ipo-calendar');
        for (const [name, soundValue] of Object.entries(sound))
          if (name !== attribute.name && !without.includes(name)) el.setAttribute(name, soundValue);
        if (by === 'property') (el as unknown as Record<string, unknown>)[attribute.property] = actual;
        else if (actual !== null) el.setAttribute(attribute.name, String(actual));
        runOn(el, NOW);
        // A sound twin on a site of its own, connected in the same task: the element's request, were it made, would
        // come as soon as the twin's, so its absence is checked once the twin has loaded, not after a count of tasks.
        const twinSite = mockSite();
        const twin = siteElement(twinSite, { lang: 'en' });
        runOn(twin, NOW);
        requests.length = 0;
        await fixture(html`<div>${el}${twin}</div>`);
        await twinSite.reached(1);
        await finishedLoading(twin);
        await finishedLoading(el);

        const message = text(el, 'message')!;
        const given = actual === null ? '' : String(actual).trim();
        expect(message).to.contain(`The ${attribute.name} attribute ${given ? 'does not accept' : 'is required'}`);
        // The value as the message shows it: the key's never, a long one cut.
        if (attribute.name === 'api-key' && given) {
          expect(message).to.contain('"•••"');
          expect(shadow(el).textContent).not.to.contain(given);
        } else if (given) expect(message).to.contain(`"${given.slice(0, 20)}`);
        for (const word of attribute.accepted) expect(message).to.contain(word);
        expect(shadow(el).querySelector('[part~="message"]')!.getAttribute('role')).to.equal('alert');
        expectAttribution(el);
        expect(
          requests.filter((url) => !url.startsWith(twinSite.origin)),
          'no request',
        ).to.deep.equal([]);

        // Put right, the same element loads.
        (el as unknown as Record<string, unknown>)[attribute.property] = null;
        el.removeAttribute(attribute.name);
        for (const [name, soundValue] of Object.entries(sound)) el.setAttribute(name, soundValue);
        await site.reached(1);
        await finishedLoading(el);
        expect(text(el, 'message')).to.equal(null);
        expect(el.items.length).to.be.above(0);
        expect(site.calls).to.have.length(1);
        // Nor did a request of the refused value come later, while the element loaded again.
        expect(requests.filter((url) => !url.startsWith(twinSite.origin))).to.deep.equal([site.calls[0].url]);
      },
    );
  }

  it('says an attribute problem accessibly', async () => {
    const el = document.createElement('ipo-calendar');
    el.setAttribute('lang', 'en');
    el.setAttribute('status', 'open');
    await fixture(html`<div>${el}</div>`);
    await finishedLoading(el);
    expect(text(el, 'message')).to.contain('The api-key attribute is required');
    await expect(el).to.be.accessible();
  });
});
