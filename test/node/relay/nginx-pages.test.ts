/**
 * The share pages, images and embed page through the documented deployment (docs/relay.md): the site's nginx with the
 * `location /ipo/` block from the docs, the include relay/nginx/ipo-relay.conf, the built relay with `--public-url`,
 * and `npm run mock-server`, on 127.0.0.1. nginx caches them by the relay's `Cache-Control` and limits an address's
 * misses as it does the visitor API's.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { freePort } from '../../relay/support/stack.mjs';
import { siteBlock, startMock, startNginx, startRelay, stopAll } from './support/processes.js';

const NOW = '2026-12-08T10:00:00+09:00';

describe('the documented deployment: the pages through nginx', { timeout: 120_000 }, () => {
  after(stopAll);

  it('serves and caches the pages with the public links, and limits an address that misses', async () => {
    const mock = await startMock(NOW);
    // The relay's port first: nginx names it, and the relay's --public-url names the site's address behind nginx.
    const port = await freePort();
    const nginx = await startNginx(`http://127.0.0.1:${port}/v1`, { site: await siteBlock() });
    const relay = await startRelay(mock.firstLine, [
      '--now',
      NOW,
      '--port',
      String(port),
      '--public-url',
      `${nginx.siteUrl}/ipo`,
    ]);
    const relayRequests = async () => (await (await fetch(new URL('/healthz', relay.firstLine))).json()).requests;

    const page = await fetch(`${nginx.siteUrl}/ipo/share/week`);
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.match(html, new RegExp(`<meta property="og:image" content="${nginx.siteUrl}/ipo/share/week\\.png">`));
    assert.ok(page.headers.get('Content-Security-Policy'));
    const seen = await relayRequests();
    assert.equal((await fetch(`${nginx.siteUrl}/ipo/share/week`)).status, 200);
    const png = await fetch(`${nginx.siteUrl}/ipo/share/week.png`);
    assert.equal(png.headers.get('Content-Type'), 'image/png');
    assert.equal(await relayRequests(), seen + 2, 'the page again from the cache (two: the PNG, the health report)');

    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await fetch(`${nginx.siteUrl}/ipo/embed?limit=${i}`)).status);
    assert.ok(
      statuses.slice(0, 30).every((status) => status === 200),
      String(statuses),
    );
    assert.ok(statuses.includes(503), 'refused past the burst');
    const health = await (await fetch(new URL('/healthz', relay.firstLine))).json();
    assert.equal(health.budget.used, 1, "the week's one call");
  });
});
