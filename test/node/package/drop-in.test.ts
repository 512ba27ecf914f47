/**
 * The drop-in pages (test/frameworks/drop-in): one loads only dist/ipo-calendar.js, one only dist/ipo-calendar.iife.js,
 * both built as `npm run build` builds them and pointed at `npm run mock-server` on another origin. The scripts are
 * served beside the page, or from a CDN: another origin and path, where they find their chunks from their own URL. In
 * Chromium, Firefox and WebKit, each renders data, the quota and the attribution.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { typescript } from '../../relay/support/stack.mjs';
import { BROWSERS } from './browsers.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const pages = join(root, 'test/frameworks/drop-in');

/** The two bundles, built with the project's configs into `outDir`. */
async function buildBundles(outDir: string): Promise<void> {
  for (const config of ['vite.config.ts', 'vite.iife.config.ts']) {
    const emptyOutDir = config === 'vite.config.ts';
    await build({ root, configFile: join(root, config), logLevel: 'silent', build: { outDir, emptyOutDir } });
  }
}

/** `npm run mock-server` on a free port, its clock at a fixed instant; resolves with its base URL. */
function startMockServer(): Promise<{ baseUrl: string; child: ChildProcess }> {
  const args = typescript('src/mock/cli.ts', '--port', '0', '--now', '2026-11-23T10:00:00+09:00');
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let stdout = '';
    child.stdout!.on('data', (chunk) => {
      stdout += chunk;
      if (stdout.includes('\n')) resolve({ baseUrl: stdout.slice(0, stdout.indexOf('\n')).trim(), child });
    });
    child.on('exit', (code) => reject(new Error(`the mock server exited with ${code}`)));
  });
}

/**
 * Collects what goes wrong in a page, for the test to read in any browser: uncaught errors (a script that cannot run,
 * `Unexpected token 'export'`), rejected promises, and scripts that cannot load (CORS).
 */
const ERROR_COLLECTOR = `<script>
  window.pageErrors = [];
  addEventListener('error', (event) => pageErrors.push(event.message || 'cannot load ' + event.target.src), true);
  addEventListener('unhandledrejection', (event) => pageErrors.push(String(event.reason)));
</script>`;

/** Where a CDN serves the package's dist/, as jsDelivr and unpkg do. */
const CDN_PATH = '/npm/ipo-calendar@0.1.0/dist';

/**
 * The pages, with the API's base URL filled in and the error collector first, and the bundles under /dist/ and
 * CDN_PATH, to any origin (a CDN's header: module scripts and `import()` are fetched with CORS). A page asked with
 * `?scripts=<URL>` loads its script from that URL instead of /dist/.
 */
function servePages(outDir: string, baseUrl: string): Promise<Server> {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url!, 'http://page');
    const scripts = ['/dist/', `${CDN_PATH}/`].find((prefix) => url.pathname.startsWith(prefix));
    try {
      if (scripts) {
        const body = await readFile(join(outDir, url.pathname.slice(scripts.length)));
        response.writeHead(200, { 'Content-Type': 'text/javascript', 'Access-Control-Allow-Origin': '*' }).end(body);
      } else {
        const page = await readFile(join(pages, url.pathname.slice(1)), 'utf8');
        const body = page
          .replace('%BASE_URL%', baseUrl)
          .replace('"/dist/', `"${url.searchParams.get('scripts') ?? '/dist'}/`)
          .replace('<head>', `<head>${ERROR_COLLECTOR}`);
        response.writeHead(200, { 'Content-Type': 'text/html' }).end(body);
      }
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

interface Shown {
  errors: string[];
  defined: boolean;
  globalSet: boolean;
  names: string[];
  shownNames: number;
  quota: string;
  attribution: string;
  attributionVisible: boolean;
}

describe('the drop-in pages', { timeout: 180_000 }, () => {
  let outDir: string;
  let mock: ChildProcess;
  let pageServer: Server;
  let cdnServer: Server;
  let origin: string;
  let cdnOrigin: string;
  let apiOrigin: string;

  before(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'ipo-drop-in-'));
    await buildBundles(outDir);
    const started = await startMockServer();
    mock = started.child;
    apiOrigin = new URL(started.baseUrl).origin;
    pageServer = await servePages(outDir, started.baseUrl);
    origin = `http://127.0.0.1:${(pageServer.address() as AddressInfo).port}`;
    cdnServer = await servePages(outDir, started.baseUrl);
    cdnOrigin = `http://127.0.0.1:${(cdnServer.address() as AddressInfo).port}`;
  });

  after(async () => {
    mock?.kill();
    await new Promise((resolve) => pageServer?.close(resolve));
    await new Promise((resolve) => cdnServer?.close(resolve));
    await rm(outDir, { recursive: true, force: true });
  });

  for (const browserType of BROWSERS) {
    for (const [file, from] of [
      ['module.html', 'the page'],
      ['classic.html', 'the page'],
      ['module.html', 'a CDN'],
      ['classic.html', 'a CDN'],
    ] as const) {
      it(`${file}, its script from ${from}, renders data, the quota and the attribution in ${browserType.name}`, async () => {
        assert.notEqual(origin, apiOrigin, 'the API is on another origin');
        const query = from === 'a CDN' ? `?scripts=${encodeURIComponent(`${cdnOrigin}${CDN_PATH}`)}` : '';
        const page = await browserType.open(`${origin}/${file}${query}`);
        try {
          // Waits for the element's state, not for a time: until data and the quota are shown (bounded by a timeout).
          const shown = await page
            .waitFor(() => {
              const element = document.querySelector('ipo-calendar') as
                (HTMLElement & { items?: { corp_name: string }[] }) | null;
              const shadow = element?.shadowRoot;
              const quota = shadow?.querySelector('[part~="quota"]')?.textContent?.trim();
              if (!element?.items?.length || !quota) return null;
              // The items are read before they are rendered (each update runs in a task of its own): wait for the render.
              const names = element.items.map((item) => item.corp_name);
              const shownNames = names.filter((name) => shadow!.textContent!.includes(name)).length;
              if (shownNames === 0) return null;
              const attribution = shadow!.querySelector('[part~="attribution"]') as HTMLElement;
              return {
                errors: (window as unknown as { pageErrors: string[] }).pageErrors,
                defined: customElements.get('ipo-calendar') !== undefined,
                globalSet: 'IpoCalendar' in window,
                names,
                shownNames,
                quota,
                attribution: attribution.textContent!.replace(/\s+/g, ' ').trim(),
                attributionVisible: attribution.getClientRects().length > 0,
              } satisfies Shown;
            }, 30_000)
            .catch(async (cause) => {
              // A script that failed to run says why in the page's errors (`Unexpected token 'export'`, CORS).
              const errors = await page.waitFor(() => (window as unknown as { pageErrors: string[] }).pageErrors, 5000);
              throw new Error(`the page shows no data: ${errors.join('; ') || cause}`);
            });
          assert.deepEqual(shown.errors, []);
          assert.ok(shown.defined);
          assert.equal(shown.globalSet, false, 'the scripts set no global');
          assert.ok(shown.names.length > 0 && shown.shownNames > 0, `names shown: ${shown.shownNames}`);
          assert.match(shown.quota, /\d+\s*\/\s*\d+/);
          assert.match(shown.attribution, /^출처: IPO 일정 API\. .*투자/);
          assert.ok(shown.attributionVisible);
        } finally {
          await page.close();
        }
      });
    }
  }
});
