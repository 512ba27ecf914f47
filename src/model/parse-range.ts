import { isKstDate, isKstMonth } from '../time/kst.js';
import { accept, type AttributeInput, type Parsed } from './attribute-problem.js';
import { monthRange, type DateRange } from './date-range.js';
import { parseAttribute } from './parse-attribute.js';

/**
 * `range`: `YYYY-MM-DD/YYYY-MM-DD`, open at one end (`2026-11-01/`, `/2026-12-31`), or `YYYY-MM`
 * for a whole month; null when absent. Unreal dates, a reversed period and `/` alone are rejected.
 */
export function parseRange(input: AttributeInput): Parsed<DateRange | null> {
  const read = (text: string) => (isKstMonth(text) ? monthRange(text) : periodOf(text));
  return parseAttribute('range', 'range', input, read, accept(null));
}

/** `from/to` with real dates, one end possibly open, `from` ≤ `to`; else null. */
function periodOf(text: string): DateRange | null {
  const ends = text.split('/');
  if (ends.length !== 2) return null;
  const [from, to] = ends.map((end) => end.trim() || null);
  const real = (end: string | null) => end === null || isKstDate(end);
  if ((!from && !to) || !real(from) || !real(to)) return null;
  return from && to && from > to ? null : { from, to };
}
