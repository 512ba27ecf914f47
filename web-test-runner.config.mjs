// Every test runs in headless Chromium. Test files are TypeScript, compiled by esbuild on the fly.
import { esbuildPlugin } from '@web/dev-server-esbuild';
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
    }),
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
