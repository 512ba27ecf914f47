/** A call of `GET /upcoming-ipos`: fetch options, timeout, retries, and the response read into a typed outcome. */
import { httpError } from './errors.js';
import type { ApiError } from './client-types.js';
import type { ListResponse } from '../api/types.js';
import { isHeaderValue } from './cache-store.js';
import { calendarFeedOf } from './feed-link.js';
import { parseListResponse } from './parse.js';
import { retryAfterInstant } from './retry-after.js';
import type { Clock } from '../time/kst.js';
import type { QuotaStore } from './quota-store.js';
import { backoffDelay, shouldRetry, sleep } from './retry.js';
import type { Timers } from '../time/timers.js';

/**
 * A v1 body (200), a 304 (`data` null: the stored body is still current), or the typed failure; `etag` and `feed` as
 * stored (see CacheEntry).
 */
export type Outcome = { kind: 'ok'; etag: string | null; feed: string | null; data: ListResponse | null } | ApiError;

/** What a call takes from its session. */
export interface CallContext {
  /** Default: the global fetch as it is at the time of the call. */
  fetch?: typeof fetch;
  /** Sent in `X-API-Key`; null sends none (a relay holds the key). */
  apiKey: string | null;
  clock: Clock;
  timers: Timers;
  random: () => number;
  timeoutMs: number;
  /** Sees every response's status and headers, before the body is read; tells when a 429 lifts. */
  quota: QuotaStore;
}

/** What makes a call conditional. */
export interface Condition {
  /** Sent verbatim in `If-None-Match`, `W/` included. */
  etag: string | null;
  cache: RequestCache;
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
 * - otherwise (an ETag too long to send back, '', included: the browser would send it) an unconditional call with
 * `no-store`.
 */
export function conditionFor(stored: { etag: string | null } | null, keyIsLimited: boolean): Condition {
  return { etag: stored?.etag || null, cache: stored?.etag === null && keyIsLimited ? 'no-cache' : 'no-store' };
}

/**
 * The answer for `url`, with no call while the key is blocked, and network failures and 5xx
 * retried (see `retry.ts`). The condition is worked out for each attempt: a response may just
 * have shown the key to be limited.
 */
export async function callList(
  context: CallContext,
  url: string,
  stored: { etag: string | null } | null,
  signal: AbortSignal,
): Promise<Outcome> {
  const { quota } = context;
  for (let retry = 0; ; retry++) {
    // Before each attempt: a failed one may have used up the quota.
    if (quota.get().blockedUntil !== null) return quota.rateLimited();
    const outcome = await callOnce(context, url, conditionFor(stored, quota.get().limit !== null), signal);
    if (!shouldRetry(outcome, retry)) return outcome;
    await sleep(backoffDelay(retry, context.random), context.timers, signal);
  }
}

/** One attempt, ending after `timeoutMs` on the injected timers. */
export async function callOnce(
  { fetch, apiKey, clock, timers, timeoutMs, quota }: CallContext,
  url: string,
  { etag, cache }: Condition,
  signal: AbortSignal,
): Promise<Outcome> {
  signal.throwIfAborted();
  const controller = new AbortController();
  const forward = () => controller.abort(signal.reason);
  signal.addEventListener('abort', forward);
  // Only the caller's abort and this timer abort the call: the caller's is rethrown, the timer's is a timeout.
  const timer = timers.setTimeout(() => controller.abort(), timeoutMs);
  const headers: Record<string, string> = apiKey === null ? {} : { 'X-API-Key': apiKey };
  if (etag !== null) headers['If-None-Match'] = etag;
  try {
    // A URL is fetched in 'cors' mode by default; credentials are left out even for the same site. A redirect
    // followed would take the key to wherever it points: refused, it fails as a network error.
    const response = await (fetch ?? globalThis.fetch)(url, {
      headers,
      signal: controller.signal,
      credentials: 'omit',
      cache,
      redirect: 'error',
    });
    const { status } = response;
    quota.record(status, response.headers);
    const received = response.headers.get('ETag') || null;
    const ok = (data: ListResponse | null): Outcome => ({
      kind: 'ok',
      etag: received && (isHeaderValue(received) ? received : ''),
      feed: calendarFeedOf(response.headers.get('Link'), response.url || url),
      data,
    });
    if (status === 304) return ok(null);
    if (status === 429) return quota.rateLimited();
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {}
    if (status >= 400) return withRetryAt(httpError(status, body), response.headers, clock());
    // A fetch response is never below 200; a 3xx other than 304 is not a body either.
    const list = status < 300 && parseListResponse(body);
    return list ? ok(list) : { kind: 'bad_response', reason: status + ': not a v1 list' };
  } catch {
    if (signal.aborted) throw signal.reason;
    return { kind: controller.signal.aborted ? 'timeout' : 'network' };
  } finally {
    timers.clearTimeout(timer);
    signal.removeEventListener('abort', forward);
  }
}

/** A 5xx with `Retry-After` says when to call again. */
function withRetryAt(error: ApiError, headers: Headers, now: number): ApiError {
  const retryAt = error.kind === 'server' && retryAfterInstant(headers, now);
  return retryAt ? { ...error, retryAt } : error;
}
