/**
 * `vite` (npm run demo) serves demo/ with the msw worker; `vite build` makes dist/ipo-calendar.js,
 * one self-contained, minified ES module.
 */
import { readFile } from 'node:fs/promises';
import { defineConfig, type Plugin } from 'vite';

/** msw's worker must be served from the root so that its scope covers the demo page. */
const serveMswWorker: Plugin = {
  name: 'serve-msw-worker',
  configureServer(server) {
    server.middlewares.use('/mockServiceWorker.js', async (_request, response) => {
      response.setHeader('Content-Type', 'application/javascript');
      response.end(await readFile(new URL('./node_modules/msw/lib/mockServiceWorker.js', import.meta.url)));
    });
  },
};

export default defineConfig(({ command }) =>
  command === 'serve'
    ? { root: 'demo', plugins: [serveMswWorker], server: { host: '127.0.0.1', port: 5173 } }
    : {
        build: {
          target: 'es2022',
          minify: true,
          lib: { entry: 'src/ipo-calendar.ts', formats: ['es'], fileName: () => 'ipo-calendar.js' },
          rollupOptions: { output: { inlineDynamicImports: true } },
        },
      },
);
