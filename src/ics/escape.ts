/**
 * Escapes a TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma, and line breaks as `\n`. Other control
 * characters, which TEXT does not allow, are left out (tab aside), and a lone surrogate, which is no character (UTF-8
 * has no bytes for it, and encodeURIComponent throws on it), becomes U+FFFD.
 */
export function escapeText(value: string): string {
  return value
    .replace(/[\\;,]/g, '\\$&')
    .replace(/\r\n?|\n/g, '\\n')
    .replace(/(?!\t)\p{Cc}/gu, '')
    .replace(/[\ud800-\udfff]/gu, '\ufffd');
}
