/**
 * The demo: `npm run demo` serves demo/ with the msw worker; `npm run build:demo` writes it to dist/demo/ as a static
 * site that any host can serve from any path (relative URLs, the worker beside the page, so its scope covers it).
 */
import { readFile } from 'node:fs/promises';
import { defineConfig, type Plugin } from 'vite';

const WORKER = 'mockServiceWorker.js';
const workerSource = () => readFile(new URL(`./node_modules/msw/lib/${WORKER}`, import.meta.url));

/** msw's service worker, served and written at the site's root. */
const mswWorker: Plugin = {
  name: 'msw-worker',
  configureServer(server) {
    server.middlewares.use(`/${WORKER}`, async (_request, response) => {
      response.setHeader('Content-Type', 'application/javascript');
      response.end(await workerSource());
    });
  },
  async generateBundle() {
    this.emitFile({ type: 'asset', fileName: WORKER, source: await workerSource() });
  },
};

export default defineConfig({
  root: 'demo',
  base: './',
  plugins: [mswWorker],
  server: { host: '127.0.0.1', port: 5173 },
  build: { outDir: '../dist/demo', emptyOutDir: true, target: 'es2022' },
});
