const MAX_OCTETS = 75;

/**
 * The UTF-8 length of a code point, worked out rather than encoded: a feed folds some 100 kB per request, within a
 * Worker's few milliseconds of CPU. A lone surrogate is written as U+FFFD, three octets.
 */
const utf8Length = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * Folds a content line to at most 75 octets of UTF-8 per physical line (RFC 5545 §3.1): each
 * continuation starts with a space, which counts. Breaks fall between code points, so no
 * multi-byte character or surrogate pair is split. Lines are joined with CRLF, without a final one.
 */
export function foldLine(line: string): string {
  let folded = '';
  let start = 0;
  let octets = 0;
  for (let index = 0; index < line.length;) {
    const codePoint = line.codePointAt(index)!;
    const size = utf8Length(codePoint);
    if (octets + size > MAX_OCTETS) {
      folded += `${line.slice(start, index)}\r\n `;
      start = index;
      octets = 1;
    }
    octets += size;
    index += codePoint > 0xffff ? 2 : 1;
  }
  return folded + line.slice(start);
}
