/**
 * A tiny static server on loopback port 0: fixed paths to bodies held in memory, nothing else. Bodies go out
 * gzip-compressed (level 9, compressed once) to a browser that accepts it, as from a CDN: the page-level figure's
 * throttled transfers count the bytes a site would send.
 */
import { createServer, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';

export interface Route {
  body: string | Buffer;
  type: string;
}

export interface StaticServer {
  origin: string;
  close(): Promise<void>;
}

export async function serveStatic(routes: Record<string, Route>): Promise<StaticServer> {
  const compressed = new Map(
    Object.entries(routes).map(([path, { body, type }]) => [path, { body, gzip: gzipSync(body, { level: 9 }), type }]),
  );
  const server: Server = createServer((request, response) => {
    const route = compressed.get(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    if (!route) {
      response.writeHead(404).end();
      return;
    }
    const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    response
      .writeHead(200, {
        'Content-Type': route.type,
        'Cache-Control': 'no-store',
        Vary: 'Accept-Encoding',
        ...(gzip && { 'Content-Encoding': 'gzip' }),
      })
      .end(gzip ? route.gzip : route.body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
