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
  /** Requests not yet answered, failed or aborted. */
  readonly inFlight: number;
  /**
   * Resolves once `count` requests have been made: waiting on it, not on a number of tasks, keeps a test independent
   * of how long the caller takes to get there (a Web Lock, the machine's speed).
   */
  reached(count: number): Promise<void>;
}

export function mswFetch(handlers: RequestHandler[]): RecordingFetch {
  const requests: Request[] = [];
  const statuses: number[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  let inFlight = 0;
  const reached = (count: number) =>
    requests.length >= count ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ count, resolve }));
  const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    requests.push(request);
    for (const waiter of waiting.filter(({ count }) => requests.length >= count)) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve();
    }
    const { signal } = request;
    const answer = new Promise<Response>((resolve, reject) => {
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
    inFlight++;
    const done = () => void inFlight--;
    answer.then(done, done);
    return answer;
  };
  return {
    fetch,
    requests,
    statuses,
    reached,
    get inFlight() {
      return inFlight;
    },
  };
}
