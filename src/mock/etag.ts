/**
 * Weak validators: the mock's ETag depends on the data (`updated_at` included), the query and the KST date, and is weak
 * (`W/"…"`) so that clients must echo it verbatim.
 */
import type { KstDate } from '../api/types.js';
import { weakEtag } from '../api/weak-etag.js';
import type { ValidQuery } from '../api/query.js';

export function etagFor(dataFingerprint: string, query: ValidQuery, today: KstDate): string {
  return weakEtag(`${dataFingerprint}|${JSON.stringify(query)}|${today}`);
}
