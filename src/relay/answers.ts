/**
 * The relay's answers to visitors: the API's JSON and error shape, cacheable by any HTTP cache or CDN in front
 * (`Cache-Control: public`, the same for every visitor), errors never stored. No header or body carries the key: the
 * key is replaced wherever it would appear (an upstream message quoting it).
 */
import type { ErrorBody, ListResponse } from '../api/types.js';
import { matchesIfNoneMatch } from '../api/if-none-match.js';
import { retryAfterSeconds } from '../api/retry-after-seconds.js';
import { weakEtag } from '../api/weak-etag.js';
import { nextKstMidnight } from '../time/kst.js';

/** The most a cache in front may keep an answer: visitors see a refresh within five minutes. */
export const MAX_AGE_S = 300;
/** A stale body (no call allowed now, or the upstream failing) is kept shortly, so that a refresh is soon tried. */
export const STALE_MAX_AGE_S = 60;

/**
 * The `Link` of the list's answers, which tells the element that this relay serves the calendar feed, without a request
 * of its own (docs/investor-features.md). Relative, resolved against the list's URL: the feed sits beside
 * `upcoming-ipos` behind any proxy path (`/ipo/v1/upcoming-ipos` → `/ipo/v1/calendar.ics`), which the relay cannot know.
 */
export const FEED_LINK = '<calendar.ics>; rel="alternate"; type="text/calendar"';
const JSON_TYPE = 'application/json; charset=utf-8';
const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

export interface AnswerOptions {
  /** Replaced by ••• in every answer. */
  secret: string;
}

export interface Body {
  data: ListResponse;
  /** The upstream's ETag, or null when it sent none (or one too long to send back). */
  etag: string | null;
}

/** Why a visitor's query gets no body: a value the core hands to the answer, never an exception. */
export type Refusal =
  /** No call allowed before `until` (the day's budget, the upstream's 429), and nothing stored. */
  | { reason: 'exhausted'; until: number }
  /** The upstream failed, and nothing stored; `until`: when calls may start again, while they pause. */
  | { reason: 'unavailable'; until: number | null }
  /** The relay's key or `--upstream` is wrong, or it cannot record its calls: the operator must act. */
  | { reason: 'misconfigured' }
  /** The upstream refused the query (a 4xx that the relay's validation let through). */
  | { reason: 'rejected'; status: number; code: string; message: string };

/**
 * Seconds a cache may keep an answer: at most {@link MAX_AGE_S}, no longer than `until`, and never past the next KST
 * midnight, when statuses roll over.
 */
export function maxAgeOf(now: number, until: number): number {
  const seconds = Math.floor((Math.min(until, nextKstMidnight(now)) - now) / 1000);
  return Math.max(0, Math.min(MAX_AGE_S, seconds));
}

export function createAnswers({ secret }: AnswerOptions) {
  const redact = (text: string) => (secret ? text.replaceAll(secret, '•••') : text);

  const headers = (extra: Record<string, string>): Headers => {
    const all = new Headers();
    for (const [name, value] of Object.entries(extra)) all.set(name, redact(value));
    // The same for every page the relay serves (the CORS origin, and the embed page's opaque origin in a sandboxed
    // frame): one answer that caches in front may give anyone. Pages of other origins are refused before (origin.ts).
    all.set('Access-Control-Allow-Origin', '*');
    all.set('Access-Control-Expose-Headers', 'ETag, Retry-After, Link');
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
      headers: headers({ 'Content-Type': JSON_TYPE, ...extra }),
    });

  const sendable = (body: string | Uint8Array) =>
    typeof body === 'string' ? redact(body) : (body as Uint8Array<ArrayBuffer>);

  /**
   * A public body of a given type, or a 304 when the visitor's `If-None-Match` matches its ETag; caches may keep it for
   * `maxAge` seconds.
   */
  const cacheable = (
    request: Request,
    body: string | Uint8Array,
    { etag, maxAge, type }: { etag: string; maxAge: number; type: string },
    extra: Record<string, string> = {},
  ): Response => {
    const validated = { ETag: etag, 'Cache-Control': `public, max-age=${maxAge}`, ...extra };
    if (matchesIfNoneMatch(request.headers.get('If-None-Match'), etag))
      return new Response(null, { status: 304, headers: headers(validated) });
    return new Response(request.method === 'HEAD' ? null : sendable(body), {
      status: 200,
      headers: headers({ 'Content-Type': type, ...validated }),
    });
  };

  /** An error in the API's shape; `extra` adds headers such as Retry-After. */
  const error = (
    status: number,
    code: string,
    message: string,
    head = false,
    extra: Record<string, string> = {},
  ): Response => json(status, { error: { code, message } }, { 'Cache-Control': 'no-store', ...extra }, head);

  return {
    error,

    /** The refusal as the API's error shape: a 503 or 502 with `Retry-After` when a time is known. */
    refused(refusal: Refusal, now: number, head: boolean): Response {
      const retryAfter = (until: number) => ({ 'Retry-After': retryAfterSeconds(until, now) });
      switch (refusal.reason) {
        case 'exhausted':
          return error(
            503,
            'relay_budget_exhausted',
            "The site's daily calls to the IPO calendar API are used up and nothing is stored for this query. Try again after the time in Retry-After.",
            head,
            retryAfter(refusal.until),
          );
        case 'unavailable':
          return error(
            502,
            'upstream_unavailable',
            'The IPO calendar API is unavailable and nothing is stored for this query.' +
              (refusal.until === null ? '' : ' Try again after the time in Retry-After.'),
            head,
            refusal.until === null ? {} : retryAfter(refusal.until),
          );
        case 'misconfigured':
          return error(
            502,
            'relay_misconfigured',
            'The relay cannot reach the IPO calendar API with its settings.',
            head,
          );
        case 'rejected':
          return error(refusal.status, refusal.code, refusal.message, head);
      }
    },

    /** A page of an origin the relay does not serve: the browser would hide any answer, so none costs a call. */
    originRefused(head: boolean): Response {
      return error(
        403,
        'origin_not_allowed',
        'This relay does not answer pages of this origin: its operator names the one origin it serves.',
        head,
      );
    },

    /** A body, or a 304 when the visitor's `If-None-Match` matches its ETag; both link to the feed. */
    list({ data, etag }: Body, request: Request, maxAge: number): Response {
      const text = JSON.stringify(data);
      // Without an upstream ETag, one from the body, so that visitors and caches can still revalidate.
      const tag = etag || weakEtag(text);
      return cacheable(request, text, { etag: tag, maxAge, type: JSON_TYPE }, { Link: FEED_LINK });
    },

    /** The calendar feed, or a 304: its ETag is the text's, which is the same while the body and sequences are. */
    calendar({ ics, etag }: { ics: string; etag: string }, request: Request, maxAge: number): Response {
      return cacheable(request, ics, { etag, maxAge, type: CALENDAR_TYPE });
    },

    /**
     * A page or image of the share and embed routes, public like the list, or a 304; its ETag is the text's, or for
     * bytes the one given. `extra`: its policy headers.
     */
    document(
      request: Request,
      body: string | Uint8Array,
      { type, maxAge, etag }: { type: string; maxAge: number; etag?: string },
      extra: Record<string, string>,
    ): Response {
      return cacheable(request, body, { etag: etag ?? weakEtag(String(body)), maxAge, type }, extra);
    },

    /**
     * A page or image made without a body (a share page whose query is refused): its own status, never stored.
     * `extra`: its policy headers and Retry-After.
     */
    failedDocument(
      request: Request,
      status: number,
      body: string | Uint8Array,
      type: string,
      extra: Record<string, string>,
    ): Response {
      return new Response(request.method === 'HEAD' ? null : sendable(body), {
        status,
        headers: headers({ 'Content-Type': type, 'Cache-Control': 'no-store', ...extra }),
      });
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
          'Access-Control-Allow-Methods': 'GET, HEAD',
          'Access-Control-Allow-Headers': 'If-None-Match',
          'Access-Control-Max-Age': '86400',
        }),
      });
    },
  };
}

export type Answers = ReturnType<typeof createAnswers>;
