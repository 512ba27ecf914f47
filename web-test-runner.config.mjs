// Every test runs in headless Chromium. Test files are TypeScript, compiled by esbuild on the fly.
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { fromRollup } from '@web/dev-server-rollup';
import { chromeLauncher } from '@web/test-runner-chrome';
import { fileURLToPath } from 'node:url';
import { mockServerCommands } from './test/support/mock-server-commands.mjs';
import { buildCommands, builtBundle } from './test/support/build-commands.mjs';
import { forcedColorsCommand } from './test/support/forced-colors-command.mjs';

const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

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

const serviceWorkerFile = fileURLToPath(new URL('./node_modules/msw/lib/mockServiceWorker.js', import.meta.url));

/**
 * IPO_TEST_TARGET=bundle runs every test against the shipped dist/ipo-calendar.js instead of the
 * sources: the element's entry is answered with the built bundle, so that minification (shortened
 * property names included) is tested as users get it.
 */
const bundleTarget = process.env.IPO_TEST_TARGET === 'bundle';
const entryFromBundle = {
  name: 'entry-from-bundle',
  async serve(context) {
    if (context.path !== '/src/ipo-calendar.ts') return undefined;
    return { body: (await builtBundle()).text, type: 'js' };
  },
};

export default {
  // test/node/ holds the Node-side suites (servers, load, packaging): `npm run test:node`.
  files: ['test/**/*.test.{ts,tsx}', '!test/node/**'],
  nodeResolve: true,
  // One page at a time: a second, background page gets no animation frames or intersection callbacks in headless
  // Chromium.
  concurrency: 1,
  filterBrowserLogs: ({ args }) => !String(args[0]).startsWith('Lit is in dev mode'),
  testFramework: { config: { timeout: 10000 } },
  browsers: [chromeLauncher({ launchOptions: { args: chromiumArgs } })],
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
    ...(bundleTarget ? [entryFromBundle] : []),
  ],
  middleware: [
    // msw's worker must be served from the root so that its scope covers every test page.
    async function serveMswWorker(context, next) {
      if (context.path !== '/mockServiceWorker.js') return next();
      const { readFile } = await import('node:fs/promises');
      context.type = 'application/javascript';
      context.body = await readFile(serviceWorkerFile, 'utf8');
    },
  ],
};
