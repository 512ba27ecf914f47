/** A `fetch` answered by msw handlers in-process (no service worker), recording every request. */
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
          statuses.push(response.status);
          resolve(response);
        },
        reject,
      );
    });
  };
  return { fetch, requests, statuses };
}
