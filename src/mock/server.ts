/** The mock API over real HTTP (node:http) on loopback: `npm run mock-server`. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MockApi } from './api.js';

function toRequest(message: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return new Request(new URL(message.url ?? '/', origin), { method: message.method, headers });
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
    api.handle(toRequest(message, origin)).then(
      (response) => send(response, out),
      () => out.writeHead(500).end(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      resolve({ server, baseUrl: `http://${host}:${(server.address() as AddressInfo).port}/v1` });
    });
  });
}
