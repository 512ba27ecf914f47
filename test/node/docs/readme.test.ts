/**
 * The README stays short enough for the people who embed the element, and its reference is what custom-elements.json
 * says: `npm run docs:reference` writes it, and this fails when the two drift apart.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { withReference, type Manifest } from '../../../scripts/readme-reference.js';
import { analyzeManifest, root } from '../manifest/analyze.js';

const MAX_LINES = 200;

describe('README.md', () => {
  let readme: string;
  before(async () => {
    readme = await readFile(join(root, 'README.md'), 'utf8');
  });

  it(`has at most ${MAX_LINES} lines`, () => {
    assert.ok(readme.split('\n').length - 1 <= MAX_LINES, `README.md has ${readme.split('\n').length - 1} lines`);
  });

  it("holds the element's reference as custom-elements.json gives it (npm run docs:reference)", async () => {
    const manifest = (await analyzeManifest()) as unknown as Manifest;
    assert.equal(readme, await withReference(readme, manifest));
  });
});
