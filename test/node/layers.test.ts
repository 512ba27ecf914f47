/**
 * The layers of src/ (tools/layers.mjs), which ESLint fences: they have no cycle, so that no folder imports another
 * that imports it back; every folder of src/ is one of them; docs/architecture.md states them; and files are named by
 * their role, no two alike.
 */
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { LAYERS } from '../../tools/layers.mjs';
import { root } from './manifest/analyze.js';

/** The layers in an order where each comes after those it imports; throws at a cycle. */
function layerOrder(layers: Record<string, string[]>): string[] {
  const order: string[] = [];
  const visiting: string[] = [];
  const visit = (layer: string) => {
    if (order.includes(layer)) return;
    if (visiting.includes(layer))
      throw new Error(`a cycle: ${[...visiting.slice(visiting.indexOf(layer)), layer].join(' → ')}`);
    visiting.push(layer);
    for (const imported of layers[layer] ?? []) visit(imported);
    visiting.pop();
    order.push(layer);
  };
  for (const layer of Object.keys(layers)) visit(layer);
  return order;
}

/** The rows of the folder table of docs/architecture.md: each layer with the layers it imports. */
async function documentedLayers(): Promise<Record<string, string[]>> {
  const page = await readFile(join(root, 'docs/architecture.md'), 'utf8');
  const rows = page.matchAll(/^\| `src\/([^`]+)`\s*\|[^|]*\|\s*([^|]*?)\s*\|$/gm);
  return Object.fromEntries(
    [...rows].map(([, folder, imports]) => [
      folder === '*.ts' ? 'entry' : folder,
      imports === '—' ? [] : imports.split(', '),
    ]),
  );
}

async function sourceFiles(folder = 'src'): Promise<string[]> {
  const entries = await readdir(join(root, folder), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? sourceFiles(`${folder}/${entry.name}`) : [`${folder}/${entry.name}`],
    ),
  );
  return nested.flat();
}

describe('the layers of src/', () => {
  it('have no cycle', () => {
    assert.deepEqual(layerOrder(LAYERS).sort(), Object.keys(LAYERS).sort());
  });

  it('tell a cycle when there is one', () => {
    assert.throws(
      () => layerOrder({ format: ['i18n'], i18n: ['model'], model: ['format'] }),
      /format → i18n → model → format/,
    );
  });

  it('import only layers', () => {
    for (const [layer, imports] of Object.entries(LAYERS))
      for (const imported of imports)
        assert.ok(imported in LAYERS && imported !== 'entry', `${layer} imports ${imported}`);
  });

  it('are every folder of src/', async () => {
    const folders = (await readdir(join(root, 'src'), { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    assert.deepEqual([...folders, 'entry'].sort(), Object.keys(LAYERS).sort());
  });

  it('are what docs/architecture.md states, in the order it lists them', async () => {
    assert.deepEqual(await documentedLayers(), LAYERS);
    assert.deepEqual(Object.keys(await documentedLayers()), Object.keys(LAYERS));
  });

  it('name their files by role: no two alike but the entry and the element, and the two command lines', async () => {
    const names = (await sourceFiles()).map((path) => path.split('/').at(-1)!);
    const shared = names.filter((name, index) => names.indexOf(name) !== index);
    assert.deepEqual(shared.sort(), ['cli.ts', 'ipo-calendar.ts']);
  });
});
