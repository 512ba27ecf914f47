import { DEFAULT_LIMIT, MAX_LIMIT } from '../api/types.js';
import { accept, type Parsed } from './attribute-problem.js';
import { parseAttribute } from './parse-attribute.js';
import type { View } from './parse-choice.js';

/** A count attribute; a number property is taken as is. */
export type CountInput = string | number | null | undefined;

/** A whole number written in digits, or null. */
export const readWholeNumber = (text: string): number | null =>
  // Digits only: "1e2", "+5", "5.0" and "-1" are not what a site owner means by a count.
  /^\d+$/.test(text) && Number.isSafeInteger(+text) ? +text : null;

/** A non-negative integer, cut to `max`. */
function parseCount<D>(attribute: string, input: CountInput, fallback: D, max = Infinity): Parsed<number | D> {
  const read = (text: string) => {
    const count = readWholeNumber(text);
    return count === null ? null : Math.min(count, max);
  };
  return parseAttribute(attribute, 'integer', input?.toString(), read, accept(fallback));
}

/** `limit`: 20 by default in the list view, 100 in the month view; above 100 is cut to 100, as the API would. */
export function parseLimit(input: CountInput, view: View): Parsed<number> {
  return parseCount('limit', input, view === 'month' ? MAX_LIMIT : DEFAULT_LIMIT, MAX_LIMIT);
}

/** `cache-ttl` in seconds; null when absent (the client's default applies). */
export function parseCacheTtl(input: CountInput): Parsed<number | null> {
  return parseCount('cache-ttl', input, null);
}
