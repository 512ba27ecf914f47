/** The month's offerings from the API, fetched the same way by every side that is not the element. */
import type { Offering } from '../../src/api/types.js';

export interface MonthQuery {
  baseUrl: string;
  apiKey: string;
  /** The month's first and last day; the query asks for up to 100 offerings between them. */
  from: string;
  to: string;
}

/**
 * How the element's client fetches (src/client/request.ts): outside the browser's HTTP cache, whose
 * entries the API does not key by API key. Chromium then sends a CORS preflight with every call.
 */
export const ELEMENT_FETCH: RequestInit = { cache: 'no-store', credentials: 'omit' };

/** The month's offerings, fetched as a page would without any library (default cache mode), or with `init`. */
export async function fetchMonth(query: MonthQuery, init: RequestInit = {}): Promise<{ items: Offering[] }> {
  const search = new URLSearchParams({ from: query.from, to: query.to, limit: '100' });
  const response = await fetch(`${query.baseUrl}/upcoming-ipos?${search}`, {
    ...init,
    headers: { 'X-API-Key': query.apiKey },
  });
  if (!response.ok) throw new Error(`mock API answered ${response.status}`);
  return response.json() as Promise<{ items: Offering[] }>;
}

/** The query an embed page states on its container: `data-base-url`, `data-api-key`, `data-from`, `data-to`. */
export function queryOf(container: HTMLElement): MonthQuery {
  const { baseUrl, apiKey, from, to } = container.dataset;
  if (!baseUrl || !apiKey || !from || !to) throw new Error('the container lacks a data-* attribute of the query');
  return { baseUrl, apiKey, from, to };
}
