/**
 * Weak validators: the mock's ETag depends on the data (`updated_at` included), the query and the KST date, and is weak
 * (`W/"…"`) so that clients must echo it verbatim. `If-None-Match` uses the weak comparison of
 * RFC 9110 §8.8.3.2: two tags match when their opaque parts are equal, `W/` or not.
 */
import type { KstDate } from '../api/types.js';
import { fnv1a } from '../api/hash.js';
import type { ValidQuery } from './query.js';

export function etagFor(dataFingerprint: string, query: ValidQuery, today: KstDate): string {
  const source = `${dataFingerprint}|${JSON.stringify(query)}|${today}`;
  return `W/"${fnv1a(source)}${fnv1a(source, 0x01234567)}"`;
}

const opaquePart = (tag: string) => tag.trim().replace(/^W\//, '');

export function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (header === null) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => opaquePart(candidate) === opaquePart(etag));
}
