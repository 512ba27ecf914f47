/**
 * How often each canonical query is asked, per KST day, in bounded memory: an attacker sending endless distinct
 * queries must not grow it without end. Past {@link MAX_TRACKED} queries, the less asked half is forgotten (a query
 * asked once is the first to go), so that the queries many visitors ask stay counted.
 */
export type Asks = Record<string, number>;

export const MAX_TRACKED = 2000;

/** Counts one ask of `query`, forgetting the less asked half of the queries when there are too many. */
export function countAsk(asks: Asks, query: string): Asks {
  asks[query] = (asks[query] ?? 0) + 1;
  return Object.keys(asks).length > MAX_TRACKED ? mostAsked(asks, MAX_TRACKED / 2) : asks;
}

/** The `count` most asked queries, most asked first (ties in the order they were first asked). */
export function mostAsked(asks: Asks, count: number): Asks {
  return Object.fromEntries(
    Object.entries(asks)
      .sort(([, a], [, b]) => b - a)
      .slice(0, count),
  );
}

/**
 * Yesterday's `count` most asked queries. Common queries are asked many times a day, an attacker's distinct queries
 * about once each, so that these are the common ones whenever there are that many.
 */
export const commonQueries = (asks: Asks, count: number): string[] => Object.keys(mostAsked(asks, count));

/**
 * The query that shows on `today` what `query` showed on the day before: a list "from today" (the element's list view)
 * asks `from=<today>`, so that yesterday's common list is today's with the date moved on.
 */
export function followDay(query: string, yesterday: string, today: string): string {
  const params = new URLSearchParams(query);
  if (params.get('from') !== yesterday) return query;
  params.set('from', today);
  return params.toString();
}
