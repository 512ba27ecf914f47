import { DEFAULT_LIMIT, MAX_LIMIT } from '../api/types.js';
import { accept, attributeText, reject, type ConfigAttribute, type Parsed } from './attribute-problem.js';
import type { View } from './parse-choice.js';

/** A count attribute; a number property is taken as is. */
export type CountInput = string | number | null | undefined;

function parseNonNegativeInteger<T>(attribute: ConfigAttribute, input: CountInput, fallback: T): Parsed<number | T> {
  const text = attributeText(input?.toString());
  if (text === null) return accept(fallback);
  // Digits only: "1e2", "+5", "5.0" and "-1" are not what a site owner means by a count.
  const value = /^\d+$/.test(text) ? Number(text) : NaN;
  return Number.isSafeInteger(value) ? accept(value) : reject(attribute, text, 'integer');
}

/** `limit`: 20 by default in the list view, 100 in the month view; above 100 is cut to 100, as the API would. */
export function parseLimit(input: CountInput, view: View): Parsed<number> {
  const parsed = parseNonNegativeInteger('limit', input, view === 'month' ? MAX_LIMIT : DEFAULT_LIMIT);
  return parsed.ok ? accept(Math.min(parsed.value, MAX_LIMIT)) : parsed;
}

/** `cache-ttl` in seconds; null when absent (the client's default applies). */
export function parseCacheTtl(input: CountInput): Parsed<number | null> {
  return parseNonNegativeInteger('cache-ttl', input, null);
}
