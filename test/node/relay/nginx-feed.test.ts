/**
 * The feed through the documented deployment (docs/relay.md): the site's nginx with the `location /ipo/` block read
 * from the docs, the include relay/nginx/ipo-relay.conf, the built relay and `npm run mock-server`, on 127.0.0.1. The
 * list's `Link` survives nginx's cache (200 and 304), resolves to the feed under the site's path, and the feed is
 * cached and revalidated as the list is.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import ICAL from 'ical.js';
import { siteBlock, startMock, startNginx, startRelay, stopAll, temporaryFolder } from './support/processes.js';

const NOW = '2026-11-23T12:00:00+09:00';
const BLOG = 'https://blog.example';

/** The target of the first `Link` with rel="alternate" and type="text/calendar", as the element reads it. */
function calendarLink(header: string | null): string | null {
  for (const link of header?.split(/,(?=\s*<)/) ?? []) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(link);
    if (match && /;\s*rel="?alternate"?/.test(match[2]) && /;\s*type="?text\/calendar"?/.test(match[2]))
      return match[1];
  }
  return null;
}

describe('the documented deployment: the feed and its Link through nginx', { timeout: 120_000 }, () => {
  after(stopAll);

  it("keeps the list's Link in nginx's 200s and 304s, and caches the feed it leads to", async () => {
    const mock = await startMock(NOW);
    const state = join(await temporaryFolder('ipo-nginx-feed-'), 'state.json');
    const relay = await startRelay(mock.firstLine, ['--state', state, '--now', NOW, '--cors-origin', BLOG]);
    const nginx = await startNginx(relay.firstLine, { site: await siteBlock() });
    const relayRequests = async () => (await (await fetch(new URL('/healthz', relay.firstLine))).json()).requests;

    const listUrl = `${nginx.siteUrl}/ipo/v1/upcoming-ipos?status=sub`;
    const list = await fetch(listUrl, { headers: { Origin: BLOG } });
    assert.equal(list.status, 200);
    assert.match(list.headers.get('Access-Control-Expose-Headers')!, /(^|, )Link(,|$)/);
    const target = calendarLink(list.headers.get('Link'));
    assert.equal(target, 'calendar.ics');
    const seen = await relayRequests();
    const cached = await fetch(listUrl, { headers: { 'If-None-Match': list.headers.get('ETag')! } });
    assert.equal(cached.status, 304);
    assert.equal(calendarLink(cached.headers.get('Link')), 'calendar.ics', "in nginx's own 304");
    assert.equal(await relayRequests(), seen + 1, 'the 304 came from the cache (one: the health report)');

    const feedUrl = new URL(target!, listUrl);
    assert.equal(feedUrl.href, `${nginx.siteUrl}/ipo/v1/calendar.ics`);
    feedUrl.search = 'stages=sub';
    const feed = await fetch(feedUrl);
    assert.equal(feed.status, 200);
    assert.equal(feed.headers.get('Content-Type'), 'text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    assert.ok(calendar.getAllSubcomponents('vevent').length > 0);
    const before = await relayRequests();
    const again = await fetch(feedUrl);
    assert.equal(again.status, 200);
    assert.equal(again.headers.get('Content-Type'), 'text/calendar; charset=utf-8');
    assert.equal(again.headers.get('ETag'), feed.headers.get('ETag'));
    const revalidated = await fetch(feedUrl, { headers: { 'If-None-Match': feed.headers.get('ETag')! } });
    assert.equal(revalidated.status, 304);
    assert.equal(await relayRequests(), before + 1, 'both from the cache');

    const health = await (await fetch(new URL('/healthz', relay.firstLine))).json();
    assert.equal(health.budget.used, 2, 'the list and the feed, one call each');
    const unknown = await fetch(`${nginx.siteUrl}/ipo/other`);
    assert.equal(unknown.status, 404);
    assert.match((await unknown.json()).error.message, /calendar\.ics/);
  });
});
