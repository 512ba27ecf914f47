/**
 * A `fetch` answered by msw handlers in-process (no service worker), following redirects as fetch does, recording every
 * request.
 */
import { getResponse, type RequestHandler } from 'msw';

export interface RecordingFetch {
  fetch: typeof fetch;
  /** Every request made, in order. */
  requests: Request[];
  /** The status of every response the script got, in order. */
  statuses: number[];
}

export function mswFetch(handlers: RequestHandler[]): RecordingFetch {
  const requests: Request[] = [];
  const statuses: number[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    requests.push(request);
    const { signal } = request;
    return new Promise<Response>((resolve, reject) => {
      signal.throwIfAborted();
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      getResponse(handlers, request).then(
        // No handler, or `HttpResponse.error()`: a failed connection, as fetch reports it.
        (response) => {
          if (signal.aborted) return;
          if (!response || response.type === 'error') return reject(new TypeError('Failed to fetch'));
          // A redirect as fetch takes it: 'error' fails, 'follow' asks again there, headers included (even on another
          // origin).
          const location = [301, 302, 303, 307, 308].includes(response.status) && response.headers.get('Location');
          if (location && request.redirect !== 'manual') {
            return request.redirect === 'error'
              ? reject(new TypeError('Failed to fetch'))
              : resolve(fetch(new URL(location, request.url), request));
          }
          statuses.push(response.status);
          resolve(response);
        },
        reject,
      );
    });
  };
  return { fetch, requests, statuses };
}
