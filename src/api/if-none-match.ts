/**
 * `If-None-Match` against an ETag, with the weak comparison of RFC 9110 §8.8.3.2: two tags match when their opaque
 * parts are equal, `W/` or not; `*` matches any.
 */
const opaquePart = (tag: string) => tag.trim().replace(/^W\//, '');

export function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (header === null) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => opaquePart(candidate) === opaquePart(etag));
}
