/**
 * The tests on the machine's clock: each says "(real clock)" in its name (test/clock/pin-clock.js), and each is in
 * docs/development.md's list, with why. A new one fails here until it is listed; a test that reads the real date
 * without saying so fails where it runs.
 */
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const MARK = '(real clock)';

async function* testFiles(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* testFiles(path);
    else if (/\.test\.(ts|tsx|mjs|js)$/.test(entry.name)) yield path;
  }
}

/** Each test or suite named with the mark, as `file: "name"`. */
async function markedTests(): Promise<string[]> {
  const found: string[] = [];
  const named = /\b(?:it|test|describe|suite)(?:\.only|\.skip)?\(\s*(['"`])((?:(?!\1).)*)\1/g;
  for await (const file of testFiles(join(root, 'test'))) {
    for (const [, , name] of (await readFile(file, 'utf8')).matchAll(named)) {
      if (name.includes(MARK)) found.push(`\`${relative(root, file)}\`: "${name}"`);
    }
  }
  return found.sort();
}

/** The list in docs/development.md, each entry as `file: "name"`. */
async function listed(): Promise<string[]> {
  const docs = await readFile(join(root, 'docs/development.md'), 'utf8');
  const list = docs.match(/<!-- real-clock-tests -->([\s\S]*?)<!-- \/real-clock-tests -->/)?.[1] ?? '';
  return [...list.matchAll(/^- (`[^`]+`: "[^"]+")/gm)].map((match) => match[1]).sort();
}

it('lists every test on the real clock in docs/development.md, and no other', async () => {
  const marked = await markedTests();
  console.log(`tests on the real clock:\n${marked.map((test) => `  ${test}`).join('\n')}`);
  assert.deepEqual(marked, await listed(), 'docs/development.md lists the tests whose names say "(real clock)"');
});
