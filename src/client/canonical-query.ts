/** Canonical form of a query, so that equivalent queries share one cache entry and one call. */
import { canonicalStatus, DEFAULT_LIMIT, MAX_LIMIT, type IpoQuery } from '../api/types.js';

/**
 * The query string the client sends, in a fixed parameter order: the Korean status value for an
 * alias, `limit` always stated (absent → 20, over 100 → 100) and `spac` only when it excludes.
 * An unknown status is sent as is, for the server to answer 400 with the usable values.
 */
export function canonicalQuery({ status, limit, from, to, excludeSpac }: IpoQuery): string {
  const params = {
    status: status && (canonicalStatus(status) ?? status),
    limit: String(Number.isFinite(limit) ? Math.min(Math.trunc(limit!), MAX_LIMIT) : DEFAULT_LIMIT),
    from,
    to,
    spac: excludeSpac && 'false',
  };
  // Absent and empty values are left out.
  return new URLSearchParams(Object.entries(params).filter(([, value]) => value) as string[][]).toString();
}

/** The base URL without the final slash it may have. */
export function trimBaseUrl(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '');
}
