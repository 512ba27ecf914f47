/**
 * The week's card as PNG: rendered with the shipped font at its stated sizes, once while its data and the KST day stay
 * the same, and revalidated by its ETag; without a renderer, the prerendered card.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nodePngRenderer } from '../../../src/relay/card-png-node.js';
import { genericCardSvg } from '../../../src/relay/prerendered-card.js';
import { relayHarness } from './support/harness.js';
import { pngSize } from './support/png-size.js';

const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

describe('the card as PNG', () => {
  const renderer = nodePngRenderer();

  it('is rendered at 1200×630 and, for posts, 1080×1350, each once while its data and day stay the same', async () => {
    assert.ok(renderer, '@resvg/resvg-js and pretendard are installed (devDependencies)');
    const renders: number[] = [];
    const harness = relayHarness({
      start: '2026-12-08T10:00:00+09:00',
      renderPng: renderer,
      onRender: (ms) => renders.push(ms),
    });
    const og = await harness.get('/share/week.png');
    assert.equal(og.status, 200);
    assert.equal(og.headers.get('Content-Type'), 'image/png');
    assert.deepEqual(pngSize(await bytesOf(og)), [1200, 630]);
    assert.deepEqual(pngSize(await bytesOf(await harness.get('/share/week/2026-W50.png?size=post'))), [1080, 1350]);
    for (let visitor = 0; visitor < 20; visitor++) await harness.get('/share/week.png');
    assert.equal(renders.length, 2, 'one render per card');
    assert.equal(harness.calls, 1);
    const etag = og.headers.get('ETag')!;
    assert.equal((await harness.get('/share/week.png', { 'If-None-Match': etag })).status, 304);
    assert.match(og.headers.get('Cache-Control')!, /^public, max-age=\d+$/);

    // The next KST day: the same week, but "this week" now holds the day; served again from the same body.
    await harness.time.advance(24 * 3_600_000);
    const nextDay = await harness.get('/share/week.png', { 'If-None-Match': etag });
    assert.equal(nextDay.status, 304, 'the same data makes the same card');
    await harness.time.advance(4 * 24 * 3_600_000);
    const saturday = await harness.get('/share/week.png', { 'If-None-Match': etag });
    assert.equal(saturday.status, 200, 'from Saturday, the next week');
    assert.equal(renders.length, 3);
  });

  it('is the prerendered card where the relay renders none', async () => {
    assert.ok(renderer);
    const prerendered = { og: renderer(genericCardSvg('og')), post: renderer(genericCardSvg('post')) };
    const harness = relayHarness({ start: '2026-12-08T10:00:00+09:00', prerenderedPng: prerendered });
    const response = await harness.get('/share/week.png');
    assert.equal(response.status, 200);
    assert.deepEqual(await bytesOf(response), new Uint8Array(prerendered.og));
    assert.deepEqual(pngSize(await bytesOf(await harness.get('/share/week.png?size=post'))), [1080, 1350]);
    assert.match(
      await (await harness.get('/share/week')).text(),
      /og:image" content="http:\/\/relay\.test\/share\/week\.png"/,
    );
  });
});
