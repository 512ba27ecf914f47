/** The mock API as msw handlers: every request to the mock origin goes to the one core. */
import { http, type HttpHandler } from 'msw';
import type { MockApi } from './api.js';

/** The origin the demo and the browser tests use for the msw-served API. */
export const MOCK_ORIGIN = 'https://api.ipo-calendar.test';

/** Told of each exchange once it is answered (the demo's network log). */
export type ExchangeObserver = (request: Request, response: Response) => void;

export function createMockHandlers(
  api: MockApi,
  origin: string = MOCK_ORIGIN,
  observe?: ExchangeObserver,
): HttpHandler[] {
  return [
    http.all(`${origin}/*`, async ({ request }) => {
      const response = await api.handle(request);
      observe?.(request, response);
      return response;
    }),
  ];
}
