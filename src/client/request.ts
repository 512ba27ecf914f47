/** One call of `GET /upcoming-ipos`: fetch options, timeout, and the response read into a typed outcome. */
import { httpError, type ApiError } from './errors.js';
import { parseListResponse, type ParsedList } from './parse.js';
import type { Timers } from './retry.js';

export type Outcome =
  | ({ kind: 'ok'; etag: string | null } & ParsedList)
  | { kind: 'not_modified'; etag: string | null }
  /** A 429: when it lifts is the quota's business (see `QuotaStore.record`). */
  | { kind: 'rate_limited' }
  | { kind: 'error'; error: ApiError };

export interface CallOptions {
  fetch: typeof fetch;
  url: string;
  apiKey: string;
  /** Sent verbatim in `If-None-Match`, `W/` included. */
  etag: string | null;
  cache: RequestCache;
  signal: AbortSignal;
  timers: Timers;
  timeoutMs: number;
  /** Sees every response's status and headers (for the quota), before the body is read. */
  onResponse(response: Response): void;
}

/**
 * How a call is made conditional, and what part the browser's HTTP cache takes (the API sends no
 * `Vary`, so that cache would mix up keys asking the same URL):
 * - a stored ETag is sent verbatim in `If-None-Match` with `no-store`: the HTTP cache takes no
 *   part, so the 304 reaches the script and no stored response of another key is handed out;
 * - a stored body without a readable ETag (a server that does not expose it): the browser
 *   revalidates with its own validator (`no-cache`), so every call still reaches the server with
 *   this key. Only for a key known to be limited: its 304 carries its own rate-limit headers,
 *   replacing those stored with another key's response, where an unlimited key's 304 carries none;
 * - otherwise an unconditional call with `no-store`.
 */
export function conditionFor(stored: { etag: string | null } | null, keyIsLimited: boolean): Pick<CallOptions, 'etag' | 'cache'> {
  const etag = stored?.etag ?? null;
  return { etag, cache: stored && etag === null && keyIsLimited ? 'no-cache' : 'no-store' };
}

export async function callList({ fetch, url, apiKey, etag, cache, signal, timers, timeoutMs, onResponse }: CallOptions): Promise<Outcome> {
  signal.throwIfAborted();
  const controller = new AbortController();
  const forward = () => controller.abort(signal.reason);
  signal.addEventListener('abort', forward, { once: true });
  let timedOut = false;
  const timer = timers.setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const headers: Record<string, string> = { 'X-API-Key': apiKey };
  if (etag !== null) headers['If-None-Match'] = etag;
  try {
    const response = await fetch(url, { headers, signal: controller.signal, mode: 'cors', credentials: 'omit', cache });
    onResponse(response);
    return await read(response);
  } catch {
    if (signal.aborted) throw signal.reason;
    return { kind: 'error', error: { kind: timedOut ? 'timeout' : 'network' } };
  } finally {
    timers.clearTimeout(timer);
    signal.removeEventListener('abort', forward);
  }
}

async function read(response: Response): Promise<Outcome> {
  const { status } = response;
  const etag = response.headers.get('ETag') || null;
  if (status === 304) return { kind: 'not_modified', etag };
  if (status === 429) return { kind: 'rate_limited' };
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {}
  if (status >= 400) return { kind: 'error', error: httpError(status, body) };
  // A fetch response is never below 200; a 3xx other than 304 is not a body either.
  const parsed = status < 300 && parseListResponse(body);
  return parsed ? { kind: 'ok', etag, ...parsed } : { kind: 'error', error: { kind: 'bad_response', reason: status + ': not a v1 list' } };
}
