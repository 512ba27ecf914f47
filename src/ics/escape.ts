/** Escapes a TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma, and line breaks as `\n`. */
export function escapeText(value: string): string {
  return value.replace(/[\\;,]/g, '\\$&').replace(/\r\n?|\n/g, '\\n');
}
