const MAX_OCTETS = 75;
const utf8 = new TextEncoder();

/**
 * Folds a content line to at most 75 octets of UTF-8 per physical line (RFC 5545 §3.1): each
 * continuation starts with a space, which counts. Breaks fall between code points, so no
 * multi-byte character or surrogate pair is split. Lines are joined with CRLF, without a final one.
 */
export function foldLine(line: string): string {
  let folded = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8.encode(char).length;
    if (octets + size > MAX_OCTETS) {
      folded += '\r\n ';
      octets = 1;
    }
    folded += char;
    octets += size;
  }
  return folded;
}
