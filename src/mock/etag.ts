/**
 * Weak validators: the mock's ETag depends on the data (`updated_at` included), the query and the KST date, and is weak
 * (`W/"…"`) so that clients must echo it verbatim.
 */
import type { KstDate } from '../api/types.js';
import { fnv1a } from '../api/hash.js';
import type { ValidQuery } from '../api/query.js';

export function etagFor(dataFingerprint: string, query: ValidQuery, today: KstDate): string {
  const source = `${dataFingerprint}|${JSON.stringify(query)}|${today}`;
  return `W/"${fnv1a(source)}${fnv1a(source, 0x01234567)}"`;
}
