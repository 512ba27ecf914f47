// The built demo as a static host serves it: `vite build` with the demo's config into a folder, and a tiny file server
// on loopback that maps URL paths to files under it and nothing else. Used by the demo's browser test and the
// README's screenshot.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));

/** Builds the demo site into `outDir`, as `npm run build:demo` does into dist/demo. */
export async function buildDemo(outDir) {
  const { build } = await import('vite');
  await build({
    root: join(root, 'demo'),
    configFile: join(root, 'vite.demo.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

/** Serves the files under `folder` at the root of http://127.0.0.1:<port>/ (a free port); resolves with its URL. */
export function serveStatic(folder) {
  const base = resolve(folder);
  const server = createServer(async (request, response) => {
    try {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
      const file = resolve(base, `.${path.endsWith('/') ? `${path}index.html` : path}`);
      if (!file.startsWith(base + sep)) throw new Error('outside the site');
      const body = await readFile(file);
      response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      // Malformed, outside the site or missing: a 404, as a static host answers.
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('Not found');
    }
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => done({ server, url: `http://127.0.0.1:${server.address().port}/` }));
  });
}
