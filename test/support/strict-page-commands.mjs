// Server-side commands that serve a strict host page over real HTTP, on a free loopback port: the page, the built
// bundle (dist/ipo-calendar.js and its chunks, as `npm run build` makes them) and the page's own script (./strict-page-host.js), each
// with the Content-Security-Policy header of `strictPolicy`.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { builtBundle } from './build-commands.mjs';

/** The Trusted Types policies the element creates: lit-html's, for its templates. */
export const TRUSTED_TYPES_POLICIES = ['lit-html'];

/** The policy a strict site sends, allowing the API at `apiOrigin`. */
export function strictPolicy(apiOrigin) {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src ${apiOrigin}`,
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')}`,
  ].join('; ');
}

const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The page: its own script first, so that it hears every violation, then the element as a site embeds it. */
const page = (baseUrl) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>A strict host page</title>
    <script src="/strict-page-host.js"></script>
    <script type="module" src="/ipo-calendar.js"></script>
  </head>
  <body>
    <ipo-calendar api-key="demo-key" base-url="${escapeAttribute(baseUrl)}" range="2026-11" loading="eager"></ipo-calendar>
  </body>
</html>
`;

function startServer({ baseUrl }, running) {
  const policy = strictPolicy(new URL(baseUrl).origin);
  const files = {
    '/': async () => ['text/html', page(baseUrl)],
    '/strict-page-host.js': async () => [
      'text/javascript',
      await readFile(new URL('./strict-page-host.js', import.meta.url), 'utf8'),
    ],
  };
  const server = createServer(async (request, response) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    const built = (await builtBundle()).files[path.slice(1)];
    const file = built ? async () => ['text/javascript', built.text] : files[path];
    if (!file) return response.writeHead(404).end();
    const [type, body] = await file();
    response.writeHead(200, {
      'Content-Type': `${type}; charset=utf-8`,
      'Content-Security-Policy': policy,
      'Cache-Control': 'no-store',
    });
    response.end(body);
  });
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const url = `http://127.0.0.1:${server.address().port}/`;
      running.set(url, server);
      resolve({ url, policy });
    });
  });
}

export function strictPageCommands() {
  const running = new Map();
  return {
    name: 'strict-page-commands',
    async executeCommand({ command, payload }) {
      if (command === 'start-strict-page') return startServer(payload, running);
      if (command === 'stop-strict-page') {
        const server = running.get(payload.url);
        running.delete(payload.url);
        server?.closeAllConnections();
        if (server) await new Promise((resolve) => server.close(resolve));
        return true;
      }
      return undefined;
    },
    async serverStop() {
      for (const server of running.values()) {
        server.closeAllConnections();
        server.close();
      }
    },
  };
}
