/** The mock API as msw handlers: every request to the mock origin goes to the one core. */
import { http, type HttpHandler } from 'msw';
import type { MockApi } from './api.js';

/** The origin the demo and the browser tests use for the msw-served API. */
export const MOCK_ORIGIN = 'https://api.ipo-calendar.test';

export function createMockHandlers(api: MockApi, origin: string = MOCK_ORIGIN): HttpHandler[] {
  return [http.all(`${origin}/*`, ({ request }) => api.handle(request))];
}
