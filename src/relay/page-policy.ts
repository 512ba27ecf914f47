/**
 * The headers of the relay's pages: a Content Security Policy that allows only the relay's own script, style, images
 * and answers (no inline script or style), who may frame them, and no referrer.
 */

/**
 * `origin`: the relay's, named beside 'self', which WebKit reads as the opaque origin of a sandboxed frame
 * (WordPress's, Notion's), where it matches nothing. `frameAncestors`: the `--frame-ancestors` setting.
 */
export function pagePolicyHeaders(origin: string, frameAncestors: string): Record<string, string> {
  const policy = [
    "default-src 'none'",
    `script-src 'self' ${origin}`,
    `style-src 'self' ${origin}`,
    `img-src 'self' ${origin} data:`,
    `connect-src 'self' ${origin}`,
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
  return { 'Content-Security-Policy': policy, 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' };
}
