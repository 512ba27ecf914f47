// `npm run lint`: TypeScript, Lit template and custom-element rules; formatting is Prettier's.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { DOM_LAYERS, LAYERS, NODE_FILES, NODE_LAYERS, layerFiles } from './tools/layers.mjs';

/** The entry files (src/*.ts) as the files `depth` folders below src/ import them: no layer does. */
const ENTRY_FILES = readdirSync(new URL('./src', import.meta.url)).filter((name) => name.endsWith('.ts'));
const entryImports = (depth) => ENTRY_FILES.map((name) => '../'.repeat(depth) + name.replace(/\.ts$/, '.js'));

/** The depths of the folders below a layer's own, up to the deepest in src/ (src/element/render/). */
const DEPTHS = [1, 2, 3];

/**
 * The fence of one layer's files: the layers it may not import, the entry (at `depth` folders below src/), Lit outside
 * the DOM layers, `node:` unless `node`.
 */
function layerFence(layer, imports, { files, ignores = [], node, depth }) {
  const dom = DOM_LAYERS.includes(layer);
  const name = layer === 'entry' ? 'The entry (src/*.ts)' : `src/${layer}`;
  const below = imports.length ? imports.join(', ') : 'no other layer';
  return {
    files,
    ignores,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: Object.keys(LAYERS)
                .filter((other) => other !== layer && other !== 'entry' && !imports.includes(other))
                .map((other) => `**/${other}/**`),
              message: `${name} imports ${below} (docs/architecture.md).`,
            },
            ...(depth
              ? [{ group: entryImports(depth), message: `${name} does not import the entry (src/*.ts).` }]
              : []),
            ...(dom ? [] : [{ group: ['lit', 'lit/*', '@lit/*'], message: 'Only src/element uses the DOM and Lit.' }]),
            ...(node ? [] : [{ group: ['node:*'], message: 'It runs in a browser or a Worker too.' }]),
          ],
        },
      ],
      ...(dom ? {} : { 'no-restricted-globals': ['error', 'document', 'window', 'HTMLElement', 'customElements'] }),
    },
  };
}

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'bench/.out/', 'custom-elements.json'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  lit.configs['flat/recommended'],
  wc.configs['flat/best-practice'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // An empty catch says "the failure is the answer": storage that throws, a body that is not JSON.
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  // The layers (docs/architecture.md, tools/layers.mjs): each imports only the layers below it, only src/element knows
  // the DOM and Lit, and `node:` modules only where the code runs in Node alone.
  ...Object.entries(LAYERS).flatMap(([layer, imports]) => {
    const nodeFiles = NODE_FILES[layer] ?? [];
    const node = NODE_LAYERS.includes(layer);
    if (layer === 'entry') return [layerFence(layer, imports, { files: [layerFiles(layer)], node })];
    // One fence a depth: the same import names the entry at one depth and a file of the layer at another.
    return DEPTHS.flatMap((depth) => {
      const files = [`src/${layer}/${'*/'.repeat(depth - 1)}${depth === DEPTHS.at(-1) ? '**' : '*'}`];
      const nodeAtDepth = nodeFiles.filter((file) => file.split('/').length === depth + 2);
      return [
        layerFence(layer, imports, { files, ignores: nodeAtDepth, node, depth }),
        ...(nodeAtDepth.length ? [layerFence(layer, imports, { files: nodeAtDepth, node: true, depth })] : []),
      ];
    });
  }),
  {
    files: ['test/**'],
    languageOptions: { globals: globals.mocha },
    // chai's property assertions: `expect(x).to.exist`.
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
);
