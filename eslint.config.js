// `npm run lint`: TypeScript, Lit template and custom-element rules; formatting is Prettier's.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import globals from 'globals';

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
  {
    files: ['test/**'],
    languageOptions: { globals: globals.mocha },
    // chai's property assertions: `expect(x).to.exist`.
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
);
