/**
 * `vite` (npm run demo) serves demo/ with the msw worker; `vite build` makes dist/ipo-calendar.js,
 * one self-contained, minified ES module with Lit inside.
 */
import { readFile } from 'node:fs/promises';
import { minifyHTMLLiterals } from 'minify-html-literals';
import { defineConfig, type Plugin } from 'vite';
import { operatorDefine } from './src/element/operator-define.mjs';

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

/** Collapses the white space inside our html`` and css`` templates, which the JS minifier leaves as it is. */
const minifyTemplates: Plugin = {
  name: 'minify-templates',
  apply: 'build',
  transform(code, id) {
    if (!id.includes('/src/') || !id.endsWith('.ts')) return null;
    const result = minifyHTMLLiterals(code, { fileName: id });
    return result && { code: result.code, map: result.map?.toString() ?? null };
  },
};

export default defineConfig(({ command }) =>
  command === 'serve'
    ? { root: 'demo', define: operatorDefine, plugins: [serveMswWorker], server: { host: '127.0.0.1', port: 5173 } }
    : {
        define: operatorDefine,
        plugins: [minifyTemplates],
        build: {
          target: 'es2022',
          minify: true,
          lib: { entry: 'src/ipo-calendar.ts', formats: ['es'], fileName: () => 'ipo-calendar.js' },
          rolldownOptions: {
            output: {
              // Library mode leaves ES output unminified unless the output itself asks for it.
              minify: true,
              // Minification drops the licence comments of what is bundled; Lit's BSD-3-Clause asks for its notice.
              postBanner: '/*! ipo-calendar (MIT). Includes Lit and @lit/task, Copyright Google LLC, BSD-3-Clause */',
            },
          },
        },
      },
);
