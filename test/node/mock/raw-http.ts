/**
 * HTTP/1.1 spoken byte by byte over a `net.Socket`, for requests no HTTP client sends (unknown methods, broken request
 * lines, odd headers), and a strict reader of what comes back.
 */
import { connect } from 'node:net';

/** Everything the server sent until it closed the connection, or a note of what went wrong. */
export interface Exchange {
  bytes: Buffer;
  /** Why the exchange did not end with the server closing the connection. */
  error: string | null;
}

/**
 * Sends `request` to 127.0.0.1:`port` and reads until the server closes the connection, or until it has sent nothing
 * for `timeoutMs`. The connection stays open for writing, as an HTTP client's does while it waits for the answer.
 */
export function exchange(port: number, request: Buffer, timeoutMs: number): Promise<Exchange> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let error: string | null = null;
    const socket = connect({ port, host: '127.0.0.1' });
    socket.setTimeout(timeoutMs, () => {
      error = `nothing more, and the connection still open, after ${timeoutMs} ms`;
      socket.destroy();
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (cause) => (error ??= cause.message));
    socket.on('close', () => resolve({ bytes: Buffer.concat(chunks), error }));
    socket.write(request);
  });
}

export interface Answer {
  status: number;
  /** Header names in lower case; a repeated header's values joined with `, `. */
  headers: Map<string, string>;
  body: Buffer;
}

const STATUS_LINE = /^HTTP\/1\.1 ([1-5]\d\d) [\x20-\x7e]*$/;
const HEADER_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+): *([^\r\n]*)$/;

/**
 * Reads one answer at `offset`, 1xx interim answers skipped (their statuses are returned in `interim`). `bodiless`
 * says whether the request was a HEAD: its answer has no body whatever its Content-Length says. Any body is framed by
 * Content-Length: the mock never sends chunks.
 */
export function readAnswer(
  bytes: Buffer,
  offset: number,
  bodiless: boolean,
): { answer: Answer; interim: number[]; next: number } | { problem: string } {
  const interim: number[] = [];
  let at = offset;
  for (;;) {
    const end = bytes.indexOf('\r\n\r\n', at, 'latin1');
    if (end < 0)
      return { problem: `no complete head in ${JSON.stringify(bytes.subarray(at, at + 200).toString('latin1'))}` };
    const [statusLine, ...lines] = bytes.subarray(at, end).toString('latin1').split('\r\n');
    const status = STATUS_LINE.exec(statusLine);
    if (!status) return { problem: `malformed status line ${JSON.stringify(statusLine)}` };
    const headers = new Map<string, string>();
    for (const line of lines) {
      const header = HEADER_LINE.exec(line);
      if (!header) return { problem: `malformed header line ${JSON.stringify(line)}` };
      const name = header[1].toLowerCase();
      if (name === 'content-length' && headers.has(name)) return { problem: 'two Content-Length headers' };
      headers.set(name, headers.has(name) ? `${headers.get(name)}, ${header[2]}` : header[2]);
    }
    at = end + 4;
    const code = Number(status[1]);
    if (code < 200) {
      interim.push(code);
      continue;
    }
    if (headers.has('transfer-encoding')) return { problem: `Transfer-Encoding: ${headers.get('transfer-encoding')}` };
    if (bodiless || code === 204 || code === 304)
      return { answer: { status: code, headers, body: Buffer.alloc(0) }, interim, next: at };
    const length = headers.get('content-length');
    if (length === undefined || !/^\d+$/.test(length)) return { problem: `status ${code} without a Content-Length` };
    if (bytes.length - at < Number(length)) {
      return { problem: `Content-Length ${length} but only ${bytes.length - at} bytes of body` };
    }
    const body = bytes.subarray(at, at + Number(length));
    return { answer: { status: code, headers, body }, interim, next: at + body.length };
  }
}
