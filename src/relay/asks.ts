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

/** A query is common from this many asks a day: an attacker's distinct queries are asked about once each. */
export const COMMON_ASKS = 2;

/** Yesterday's `count` most asked queries that were asked at least {@link COMMON_ASKS} times. */
export function commonQueries(asks: Asks, count: number): string[] {
  return Object.entries(mostAsked(asks, count))
    .filter(([, asked]) => asked >= COMMON_ASKS)
    .map(([query]) => query);
}
