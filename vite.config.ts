/**
 * `vite` (npm run demo) serves demo/ with the msw worker; `vite build` makes dist/ipo-calendar.js,
 * one self-contained, minified ES module.
 */
import { readFile } from 'node:fs/promises';
import { minifyHTMLLiterals } from 'minify-html-literals';
import { minify } from 'terser';
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

/** Collapses the white space of Lit's html`` and css`` templates in the shipped bundle. */
const minifyTemplates: Plugin = {
  name: 'minify-templates',
  apply: 'build',
  transform(code, id) {
    if (!id.includes('/src/') || !id.endsWith('.ts')) return null;
    const result = minifyHTMLLiterals(code, { fileName: id });
    return result && { code: result.code, map: result.map?.toString() ?? null };
  },
};

/** A second, deeper minification pass over the bundle (three compress passes find ~1 % more than Rolldown's). */
const terserPass: Plugin = {
  name: 'terser-pass',
  apply: 'build',
  async renderChunk(code) {
    const result = await minify(code, { ecma: 2020, module: true, compress: { passes: 3, unsafe_arrows: true, pure_getters: true } });
    return result.code ?? null;
  },
};

export default defineConfig(({ command }) =>
  command === 'serve'
    ? { root: 'demo', define: operatorDefine, plugins: [serveMswWorker], server: { host: '127.0.0.1', port: 5173 } }
    : {
        define: operatorDefine,
        plugins: [minifyTemplates, terserPass],
        build: {
          target: 'es2022',
          minify: true,
          lib: { entry: 'src/ipo-calendar.ts', formats: ['es'], fileName: () => 'ipo-calendar.js' },
          rolldownOptions: { output: { minify: true, codeSplitting: false } },
        },
      },
);
