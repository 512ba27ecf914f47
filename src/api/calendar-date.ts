/**
 * The dates the API takes and sends: any real date written `YYYY-MM-DD`, years 0000–9999. Wider than the
 * element's calendar (src/time/kst.ts), whose grids must stay inside those years: `to=9999-12-31` is how
 * callers often say "no end".
 */
const FORM = /^(\d{4})-(\d\d)-(\d\d)$/;

export function isCalendarDate(value: unknown): boolean {
  const parts = typeof value === 'string' && FORM.exec(value);
  if (!parts) return false;
  const [year, month, day] = parts.slice(1).map(Number);
  // setUTCFullYear, unlike Date.UTC, does not read years 0–99 as 1900–1999; a day its month lacks rolls over.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
