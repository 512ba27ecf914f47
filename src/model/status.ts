import { canonicalStatus, STATUS_ALIASES, STATUS_VALUES, type StatusAlias } from '../api/types.js';

/** A known stage by its alias, or `unknown` for null and for values from a newer server (shown neutrally). */
export type StatusKey = StatusAlias | 'unknown';

export function statusKeyOf(status: string | null): StatusKey {
  const value = status === null ? null : canonicalStatus(status);
  return value ? STATUS_ALIASES[STATUS_VALUES.indexOf(value)] : 'unknown';
}
