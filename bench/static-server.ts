/** A tiny static server on loopback port 0: fixed paths to files or inline pages, nothing else. */
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';

export type Route = { file: string; type: string } | { body: string; type: string };

export interface StaticServer {
  origin: string;
  close(): Promise<void>;
}

export async function serveStatic(routes: Record<string, Route>): Promise<StaticServer> {
  const server: Server = createServer(async (request, response) => {
    const route = routes[new URL(request.url ?? '/', 'http://127.0.0.1').pathname];
    if (!route) {
      response.writeHead(404).end();
      return;
    }
    try {
      const body = 'file' in route ? await readFile(route.file) : route.body;
      response.writeHead(200, { 'Content-Type': route.type, 'Cache-Control': 'no-store' }).end(body);
    } catch {
      response.writeHead(500).end();
    }
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
