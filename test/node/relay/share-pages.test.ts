/**
 * The share pages and the week's SVG card, from the relay's core in front of the mock (in-process, fake clock): their
 * link-card tags, the week they choose, escaping of hostile API text, and what they cost upstream.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { offering } from '../../support/offering.js';
import { relayHarness } from './support/harness.js';

const TUESDAY = '2026-12-08T10:00:00+09:00';

const tags = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)].map(([, key, value]) => [key, value]),
  );

describe('share pages', () => {
  it('shows the week that holds today with its link-card tags, and costs one call for any number of visitors', async () => {
    const harness = relayHarness({ start: TUESDAY });
    const response = await harness.get('/share/week');
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('Content-Type'), 'text/html; charset=utf-8');
    const policy = response.headers.get('Content-Security-Policy')!;
    assert.match(policy, /script-src 'self'/);
    assert.match(policy, /frame-ancestors \*/);
    assert.doesNotMatch(policy, /unsafe-inline/);
    assert.equal(response.headers.get('Set-Cookie'), null);
    const html = await response.text();
    const meta = tags(html);
    assert.match(meta['og:title'], /^이번 주 공모주 청약 12\/7–12\/11: \S+ 외 \d+건$/);
    assert.match(meta['og:description'], /^청약: .+ 12\/\d+–12\/\d+/);
    assert.equal(meta['og:url'], 'http://relay.test/share/week');
    assert.equal(meta['og:locale'], 'ko_KR');
    assert.equal(meta['twitter:card'], 'summary_large_image');
    assert.match(meta['og:image'], /^http:\/\/relay\.test\/share\/week\./);
    assert.match(html, /<link rel="canonical" href="http:\/\/relay\.test\/share\/week">/);
    assert.match(html, /출처: IPO 일정 API/);
    assert.doesNotMatch(html, /<script>|style=/);
    assert.ok(!html.includes('demo-key'));

    for (let visitor = 0; visitor < 50; visitor++) {
      assert.equal((await harness.get(visitor % 2 ? '/share/week' : '/share/week.svg')).status, 200);
      assert.equal((await harness.get('/share/week/2026-W50.svg?size=post')).status, 200);
    }
    assert.equal(harness.calls, 1, 'one call for the week, whatever the page or image');
    const revalidated = await harness.get('/share/week', { 'If-None-Match': response.headers.get('ETag')! });
    assert.equal(revalidated.status, 304);
    assert.equal((await harness.health()).pages, 102);
  });

  it('shares the next week from Saturday on, pins an ISO week, and refuses a bad week or size', async () => {
    const saturday = relayHarness({ start: '2026-12-12T23:59:59.500+09:00' });
    assert.match(
      tags(await (await saturday.get('/share/week')).text())['og:title'],
      /^이번 주 공모주 청약 12\/14–12\/18/,
    );
    const pinned = await (await saturday.get('/share/week/2026-W50?lang=en')).text();
    assert.match(tags(pinned)['og:title'], /^IPO subscriptions 12\/7–12\/11: /);
    assert.equal(tags(pinned)['og:locale'], 'en_US');
    assert.match(pinned, /<html lang="en">/);
    assert.equal((await saturday.get('/share/week/2027-W53')).status, 404);
    assert.equal((await saturday.get('/share/week.svg?size=huge')).status, 400);
    assert.equal(saturday.calls, 2, 'the two weeks');
  });

  it('takes the reader brokers, and shows one offering', async () => {
    const harness = relayHarness({ start: TUESDAY });
    const all = tags(await (await harness.get('/share/week')).text())['og:description'];
    const mine = tags(await (await harness.get('/share/week?brokers=키움')).text())['og:description'];
    assert.ok(mine.length < all.length && mine.includes('오름시스템'), mine);
    const week = await (await harness.get('/share/week')).text();
    const link = /href="http:\/\/relay\.test(\/share\/offering\/[^"]+)">오름시스템/.exec(week)![1];
    const page = await harness.get(link);
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.match(tags(html)['og:title'], /^오름시스템 공모주 일정$/);
    assert.match(tags(html)['og:description'], / · 청약 12\/9–12\/10 · 환불 12\/14 · .*확정 공모가 9,500원$/);
    assert.equal(tags(html)['og:image'], 'http://relay.test/share/week/2026-W50.png');
    assert.match(html, /<link rel="alternate" type="application\/json\+oembed"/);
    assert.match(html, /청약 가능 증권사/);
    assert.match(html, /출처: IPO 일정 API/);
    const missing = await (await harness.get('/share/offering/nope')).text();
    assert.match(missing, /지금 일정에 없습니다/);
  });

  it('escapes hostile API text in the page, its tags and the SVG, and links only http(s)', async () => {
    const hostile = '"><script>alert(1)</script><img src=x onerror=alert(2)>&\u0000';
    const harness = relayHarness({
      start: TUESDAY,
      data: [
        offering({
          corp_name: hostile,
          sub_start: '2026-12-08',
          sub_end: '2026-12-09',
          refund_date: '2026-12-11',
          subscription_brokers: [`키움증권</li>${hostile}`],
          dart_url: 'javascript:alert(3)',
        }),
      ],
    });
    const html = await (await harness.get('/share/week')).text();
    assert.doesNotMatch(html, /<script>|<img|javascript:/);
    assert.ok(!html.includes('\u0000'));
    assert.match(html, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
    assert.match(tags(html)['og:title'], /&quot;&gt;&lt;script&gt;/);
    const svg = await (await harness.get('/share/week.svg?size=post')).text();
    assert.doesNotMatch(svg, /<script|<img/);
    assert.ok(!svg.includes('\u0000'));
    assert.equal(svg.match(/<text /g)!.length, svg.match(/<\/text>/g)!.length);
    const offeringPage = await (await harness.get('/share/offering/00000000-0000-4000-8000-000000000001')).text();
    assert.doesNotMatch(offeringPage, /<script>|<img|javascript:/);
  });
});
