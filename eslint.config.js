// `npm run lint`: TypeScript, Lit template and custom-element rules; formatting is Prettier's.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import globals from 'globals';
import { DOM_LAYERS, LAYERS, NODE_FILES, NODE_LAYERS, layerFiles } from './tools/layers.mjs';

/** The fence of one layer's files: the layers it may not import, Lit outside the DOM layers, `node:` unless `node`. */
function layerFence(layer, imports, { files, ignores = [], node }) {
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
    return [
      layerFence(layer, imports, { files: [layerFiles(layer)], ignores: nodeFiles, node: NODE_LAYERS.includes(layer) }),
      ...(nodeFiles.length ? [layerFence(layer, imports, { files: nodeFiles, node: true })] : []),
    ];
  }),
  {
    files: ['test/**'],
    languageOptions: { globals: globals.mocha },
    // chai's property assertions: `expect(x).to.exist`.
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
);
