import { isKstDate, isKstMonth } from '../time/kst.js';
import { accept, attributeText, reject, type AttributeInput, type Parsed } from './attribute-problem.js';
import { monthRange, type DateRange } from './date-range.js';

/**
 * `range`: `YYYY-MM-DD/YYYY-MM-DD`, open at one end (`2026-11-01/`, `/2026-12-31`), or `YYYY-MM`
 * for a whole month; null when absent. Unreal dates, a reversed period and `/` alone are rejected.
 */
export function parseRange(input: AttributeInput): Parsed<DateRange | null> {
  const text = attributeText(input);
  if (text === null) return accept(null);
  // KstMonth is a string, so a failed isKstMonth guard would narrow `text` to never.
  const month = isKstMonth(text) ? text : null;
  if (month) return accept(monthRange(month));
  const ends = text.split('/').map((end) => end.trim() || null);
  if (ends.length === 2) {
    const [from, to] = ends;
    const real = (end: string | null) => end === null || isKstDate(end);
    if ((from || to) && real(from) && real(to) && !(from && to && from > to)) return accept({ from, to });
  }
  return reject('range', text, 'range');
}
