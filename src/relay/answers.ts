/**
 * The relay's answers to visitors: the API's JSON and error shape, cacheable by any HTTP cache or CDN in front
 * (`Cache-Control: public`, the same for every visitor), errors never stored. No header or body carries the key: the
 * key is replaced wherever it would appear (an upstream message quoting it).
 */
import type { ErrorBody, ListResponse } from '../api/types.js';
import { matchesIfNoneMatch } from '../api/if-none-match.js';
import { weakEtag } from '../api/weak-etag.js';
import { nextKstMidnight } from '../time/kst.js';

/** The most a cache in front may keep an answer: visitors see a refresh within five minutes. */
export const MAX_AGE_S = 300;
/** A stale body (no call allowed now, or the upstream failing) is kept shortly, so that a refresh is soon tried. */
export const STALE_MAX_AGE_S = 60;

export interface AnswerOptions {
  /** Replaced by ••• in every answer. */
  secret: string;
  /** The one origin allowed to read answers cross-origin; null sends no CORS headers. */
  corsOrigin: string | null;
}

export interface Body {
  data: ListResponse;
  /** The upstream's ETag, or null when it sent none (or one too long to send back). */
  etag: string | null;
}

/**
 * Seconds a cache may keep an answer: at most {@link MAX_AGE_S}, no longer than `until`, and never past the next KST
 * midnight, when statuses roll over.
 */
export function maxAgeOf(now: number, until: number): number {
  const seconds = Math.floor((Math.min(until, nextKstMidnight(now)) - now) / 1000);
  return Math.max(0, Math.min(MAX_AGE_S, seconds));
}

export function createAnswers({ secret, corsOrigin }: AnswerOptions) {
  const redact = (text: string) => (secret ? text.replaceAll(secret, '•••') : text);

  const headers = (extra: Record<string, string>): Headers => {
    const all = new Headers();
    for (const [name, value] of Object.entries(extra)) all.set(name, redact(value));
    if (corsOrigin !== null) {
      all.set('Access-Control-Allow-Origin', corsOrigin);
      all.set('Access-Control-Expose-Headers', 'ETag, Retry-After');
    }
    return all;
  };

  const json = (
    status: number,
    body: ListResponse | ErrorBody | object,
    extra: Record<string, string>,
    head: boolean,
  ) =>
    new Response(head ? null : redact(JSON.stringify(body)), {
      status,
      headers: headers({ 'Content-Type': 'application/json; charset=utf-8', ...extra }),
    });

  return {
    /** An error in the API's shape; `extra` adds headers such as Retry-After. */
    error(status: number, code: string, message: string, head = false, extra: Record<string, string> = {}): Response {
      return json(status, { error: { code, message } }, { 'Cache-Control': 'no-store', ...extra }, head);
    },

    /** A body, or a 304 when the visitor's `If-None-Match` matches its ETag. */
    list({ data, etag }: Body, request: Request, maxAge: number): Response {
      const text = JSON.stringify(data);
      // Without an upstream ETag, one from the body, so that visitors and caches can still revalidate.
      const tag = etag || weakEtag(text);
      const extra = { ETag: tag, 'Cache-Control': `public, max-age=${maxAge}` };
      if (matchesIfNoneMatch(request.headers.get('If-None-Match'), tag))
        return new Response(null, { status: 304, headers: headers(extra) });
      return json(200, data, extra, request.method === 'HEAD');
    },

    /** JSON that no cache keeps (the health report). */
    report(body: object, head: boolean): Response {
      return json(200, body, { 'Cache-Control': 'no-store' }, head);
    },

    /** A CORS preflight: the visitor's only header is `If-None-Match`. */
    preflight(): Response {
      return new Response(null, {
        status: 204,
        headers: headers({
          Allow: 'GET, HEAD, OPTIONS',
          ...(corsOrigin === null
            ? {}
            : {
                'Access-Control-Allow-Methods': 'GET, HEAD',
                'Access-Control-Allow-Headers': 'If-None-Match',
                'Access-Control-Max-Age': '86400',
              }),
        }),
      });
    },
  };
}

export type Answers = ReturnType<typeof createAnswers>;
