// `npm run lint`: TypeScript, Lit template and custom-element rules; formatting is Prettier's.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import globals from 'globals';
import { DOM_LAYERS, LAYERS, NODE_LAYERS, layerFiles } from './tools/layers.mjs';

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
  // The layers (docs/architecture.md, tools/layers.mjs): each imports only the layers below it, and only src/element
  // knows the DOM and Lit.
  ...Object.entries(LAYERS).map(([layer, imports]) => {
    const dom = DOM_LAYERS.includes(layer);
    const name = layer === 'entry' ? 'The entry (src/*.ts)' : `src/${layer}`;
    const below = imports.length ? imports.join(', ') : 'no other layer';
    return {
      files: [layerFiles(layer)],
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
              ...(dom
                ? []
                : [{ group: ['lit', 'lit/*', '@lit/*'], message: 'Only src/element uses the DOM and Lit.' }]),
              ...(NODE_LAYERS.includes(layer) ? [] : [{ group: ['node:*'], message: 'It runs in the browser too.' }]),
            ],
          },
        ],
        ...(dom ? {} : { 'no-restricted-globals': ['error', 'document', 'window', 'HTMLElement', 'customElements'] }),
      },
    };
  }),
  {
    files: ['test/**'],
    languageOptions: { globals: globals.mocha },
    // chai's property assertions: `expect(x).to.exist`.
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
);
