import { expect, html } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import { mockSite } from '../support/mock-site.js';
import { button, calendar, expectAttribution, settled, shadow, text } from './support.js';

const IMG = '<img src=x onerror="window.__pwned=1">';
const SCRIPT = '<script>window.__pwned=1</script>';
const HOSTILE = [
  {
    id: `${IMG}1`,
    corp_name: `${IMG}Evil Corp`,
    stock_code: SCRIPT,
    market: IMG,
    industry: SCRIPT,
    ceo: IMG,
    homepage: 'javascript:alert(1)',
    dart_url: 'javascript:alert(1)',
    detail_url: 'javascript:alert(1)',
    sub_start: '2026-11-25',
    sub_end: '2026-11-26',
    lead_managers: [IMG, SCRIPT],
    subscription_brokers: [SCRIPT],
  },
];

describe('hostile data', () => {
  it('shows markup literally: nothing runs, no images, scripts or non-http links', async () => {
    const site = mockSite({ data: HOSTILE });
    const el = await calendar(
      html`<ipo-calendar
        lang="en"
        api-key="demo-key"
        base-url=${site.baseUrl}
        view="list"
        loading="eager"
      ></ipo-calendar>`,
    );
    await settled(el);
    expect(el.items.length).to.equal(1);
    const root = shadow(el);
    expect(root.querySelectorAll('img, script, iframe, object').length).to.equal(0);
    for (const link of root.querySelectorAll('a')) expect(link.protocol).to.match(/^https?:$/);
    expect(button(el, `${IMG}Evil Corp`)).to.exist;
    expect(text(el, 'item')).to.contain(IMG).and.to.contain(SCRIPT);
    button(el, `${IMG}Evil Corp`)!.click();
    await el.updateComplete;
    expect(root.querySelectorAll('img, script').length).to.equal(0);
    expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
    expectAttribution(el);
    await expect(el).to.be.accessible();
  });

  it('opens the offering chosen in the list even when ids repeat', async () => {
    const twins = ['FIRST', 'SECOND'].map((corp_name) => ({
      id: 'same',
      corp_name,
      sub_start: '2026-11-25',
      sub_end: '2026-11-26',
    }));
    // The mock refuses such data, so the body is served as it is.
    const site = mockSite({
      before: (origin) => [
        http.all(`${origin}/*`, () =>
          HttpResponse.json({ version: 'v1', updated_at: null, count: 2, total: 2, items: twins }),
        ),
      ],
    });
    const el = await calendar(
      html`<ipo-calendar
        lang="en"
        api-key="demo-key"
        base-url=${site.baseUrl}
        view="list"
        loading="eager"
      ></ipo-calendar>`,
    );
    await settled(el);
    const selected: string[] = [];
    el.addEventListener('ipo-select', (event) => selected.push(event.detail.offering.corp_name));
    button(el, 'SECOND')!.click();
    await el.updateComplete;
    expect(selected).to.deep.equal(['SECOND']);
    expect(shadow(el).querySelector('[role="dialog"] #panel-title')!.textContent).to.equal('SECOND');
    await expect(el).to.be.accessible();
  });

  for (const [name, body] of [
    ['a body that is not JSON', '<html>oops</html>'],
    ['items that are not a list', JSON.stringify({ items: 'x', count: 1, total: 1, updated_at: null })],
  ] as const) {
    it(`explains ${name}, with the attribution`, async () => {
      const site = mockSite({
        before: (origin) => [
          http.all(
            `${origin}/*`,
            () => new HttpResponse(body, { status: 200, headers: { 'Content-Type': 'application/json' } }),
          ),
        ],
      });
      const el = await calendar(
        html`<ipo-calendar
          lang="en"
          api-key="demo-key"
          base-url=${site.baseUrl}
          view="list"
          loading="eager"
        ></ipo-calendar>`,
      );
      await settled(el);
      expect(el.lastError?.kind).to.equal('bad_response');
      expect(text(el, 'message')).to.contain('A server error prevented loading the schedule.');
      expectAttribution(el);
    });
  }
});
