/** Canonical form of a query, so that equivalent queries share one cache entry and one call. */
import { canonicalStatus, DEFAULT_LIMIT, MAX_LIMIT, type IpoQuery } from '../api/types.js';

/**
 * The query string the client sends, in a fixed parameter order: the Korean status value for an
 * alias, `limit` always stated (absent → 20, over 100 → 100) and `spac` only when it excludes.
 * An unknown status is sent as is, for the server to answer 400 with the usable values.
 */
export function canonicalQuery(query: IpoQuery): string {
  const params = new URLSearchParams();
  if (query.status) params.set('status', canonicalStatus(query.status) ?? query.status);
  params.set('limit', String(canonicalLimit(query.limit)));
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.spac === false) params.set('spac', 'false');
  return params.toString();
}

function canonicalLimit(limit: number | undefined): number {
  return Number.isFinite(limit) ? Math.min(Math.trunc(limit!), MAX_LIMIT) : DEFAULT_LIMIT;
}

/** The base URL without the final slash it may have. */
export function trimBaseUrl(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '');
}
