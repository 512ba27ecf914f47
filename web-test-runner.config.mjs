// The browser tests run in headless Chromium (test/node/ holds the Node-side suites). Test files are TypeScript,
// compiled by esbuild on the fly. `npm run test:no-cjk` runs them all again without a Korean font;
// web-test-runner.firefox.config.mjs and web-test-runner.webkit.config.mjs run the user-facing ones
// (test/support/user-facing-files.mjs) in Firefox ESR and WebKit.
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { fromRollup } from '@web/dev-server-rollup';
import { chromeLauncher } from '@web/test-runner-chrome';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { mockServerCommands } from './test/support/mock-server-commands.mjs';
import { buildCommands, FIRST_MODULE } from './test/support/build-commands.mjs';
import { forcedColorsCommand } from './test/support/forced-colors-command.mjs';
import { relayCommands } from './test/relay/support/relay-commands.mjs';
import { sharePageCommand } from './test/relay/support/share-page-command.mjs';
import { strictPageCommands } from './test/support/strict-page-commands.mjs';
import { builtDemoCommand } from './test/demo/built-demo-command.mjs';
import { CHROMIUM_ARGS } from './scripts/chromium-args.mjs';
import { instantLine } from './test/clock/instants.mjs';
import { pinnedTestPageScript } from './test/clock/page-script.mjs';
import { RUN_INSTANT } from './test/clock/run-instant.mjs';

// Every test page runs on the run's instant (test/clock/README.md); this line reproduces the run.
console.log(instantLine(RUN_INSTANT));

/**
 * React and Vue as an app's bundler would give them (test/frameworks): React ships only CommonJS, and both read
 * `process.env.NODE_ENV` and, for Vue, its build flags, which a bundler replaces.
 */
const frameworkModules = ['**/node_modules/{react,react-dom,scheduler,vue,@vue}/**'];
const frameworkPlugins = [
  fromRollup(replace)({
    include: frameworkModules,
    preventAssignment: true,
    values: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      __VUE_OPTIONS_API__: 'true',
      __VUE_PROD_DEVTOOLS__: 'false',
      __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
    },
  }),
  // Not wrapped in functions (the plugin's default), which only a Rollup build's own resolution unwraps.
  {
    // Templates compiled in the page need Vue's full build, to which such an app aliases `vue`.
    name: 'vue-full-build',
    resolveImport: ({ source }) => (source === 'vue' ? '/node_modules/vue/dist/vue.esm-bundler.js' : undefined),
  },
  fromRollup(commonjs)({ include: frameworkModules, strictRequires: false, requireReturnsDefault: true }),
];

/**
 * IPO_TEST_TARGET=bundle answers the element's entry (src/ipo-calendar.ts) with the shipped first module
 * (dist/ipo-calendar.js) and what its `element` promise gives, the entry's exports from the shipped element's chunk,
 * both served at the root as in dist/ (buildCommands), so that every test of the element runs against the minified
 * build, as users get it. The chunk's own export names are minified: the wrapper names the entry's.
 */
const bundleTarget = process.env.IPO_TEST_TARGET === 'bundle';
/** The entry's value exports, from its `export { … } from` lines (types aside). */
const ENTRY_EXPORTS = [
  ...readFileSync(new URL('./src/ipo-calendar.ts', import.meta.url), 'utf8').matchAll(/^export \{([^}]*)\} from/gm),
]
  .flatMap(([, names]) => names.split(','))
  .map((name) => name.trim())
  .filter((name) => name && !name.startsWith('type '));
const entryFromBundle = {
  name: 'entry-from-bundle',
  serve(context) {
    return context.path === '/src/ipo-calendar.ts'
      ? {
          body: `import { element } from '/${FIRST_MODULE}';\nexport const { ${ENTRY_EXPORTS.join(', ')} } = await element;`,
          type: 'js',
        }
      : undefined;
  },
};

/**
 * A test page: the clock pinned before anything else runs in it, and `run`, what the run asks of the tests
 * (`globalThis.__ipoTestRun`).
 */
export const testPageHtml = (run) => (testFramework) =>
  '<!doctype html><html><head>' +
  `<script>${pinnedTestPageScript(RUN_INSTANT.ms)}\nglobalThis.__ipoTestRun = ${JSON.stringify(run)};</script>` +
  `</head><body><script type="module" src="${testFramework}"></script></body></html>`;

export default {
  // test/node/ holds the Node-side suites (servers, load, packaging): `npm run test:node`.
  files: ['test/**/*.test.{ts,tsx}', '!test/node/**'],
  nodeResolve: true,
  // One page at a time: a second, background page gets no animation frames or intersection callbacks in headless
  // Chromium.
  concurrency: 1,
  filterBrowserLogs: ({ args }) => !String(args[0]).startsWith('Lit is in dev mode'),
  testFramework: { config: { timeout: 10000 } },
  // How long one file may run: the XSS suite takes a minute in Chromium alone, and longer beside another stage.
  testsFinishTimeout: 5 * 60_000,
  testRunnerHtml: testPageHtml({}),
  browsers: [chromeLauncher({ launchOptions: { args: CHROMIUM_ARGS } })],
  plugins: [
    esbuildPlugin({
      ts: true,
      tsx: true,
      tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)),
    }),
    ...frameworkPlugins,
    mockServerCommands(),
    buildCommands(),
    forcedColorsCommand(),
    // mock server → relay → nginx, for the element against a real relay (test/relay/).
    relayCommands(),
    sharePageCommand(),
    strictPageCommands(),
    builtDemoCommand(),
    ...(bundleTarget ? [entryFromBundle] : []),
  ],
};
