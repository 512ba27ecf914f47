/**
 * The mock API over real HTTP (node:http) on loopback: `npm run mock-server`. Every answer, down to one for bytes that
 * are no HTTP request, is a status line, headers and a Content-Length body in the API's shape.
 */
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type { ErrorBody } from '../api/types.js';
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

/** An answer with its body read, so that it can be written at once. */
interface Answer {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

async function readAnswer(response: Response): Promise<Answer> {
  return { status: response.status, headers: [...response.headers], body: Buffer.from(await response.arrayBuffer()) };
}

/** An answer of the HTTP layer itself, in the API's error shape. */
function protocolError(status: number, code: string, message: string): Answer {
  const body: ErrorBody = { error: { code, message } };
  return {
    status,
    headers: [
      ['Access-Control-Allow-Origin', '*'],
      ['Cache-Control', 'private'],
      ['Content-Type', 'application/json; charset=utf-8'],
    ],
    body: Buffer.from(JSON.stringify(body)),
  };
}

/** RFC 9112 §3.2: an HTTP/1.1 request without a Host header, or any request with two, is a 400. */
function hostProblem(message: IncomingMessage): Answer | null {
  let hosts = 0;
  for (let index = 0; index < message.rawHeaders.length; index += 2) {
    if (message.rawHeaders[index].toLowerCase() === 'host') hosts += 1;
  }
  if (hosts === 1 || (hosts === 0 && message.httpVersion !== '1.1')) return null;
  return protocolError(
    400,
    'bad_request',
    hosts === 0 ? 'An HTTP/1.1 request needs a Host header.' : 'A request carries one Host header, not several.',
  );
}

/** PRI, as a method, opens the HTTP/2 connection preface (RFC 9113 §3.4). */
const http2Preface = () => protocolError(400, 'bad_request', 'PRI opens HTTP/2, and this server speaks HTTP/1.1.');

/** The answer to bytes node:http refuses to read as a request (RFC 9112 §2.2: a 400, then the connection closes). */
function refusal(error: NodeJS.ErrnoException & { reason?: unknown }): Answer {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return protocolError(408, 'request_timeout', 'The request did not arrive in time.');
  }
  if (error.code === 'HPE_PAUSED_H2_UPGRADE') return http2Preface();
  const reason = typeof error.reason === 'string' ? error.reason : (error.code ?? 'unreadable request');
  return protocolError(400, 'bad_request', `The request is not valid HTTP/1.1 (${reason}).`);
}

/**
 * A body's length is known, so it goes with a Content-Length rather than in chunks. HEAD, 204 and 304 answers have no
 * body and send no length (a HEAD's would have to be that of the GET).
 */
function send({ status, headers, body }: Answer, out: ServerResponse): void {
  out.writeHead(status, body.length > 0 ? [...headers, ['Content-Length', String(body.length)]] : headers);
  out.end(body);
}

/**
 * The bytes of an answer written straight to a connection, where node:http has no `ServerResponse` to send it; the
 * connection closes after it.
 */
function rawBytes({ status, headers, body }: Answer): Buffer {
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    ...headers.map(([name, value]) => `${name}: ${value}`),
    `Content-Length: ${body.length}`,
    'Connection: close',
  ];
  return Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'latin1'), body]);
}

export interface RunningServer {
  server: Server;
  /** The v1 root, e.g. `http://127.0.0.1:8787/v1`. */
  baseUrl: string;
}

/** The last request read on a connection, and when its answer is out (a pipelined request waits for it). */
interface Exchange {
  request: IncomingMessage;
  answered: Promise<void>;
}

export function serveMockApi(api: MockApi, port: number, host = '127.0.0.1'): Promise<RunningServer> {
  const lastExchange = new WeakMap<Duplex, Exchange>();
  /** Connections whose next bytes are refused: node:http reports the same parse error once per chunk. */
  const refused = new WeakSet<Duplex>();

  /** Closes a connection after its earlier answers, with one more answer or none. */
  function closeWith(socket: Duplex, answer: Promise<Answer> | null): void {
    const earlier = lastExchange.get(socket)?.answered ?? Promise.resolve();
    Promise.all([answer, earlier])
      .then(([last]) => {
        // Not writable: reset by the client, or already closing after its last answer.
        if (socket.writable) socket.end(last ? rawBytes(last) : undefined);
      })
      .catch(() => socket.destroy());
  }

  function serve(message: IncomingMessage, out: ServerResponse): void {
    const answered = new Promise<void>((resolve) => out.once('close', resolve));
    lastExchange.set(message.socket, { request: message, answered });
    const problem = hostProblem(message);
    if (problem) return send(problem, out);
    // node:http closes the connection of a PRI request (the HTTP/2 preface) once this returns: the answer goes now.
    if (message.method === 'PRI') return send(http2Preface(), out);
    const request = toRequest(message, `http://${host}:${(server.address() as AddressInfo).port}`);
    // Whatever happens to one exchange (the client gone mid-answer), the server goes on.
    (request ? api.handle(request) : Promise.resolve(api.notFound(message.method ?? '', message.url ?? '')))
      .then(readAnswer)
      .then((answer) => send(answer, out))
      .catch(() => out.destroy());
  }

  // Node checks the Host header itself with a bodiless 400; `hostProblem` answers in the API's shape.
  const server = createServer({ requireHostHeader: false }, serve);
  // An `Expect` other than 100-continue is ignored (RFC 9110 §10.1.1 allows it), rather than a bodiless 417.
  server.on('checkExpectation', serve);
  // CONNECT has no tunnel here: the 404 of any other method, rather than a connection closed without an answer.
  server.on('connect', (message: IncomingMessage, socket: Duplex) =>
    closeWith(socket, readAnswer(api.notFound(message.method ?? 'CONNECT', message.url ?? ''))),
  );
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (refused.has(socket)) return;
    refused.add(socket);
    const last = lastExchange.get(socket);
    // A reset connection has no one to answer; a broken body belongs to a request whose answer is on its way.
    const inBody = last !== undefined && !last.request.complete;
    closeWith(socket, error.code === 'ECONNRESET' || inBody ? null : Promise.resolve(refusal(error)));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      resolve({ server, baseUrl: `http://${host}:${(server.address() as AddressInfo).port}/v1` });
    });
  });
}
