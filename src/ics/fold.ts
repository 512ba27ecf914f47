const MAX_OCTETS = 75;

/**
 * Folds a content line to at most 75 octets of UTF-8 per physical line (RFC 5545 §3.1): each
 * continuation starts with a space, which counts. Breaks fall between code points, so no
 * multi-byte character or surrogate pair is split. Lines are joined with CRLF, without a final one.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0)!);
    if (octets + size > MAX_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

function utf8Length(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}
