/**
 * The relay on Node's HTTP server. Only what the core reads is passed on (core-request.ts). `close` stops taking
 * connections and resolves once the requests under way are answered.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { coreRequest } from './core-request.js';

export interface RunningRelay {
  server: Server;
  /** The v1 root visitors call, e.g. `http://127.0.0.1:8788/v1`. */
  baseUrl: string;
  /** Resolves once every request under way is answered (connections still open after `graceMs` are cut). */
  close(graceMs?: number): Promise<void>;
}

const NOT_FOUND = JSON.stringify({ error: { code: 'not_found', message: 'No such endpoint.' } });

async function reply(response: Response, out: ServerResponse): Promise<void> {
  out.writeHead(response.status, Object.fromEntries(response.headers));
  out.end(Buffer.from(await response.arrayBuffer()));
}

export function serveRelay(
  handle: (request: Request) => Promise<Response>,
  port: number,
  host = '127.0.0.1',
): Promise<RunningRelay> {
  /** Its own address, once listening: the pages' links unless `--public-url` names another. */
  let origin: string | undefined;
  const server = createServer((message, out) => {
    const request = coreRequest(
      message.method ?? 'GET',
      message.url ?? '',
      (name) => {
        const value = message.headers[name.toLowerCase()];
        return Array.isArray(value) ? value.join(', ') : value;
      },
      origin,
    );
    if (!request) {
      out.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      out.end(NOT_FOUND);
      return;
    }
    // A visitor gone mid-answer ends that exchange only.
    handle(request)
      .then((response) => reply(response, out))
      .catch(() => out.destroy());
  });
  const close = (graceMs = 10_000) =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      // Keep-alive connections go as soon as they are idle; any still busy after the grace period are cut.
      const idle = setInterval(() => server.closeIdleConnections(), 100);
      const cut = setTimeout(() => server.closeAllConnections(), graceMs);
      server.once('close', () => {
        clearInterval(idle);
        clearTimeout(cut);
      });
    });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: bound } = server.address() as AddressInfo;
      const shown = host.includes(':') ? `[${host}]` : host;
      origin = `http://${shown}:${bound}`;
      resolve({ server, baseUrl: `${origin}/v1`, close });
    });
  });
}
