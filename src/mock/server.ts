/** The mock API over real HTTP (node:http) on loopback: `npm run mock-server`. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MockApi } from './api.js';

/**
 * The URL of a request target: origin-form (`/v1/…`) or absolute-form (`http://host/v1/…`). Throws for others, such as
 * `*`.
 */
function targetUrl(target: string, origin: string): string {
  // Appended, not resolved against the origin: in `//x/…`, `x` is a path segment, not another host.
  if (target.startsWith('/')) return origin + target;
  // Absolute-form, which a server must accept (RFC 9112 §3.2.2): its path and query count; the mock serves one host.
  const { pathname, search } = new URL(target);
  return origin + pathname + search;
}

/**
 * The request as a fetch `Request`, or null where fetch cannot hold it: a target such as `*`, a method such as TRACE.
 */
function toRequest(message: IncomingMessage, origin: string): Request | null {
  try {
    const headers = new Headers();
    for (const [name, value] of Object.entries(message.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    return new Request(targetUrl(message.url ?? '', origin), { method: message.method, headers });
  } catch {
    return null;
  }
}

async function send(response: Response, out: ServerResponse): Promise<void> {
  out.writeHead(response.status, Object.fromEntries(response.headers));
  out.end(Buffer.from(await response.arrayBuffer()));
}

export interface RunningServer {
  server: Server;
  /** The v1 root, e.g. `http://127.0.0.1:8787/v1`. */
  baseUrl: string;
}

export function serveMockApi(api: MockApi, port: number, host = '127.0.0.1'): Promise<RunningServer> {
  const server = createServer((message, out) => {
    const origin = `http://${host}:${(server.address() as AddressInfo).port}`;
    const request = toRequest(message, origin);
    // Whatever happens to one exchange (the client gone mid-answer), the server goes on.
    (request ? api.handle(request) : Promise.resolve(api.notFound(message.method ?? '', message.url ?? '')))
      .then((response) => send(response, out))
      .catch(() => out.destroy());
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      resolve({ server, baseUrl: `http://${host}:${(server.address() as AddressInfo).port}/v1` });
    });
  });
}
