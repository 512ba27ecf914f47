/**
 * The Worker's copy of its public answers in Cloudflare's cache of the location that serves the visitor (the Cache
 * API): on a custom domain, a visitor's request for an answer stored there costs no Durable Object request. On
 * `workers.dev` the Cache API has no effect, and every request reaches the Durable Object. A stored answer keeps the
 * instant its freshness ends, so that the `max-age` it is served with never reaches past what the relay allowed (nor
 * past KST midnight).
 */
import { matchesIfNoneMatch } from '../api/if-none-match.js';

/** The part of the Cache API (`caches.default`) that the Worker uses. */
export interface EdgeCache {
  match(request: Request): Promise<Response | undefined>;
  put(request: Request, response: Response): Promise<void>;
}

const EXPIRES = 'Expires';
const PUBLIC_MAX_AGE = /^public, max-age=(\d+)$/;

/** The stored answer as this visitor gets it: the `max-age` left, a 304 for a matching `If-None-Match`. */
function fromCache(stored: Response, request: Request, now: number): Response {
  const headers = new Headers(stored.headers);
  const left = Math.floor((Date.parse(headers.get(EXPIRES) ?? '') - now) / 1000);
  headers.set('Cache-Control', `public, max-age=${Math.max(0, left)}`);
  headers.delete(EXPIRES);
  const etag = headers.get('ETag');
  if (etag && matchesIfNoneMatch(request.headers.get('If-None-Match'), etag))
    return new Response(null, { status: 304, headers });
  return new Response(request.method === 'HEAD' ? null : stored.body, { status: stored.status, headers });
}

/**
 * The answer to `request` for `url`: from the cache when it holds one, else `load()`'s, whose public 200 to a GET it
 * stores (`waitUntil` keeps the Worker alive for the write).
 */
export async function cachedAnswer(
  cache: EdgeCache | undefined,
  url: string,
  request: Request,
  now: number,
  load: () => Promise<Response>,
  waitUntil: (promise: Promise<unknown>) => void,
): Promise<Response> {
  if (!cache || (request.method !== 'GET' && request.method !== 'HEAD')) return load();
  // Keyed by the URL alone, as the relay's answers are the same for every visitor.
  const key = new Request(url);
  const stored = await cache.match(key);
  if (stored) return fromCache(stored, request, now);
  const response = await load();
  const maxAge = PUBLIC_MAX_AGE.exec(response.headers.get('Cache-Control') ?? '');
  if (request.method === 'GET' && response.status === 200 && maxAge && Number(maxAge[1]) > 0) {
    const copy = new Response(response.clone().body, response);
    copy.headers.set(EXPIRES, new Date(now + Number(maxAge[1]) * 1000).toUTCString());
    waitUntil(cache.put(key, copy));
  }
  return response;
}
