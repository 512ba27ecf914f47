/**
 * The share pages and images when the relay has no body for them, against both targets as pages-black-box.test.ts
 * runs them: `--budget 0` refuses every call and nothing is stored. A page is HTML a reader and a link-card crawler
 * can show (the reader's words, the attribution, sane tags) under a 503 with Retry-After, never stored; the SVG is a
 * card that says so; the PNG is that card where the relay renders one, else the refusal's status. All on 127.0.0.1.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { countedUpstream } from './support/counted-upstream.js';
import { pngSize } from './support/png-size.js';
import { startRelay, startWorkerRelay, stopAll } from './support/processes.js';

const NOW = '2026-12-08T10:00:00+09:00';

const targets = [
  { name: 'the Node relay', start: startRelay, renders: true },
  { name: 'the Worker under workerd', start: startWorkerRelay, renders: false },
];

const tag = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

after(() => stopAll());

for (const target of targets) {
  describe(`pages without a body: ${target.name}`, { timeout: 240_000 }, () => {
    it('answers a page, not JSON, and an image or a clear status, with Retry-After and no call', async () => {
      const upstream = await countedUpstream(NOW);
      after(() => upstream.close());
      const relay = await target.start(upstream.baseUrl, ['--now', NOW, '--budget', '0']);
      const root = relay.firstLine.replace(/\/v1$/, '');
      const refused = (response: Response, type: string) => {
        assert.equal(response.status, 503, response.url);
        assert.ok(response.headers.get('Content-Type')!.startsWith(type), response.url);
        assert.match(response.headers.get('Retry-After')!, /^\d+$/, response.url);
        assert.equal(response.headers.get('Cache-Control'), 'no-store', response.url);
      };

      for (const [path, lang, words, source] of [
        ['/share/week', 'ko', '공모주 일정을 지금 불러올 수 없습니다', '출처: IPO 일정 API'],
        ['/share/week/2026-W51?lang=en', 'en', 'The IPO schedule cannot be loaded right now', 'Source: IPO 일정 API'],
        ['/share/offering/any-id', 'ko', '공모주 일정을 지금 불러올 수 없습니다', '출처: IPO 일정 API'],
      ]) {
        const response = await fetch(root + path);
        refused(response, 'text/html');
        assert.match(response.headers.get('Content-Security-Policy')!, /script-src 'self'/);
        const html = await response.text();
        assert.match(html, new RegExp(`<html lang="${lang}">`));
        assert.equal(tag(html, 'og:title'), words);
        assert.equal(tag(html, 'og:url'), root + path);
        assert.ok(html.includes(`<h1>${words}</h1>`), path);
        assert.ok(html.includes(source), `${path}: the attribution`);
        assert.doesNotMatch(html, /<script|"error"/, path);
      }
      assert.equal(tag(await (await fetch(`${root}/share/week`)).text(), 'og:image'), `${root}/share/week.png`);

      const svg = await fetch(`${root}/share/week.svg?size=post`);
      refused(svg, 'image/svg+xml');
      const card = await svg.text();
      assert.ok(card.includes('공모주 일정을 지금 불러올 수 없습니다') && card.includes('출처: IPO 일정 API'));

      const png = await fetch(`${root}/share/week.png`);
      if (target.renders) {
        refused(png, 'image/png');
        assert.deepEqual(pngSize(new Uint8Array(await png.arrayBuffer())), [1200, 630]);
      } else {
        // No renderer: the refusal itself, which link-card crawlers treat as no image, as they do any error status.
        refused(png, 'application/json');
        assert.equal((await png.json()).error.code, 'relay_budget_exhausted');
      }
      assert.equal(upstream.calls(), 0, 'the budget allows no call');
    });
  });
}
