/**
 * docs/architecture.md's walk of one request names at most twelve files, between its `walk` markers, each step
 * `N. \`path\` (from M)`: each file exists, and the file of step M imports it, so that a newcomer who follows the
 * walk follows the code's own imports.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { root } from '../manifest/analyze.js';

const MAX_FILES = 12;

interface Step {
  number: number;
  path: string;
  from: number | null;
}

/** The walk's steps, as the document numbers them. */
function stepsOf(doc: string): Step[] {
  const walk = doc.match(/<!-- walk:start -->([\s\S]*?)<!-- walk:end -->/);
  assert.ok(walk, 'docs/architecture.md has no walk between <!-- walk:start --> and <!-- walk:end -->');
  return [...walk[1].matchAll(/^(\d+)\. `([^`]+)`(?: \(from (\d+)\))?/gm)].map(([, number, path, from]) => ({
    number: Number(number),
    path,
    from: from === undefined ? null : Number(from),
  }));
}

/** The files that `source` (a path under the root) imports, statically or with `import()`, as paths under the root. */
function importsOf(source: string, text: string): Set<string> {
  const folder = source.slice(0, source.lastIndexOf('/') + 1);
  return new Set(
    [...text.matchAll(/(?:\bfrom |\bimport\()'(\.{1,2}\/[^']+)\.js'/g)].map(([, relative]) =>
      new URL(`${relative}.ts`, `file:///${folder}`).pathname.slice(1),
    ),
  );
}

describe('docs/architecture.md, one request in twelve files', () => {
  let steps: Step[];
  before(async () => {
    steps = stepsOf(await readFile(join(root, 'docs/architecture.md'), 'utf8'));
  });

  it(`names at most ${MAX_FILES} files, in steps numbered from 1, each coming from an earlier one`, () => {
    assert.ok(steps.length > 0 && steps.length <= MAX_FILES, `${steps.length} steps`);
    assert.deepEqual(
      steps.map((step) => step.number),
      steps.map((_, index) => index + 1),
    );
    assert.equal(new Set(steps.map((step) => step.path)).size, steps.length, 'a file named twice');
    for (const step of steps.slice(1)) {
      assert.ok(step.from !== null && step.from < step.number, `step ${step.number} comes from no earlier step`);
    }
  });

  it('names files that exist, each imported by the file of the step it comes from', async () => {
    const texts = new Map(
      await Promise.all(steps.map(async (step) => [step.path, await readFile(join(root, step.path), 'utf8')] as const)),
    );
    for (const step of steps.slice(1)) {
      const from = steps[step.from! - 1];
      assert.ok(
        importsOf(from.path, texts.get(from.path)!).has(step.path),
        `step ${step.number}: ${from.path} (step ${from.number}) does not import ${step.path}`,
      );
    }
  });
});
