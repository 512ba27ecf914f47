// The layers of src/ and what each may import (docs/architecture.md states the same table): ESLint fences every layer
// by it (eslint.config.js), and test/node/layers.test.ts checks that it has no cycle and that the docs state it.

/** Each folder of src/, with the folders its files may import. `entry` is the files at the root of src/. */
export const LAYERS = {
  util: [],
  api: [],
  time: ['api'],
  format: ['api', 'time'],
  brokers: ['format'],
  client: ['util', 'api', 'time'],
  model: ['util', 'api', 'time', 'brokers', 'client'],
  calendar: ['api', 'time', 'model'],
  i18n: ['util', 'api', 'time', 'format', 'brokers', 'model'],
  ics: ['util', 'api', 'time', 'format', 'brokers', 'i18n', 'model'],
  element: ['util', 'api', 'time', 'format', 'brokers', 'client', 'model', 'calendar', 'i18n', 'ics'],
  mock: ['util', 'api', 'time'],
  relay: ['util', 'api', 'time', 'format', 'brokers', 'client', 'model', 'i18n', 'ics'],
  entry: ['api', 'time', 'client', 'element'],
};

/** The layers that know the DOM and Lit. */
export const DOM_LAYERS = ['element', 'entry'];

/** The layers that run in Node only, where `node:` modules may be imported. */
export const NODE_LAYERS = ['mock'];

/**
 * The Node entry points of a layer whose other files also run elsewhere: the relay's core runs as a Cloudflare Worker
 * too (dist/relay/worker.js), so only these files of it may import `node:` modules.
 */
export const NODE_FILES = {
  relay: ['cli', 'node-server', 'state-file', 'worker-dev', 'card-png-node'].map((name) => `src/relay/${name}.ts`),
};

/** The files of a layer, as ESLint globs them. */
export const layerFiles = (layer) => (layer === 'entry' ? 'src/*.ts' : `src/${layer}/**`);
