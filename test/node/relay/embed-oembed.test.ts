/**
 * The embed page and oEmbed, from the relay's core in front of the mock (in-process, fake clock): the element's
 * attributes and messages, the strict page, the assets under hashed names, the oEmbed answers and sizes.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { embedSize } from '../../../src/relay/oembed.js';
import { relayHarness } from './support/harness.js';

const START = '2028-02-29T23:59:59.500+09:00';
const ELEMENT = 'customElements.define("ipo-calendar", class extends HTMLElement {});';

describe('embed page', () => {
  it('holds the element with its attributes and base-url, under a strict policy, and its hashed script', async () => {
    const harness = relayHarness({ start: START, elementScript: ELEMENT, frameAncestors: 'https://blog.example' });
    const response = await harness.get('/embed?view=list&lang=en&brokers=키움&unknown=x&status=sub');
    assert.equal(response.status, 200);
    const policy = response.headers.get('Content-Security-Policy')!;
    assert.match(policy, /frame-ancestors https:\/\/blog\.example/);
    assert.doesNotMatch(policy, /unsafe/);
    assert.equal(response.headers.get('Set-Cookie'), null);
    const html = await response.text();
    assert.match(
      html,
      /<ipo-calendar view="list" status="sub" brokers="키움" lang="en" base-url="http:\/\/relay\.test\/v1">/,
    );
    assert.doesNotMatch(html, /unknown|<script>|style=|demo-key/);
    assert.match(
      html,
      /<link rel="alternate" type="application\/json\+oembed" href="http:\/\/relay\.test\/oembed\?url=/,
    );
    const element = /<script type="module" src="http:\/\/relay\.test(\/assets\/ipo-calendar\.\w+\.js)">/.exec(html)![1];
    const script = await harness.get(element);
    assert.equal(await script.text(), ELEMENT);
    assert.equal(script.headers.get('Cache-Control'), 'public, max-age=31536000, immutable');
    const frame = /<script src="http:\/\/relay\.test(\/assets\/embed-frame\.\w+\.js)">/.exec(html)![1];
    assert.match(await (await harness.get(frame)).text(), /ipo-calendar:height/);
    assert.match(await (await harness.get('/embed.js')).text(), /"http:\/\/relay\.test"/);
    assert.equal(harness.calls, 0, 'the page itself needs no body: the element asks for it');
  });

  it("shows the element's own message for a wrong attribute", async () => {
    const harness = relayHarness({ start: START });
    const html = await (await harness.get('/embed?view=week&limit=-1&lang=en')).text();
    assert.match(html, /role="alert">[^<]*view[^<]*week/);
    assert.match(html, /role="alert">[^<]*limit/);
    assert.match(html, /Source: IPO 일정 API/);
  });

  it('serves the element API to the sandboxed frame (Origin: null), and still refuses other origins', async () => {
    const harness = relayHarness({ start: START, corsOrigin: 'https://blog.example' });
    const framed = await harness.get('/v1/upcoming-ipos?status=sub', { Origin: 'null' });
    assert.equal(framed.status, 200);
    assert.equal(framed.headers.get('Access-Control-Allow-Origin'), '*');
    assert.equal((await harness.get('/v1/upcoming-ipos?status=sub', { Origin: 'https://other.example' })).status, 403);
  });
});

describe('oEmbed', () => {
  it('sizes the frame within maxwidth and maxheight: the list where the month does not fit', () => {
    const table: [Parameters<typeof embedSize>, ReturnType<typeof embedSize>][] = [
      [['month', null, null], { view: 'month', width: 720, height: 864 }],
      [['month', 500, 750], { view: 'list', width: 500, height: 600 }],
      [['month', 640, 400], { view: 'month', width: 640, height: 400 }],
      [['list', 1000, null], { view: 'list', width: 720, height: 600 }],
      [['list', 320, 200], { view: 'list', width: 320, height: 200 }],
    ];
    for (const [args, size] of table) assert.deepEqual(embedSize(...args), size, JSON.stringify(args));
  });

  it("answers for the relay's own pages only, json only, without a call", async () => {
    const harness = relayHarness({ start: START });
    const ask = (query: Record<string, string>) => harness.get(`/oembed?${new URLSearchParams(query)}`);
    const wordpress = await ask({
      url: 'http://relay.test/share/week/2026-W50?lang=en',
      maxwidth: '500',
      maxheight: '750',
    });
    assert.equal(wordpress.status, 200);
    const body = await wordpress.json();
    assert.equal(body.version, '1.0');
    assert.equal(body.type, 'rich');
    assert.equal(body.width, 500);
    assert.equal(body.height, 600);
    assert.equal(body.provider_url, 'http://relay.test');
    assert.ok(body.cache_age > 0 && body.title && body.provider_name);
    const src = /<iframe src="([^"]+)"/.exec(body.html)![1].replaceAll('&amp;', '&');
    const embed = new URL(src);
    assert.equal(embed.pathname, '/embed');
    assert.equal(embed.searchParams.get('view'), 'list');
    assert.equal(embed.searchParams.get('range'), '2026-12-07/2026-12-13');
    assert.equal(embed.searchParams.get('lang'), 'en');
    assert.match(body.html, /sandbox="allow-scripts[^"]*"/);
    assert.doesNotMatch(body.html, /style=/);

    const month = await (await ask({ url: 'http://relay.test/embed?view=month', format: 'json' })).json();
    assert.deepEqual([month.width, month.height], [720, 864]);
    assert.equal((await ask({ url: 'http://relay.test/share/week', format: 'xml' })).status, 501);
    for (const url of [
      'https://evil.example/share/week',
      'http://relay.test/v1/upcoming-ipos',
      'http://relay.test/share/week/2027-W53',
      'not a url',
    ])
      assert.equal((await ask({ url })).status, 404, url);
    assert.equal(harness.calls, 0);
  });
});
