/**
 * The URL if it is http: or https:, else null (javascript:, data:, garbage, and relative URLs
 * unless a `base` is given). The returned href is normalised by the URL parser.
 */
export function safeHttpUrl(value: unknown, base?: string): string | null {
  // canParse rather than catching: an empty or broken value is common, and exceptions are slow.
  if (typeof value !== 'string' || !URL.canParse(value, base)) return null;
  const url = new URL(value, base);
  return /^https?:$/.test(url.protocol) ? url.href : null;
}
