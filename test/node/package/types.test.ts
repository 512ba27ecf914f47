/**
 * The package's types as its consumers get them: `npm run build`, then the fixtures of test/types (small consumer
 * projects that import the package by its name, through `exports`) with tsc, vue-tsc and svelte-check. Each
 * `*-misspelt` fixture must fail, with exactly the errors its markup marks; test/frameworks is checked too.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const bin = (name: string) => join(root, 'node_modules/.bin', name);

/** Runs a checker from the project's root and returns its exit code and output. */
function check(command: string, args: string[]) {
  const run = spawnSync(bin(command), args, { cwd: root, encoding: 'utf8' });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

const tsc = (project: string) => check('tsc', ['-p', project]);
const vueTsc = (project: string) => check('vue-tsc', ['-p', project]);
const svelteCheck = (workspace: string) =>
  check('svelte-check', ['--workspace', workspace, '--tsconfig', './tsconfig.json', '--output', 'machine']);

/** The lines of `errors` that name a line of `file` (tsc's `file(line,col)` or svelte-check's `"file" line:col`). */
function errorLines(output: string, file: string): number[] {
  const pattern = new RegExp(`${file.replace('.', '\\.')}"?[( ](\\d+)[,:]`, 'g');
  return [...output.matchAll(pattern)].map((match) => Number(match[1]));
}

/** The lines of a fixture that say they must fail: those whose markup or code mentions a misspelling. */
async function markedLines(file: string): Promise<number[]> {
  const text = await readFile(join(root, file), 'utf8');
  return text.split('\n').flatMap((line, index) => (/mnth|drak|subscription|itemz/.test(line) ? [index + 1] : []));
}

describe('the types, for consumers', { timeout: 600_000 }, () => {
  before(() => {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8' });
    assert.equal(build.status, 0, build.stderr);
    assert.match(build.stdout + build.stderr, /dist\/ipo-calendar\.js integrity="sha384-[\w+/]{64}"/);
    assert.match(build.stdout + build.stderr, /dist\/ipo-calendar\.iife\.js integrity="sha384-[\w+/]{64}"/);
  });

  for (const [what, run] of [
    ['a page script: querySelector, createElement and the detail of each event', () => tsc('test/types/dom')],
    ['React 19 JSX: the element, its attribute values and its onipo-* handlers', () => tsc('test/types/react')],
    ['Vue 3 templates: the element, its attribute values and its @ipo-* handlers', () => vueTsc('test/types/vue')],
    [
      'Svelte 5 markup: the element, its attribute values and its onipo-* handlers',
      () => svelteCheck('test/types/svelte'),
    ],
    ['the framework tests (test/frameworks), against the built template types', () => tsc('test/frameworks')],
  ] as const) {
    it(`type ${what}`, () => {
      const { code, output } = run();
      assert.equal(code, 0, output);
    });
  }

  for (const [name, run, file] of [
    ['React', () => tsc('test/types/react-misspelt'), 'test/types/react-misspelt/app.tsx'],
    ['Vue', () => vueTsc('test/types/vue-misspelt'), 'test/types/vue-misspelt/App.vue'],
    ['Svelte', () => svelteCheck('test/types/svelte-misspelt'), 'test/types/svelte-misspelt/App.svelte'],
  ] as const) {
    it(`reject in ${name} a misspelt attribute value and a detail field that does not exist, each where it is`, async () => {
      const { code, output } = run();
      assert.notEqual(code, 0, output);
      const base = file.slice(file.lastIndexOf('/') + 1);
      assert.deepEqual(errorLines(output, base), await markedLines(file), output);
    });
  }
});
