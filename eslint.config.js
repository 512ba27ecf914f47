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
  // The layers (docs/architecture.md): only src/element knows the DOM and Lit; the logic below it is plain functions
  // that the relay runs in Node too; the client never reaches into the mock or the relay, nor they into the element.
  {
    files: ['src/{api,brokers,calendar,client,format,i18n,ics,model,time,util,relay,mock}/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['lit', 'lit/*', '@lit/*', '**/element/*'], message: 'Only src/element uses the DOM.' }],
        },
      ],
      'no-restricted-globals': ['error', 'document', 'window', 'HTMLElement', 'customElements'],
    },
  },
  {
    files: ['src/{api,brokers,calendar,client,format,i18n,ics,model,time,util}/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['lit', 'lit/*', '@lit/*', '**/element/*'], message: 'Only src/element uses the DOM.' },
            {
              group: ['**/mock/*', '**/relay/*'],
              message: 'The mock and the relay build on the logic, not it on them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/mock/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['lit', 'lit/*', '@lit/*', '**/element/*'], message: 'Only src/element uses the DOM.' },
            { group: ['**/client/*', '**/relay/*'], message: 'The mock implements the spec alone, as a server would.' },
          ],
        },
      ],
    },
  },
  // The relay's core also runs as a Cloudflare Worker (dist/relay/worker.js): only its Node entry points use Node.
  {
    files: ['src/relay/**'],
    ignores: ['src/relay/{cli,node-server,state-file,worker-dev}.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['lit', 'lit/*', '@lit/*', '**/element/*'], message: 'Only src/element uses the DOM.' },
            {
              group: ['node:*'],
              message: 'The Worker runs the relay core: Node built-ins only in its Node entry points.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['test/**'],
    languageOptions: { globals: globals.mocha },
    // chai's property assertions: `expect(x).to.exist`.
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
);
