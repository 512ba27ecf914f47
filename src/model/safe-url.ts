/**
 * The URL if it is http: or https:, else null (javascript:, data:, garbage, and relative URLs
 * unless a `base` is given). The returned href is normalised by the URL parser.
 */
export function safeHttpUrl(value: unknown, base?: string): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value, base);
    return /^https?:$/.test(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}
