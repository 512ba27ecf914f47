/**
 * The share pages, images, embed page and oEmbed over HTTP, against both targets as black-box.test.ts runs them: the
 * built Node relay and the Worker template under workerd, in front of the mock in this process, counting its calls;
 * clocks fixed. A real link unfurler (unfurl.js) reads the card and discovers the oEmbed. All on 127.0.0.1.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { unfurl } from 'unfurl.js';
import { countedUpstream } from './support/counted-upstream.js';
import { pngSize } from './support/png-size.js';
import { writeFigures, writingFigures } from './support/figures.js';
import { startRelay, startWorkerRelay, stop, stopAll } from './support/processes.js';

// A Tuesday: the week of 2026-12-07 (2026-W50).
const NOW = '2026-12-08T10:00:00+09:00';

const targets = [
  { name: 'the Node relay', start: startRelay, renders: true, edgeCache: false },
  // workerd keeps the answers in its Cache API as a custom domain's location does: those never reach the relay.
  { name: 'the Worker under workerd', start: startWorkerRelay, renders: false, edgeCache: true },
];

interface Figures {
  target: string;
  requests: number;
  calls: number;
  /** The requests that reached the relay's core (the rest were the Worker's location cache's). */
  reached: number;
  png: string;
}
const figures: Figures[] = [];

after(async () => {
  await stopAll();
  if (writingFigures && figures.length === targets.length)
    await writeFigures(
      'pages-figures',
      [
        'target',
        'visitor requests (pages, images, embed, oEmbed)',
        'reached the relay',
        'upstream calls',
        'first PNG render (wall, CPU)',
      ],
      figures.map((row) => [row.target, row.requests, row.reached, row.calls, row.png]),
    );
});

for (const target of targets) {
  describe(`share, embed and images: ${target.name}`, { timeout: 240_000 }, () => {
    it('unfurls the card and its oEmbed, serves images at their sizes, and costs one call per query', async () => {
      const upstream = await countedUpstream(NOW);
      after(() => upstream.close());
      const relay = await target.start(upstream.baseUrl, ['--now', NOW]);
      const root = relay.firstLine.replace(/\/v1$/, '');

      const card = await unfurl(`${root}/share/week`, { oembed: true, timeout: 20_000 });
      assert.match(card.open_graph.title!, /^이번 주 공모주 청약 12\/7–12\/11: /);
      assert.match(card.description!, /^청약: /);
      assert.equal(card.open_graph.images?.[0].url, `${root}/share/week.png`);
      assert.equal(card.twitter_card.card, 'summary_large_image');
      const oembed = card.oEmbed as { type: string; html: string; width: number; height: number };
      assert.equal(oembed?.type, 'rich', 'the oEmbed is discovered and read');
      assert.match(oembed.html, new RegExp(`<iframe src="${root}/embed\\?`));

      const started = performance.now();
      const og = await fetch(`${root}/share/week.png`);
      const wall = Math.round(performance.now() - started);
      assert.equal(og.headers.get('Content-Type'), 'image/png');
      assert.deepEqual(pngSize(new Uint8Array(await og.arrayBuffer())), [1200, 630]);
      const post = await fetch(`${root}/share/week/2026-W50.png?size=post`);
      assert.deepEqual(pngSize(new Uint8Array(await post.arrayBuffer())), [1080, 1350]);

      const offering = /href="([^"]+\/share\/offering\/[^"]+)"/.exec(
        await (await fetch(`${root}/share/week`)).text(),
      )![1];
      const paths = [
        '/share/week',
        '/share/week.png',
        '/share/week.svg?size=post',
        '/share/week/2026-W50',
        '/embed?view=list',
        `/oembed?url=${encodeURIComponent(`${root}/share/week`)}&maxwidth=500&maxheight=750`,
        offering.slice(root.length),
      ];
      // The unfurler's page and oEmbed, the two PNGs, the page read for its link.
      let requests = 5;
      for (let visitor = 0; visitor < 30; visitor++)
        for (const path of paths) {
          const response = await fetch(root + path);
          assert.equal(response.status, 200, path);
          await response.arrayBuffer();
          requests++;
        }
      // The week's query and the offering page's (the schedule from today on).
      assert.equal(upstream.calls(), 2);
      const health = await (await fetch(`${root}/healthz`)).json();
      if (target.edgeCache) assert.ok(health.pages >= paths.length && health.pages < requests, String(health.pages));
      else assert.equal(health.pages, requests);

      await stop(relay);
      const rendered = /card rendered in (\d+) ms, CPU (\d+) ms/.exec(relay.stderr());
      if (target.renders) assert.ok(rendered, 'the Node relay renders the card');
      figures.push({
        target: target.name,
        requests,
        calls: upstream.calls(),
        reached: health.pages,
        png: rendered ? `${rendered[1]} ms, ${rendered[2]} ms` : `prerendered (${wall} ms to serve)`,
      });
    });
  });
}
