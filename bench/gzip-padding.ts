/**
 * Scripts padded to a size as sent: the static server sends gzip level 9, so a script is padded with a comment of
 * characters gzip cannot shrink much, as long as needed for its gzip to reach the size asked for.
 */
import { gzipSync } from 'node:zlib';

/** Base64 characters from a fixed-seed generator (mulberry32): the same padding every run. */
function noise(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let seed = 0x1f2e3d4c;
  let text = '';
  for (let index = 0; index < length; index++) {
    seed = (seed + 0x6d2b79f5) | 0;
    let value = Math.imul(seed ^ (seed >>> 15), seed | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    text += alphabet[((value ^ (value >>> 14)) >>> 0) % 64];
  }
  return text;
}

const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length;

/** `code` with a trailing comment that brings its gzip to `size` bytes, or as near above as gzip allows. */
export function padToGzipSize(code: Buffer, size: number): Buffer {
  const padded = (length: number) => Buffer.concat([code, Buffer.from(`\n/*${noise(length)}*/\n`)]);
  if (gzipSize(padded(0)) >= size) return code;
  // The gzip size grows with the padding's length; the least length that reaches the size.
  let [low, high] = [0, size * 2];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (gzipSize(padded(middle)) >= size) high = middle;
    else low = middle + 1;
  }
  return padded(low);
}
