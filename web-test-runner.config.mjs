// The browser tests run in headless Chromium (test/node/ holds the Node-side suites). Test files are TypeScript,
// compiled by esbuild on the fly.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { fileURLToPath } from 'node:url';
import { mockServerCommands } from './test/support/mock-server-commands.mjs';
import { operatorDefine } from './src/element/operator-define.mjs';
import { buildCommands, builtBundle } from './test/support/build-commands.mjs';
import { forcedColorsCommand } from './test/support/forced-colors-command.mjs';
import { strictPageCommands } from './test/support/strict-page-commands.mjs';

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
 * IPO_TEST_TARGET=bundle answers the element's entry (src/ipo-calendar.ts) with the shipped dist/ipo-calendar.js, so
 * that every test of the element runs against the minified build, as users get it.
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
  files: ['test/**/*.test.ts', '!test/node/**'],
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
      tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)),
      define: operatorDefine,
    }),
    mockServerCommands(),
    buildCommands(),
    forcedColorsCommand(),
    strictPageCommands(),
    ...(bundleTarget ? [entryFromBundle] : []),
  ],
};
