/**
 * Validation of the query of `GET /upcoming-ipos`, with the API's 400 answers: the mock gives them, and the relay
 * gives them itself without an upstream call. The codes other than `invalid_status` and all message texts are our
 * choice (the spec names no others). Unknown parameters are ignored; a repeated parameter is read at its first value;
 * an empty value is invalid.
 */
import {
  DEFAULT_LIMIT,
  MAX_LIMIT,
  STATUS_ALIASES,
  STATUS_VALUES,
  canonicalStatus,
  type IpoQuery,
  type StatusValue,
} from './types.js';
import { isCalendarDate } from './calendar-date.js';

/** A query as validated: every parameter stated, the status in its Korean value. */
export interface ValidQuery extends Required<IpoQuery> {
  status: StatusValue | null;
}

export interface QueryProblem {
  code: string;
  message: string;
}

const usableStatuses = [...STATUS_VALUES, ...STATUS_ALIASES].join(', ');

export function parseQuery(params: URLSearchParams): ValidQuery | QueryProblem {
  const status = params.get('status');
  const limit = params.get('limit');
  const from = params.get('from');
  const to = params.get('to');
  const spac = params.get('spac');

  const canonical = status === null ? null : canonicalStatus(status);
  if (status !== null && canonical === null) {
    return { code: 'invalid_status', message: `status must be one of: ${usableStatuses}.` };
  }
  if (limit !== null && !/^\d+$/.test(limit)) {
    return {
      code: 'invalid_limit',
      message: `limit must be a non-negative integer (0 to ${MAX_LIMIT}; larger values are cut to ${MAX_LIMIT}).`,
    };
  }
  for (const [name, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (value !== null && !isCalendarDate(value)) {
      return {
        code: `invalid_${name}`,
        message: `${name} must be a calendar date in the form YYYY-MM-DD, such as 2026-11-01.`,
      };
    }
  }
  if (from !== null && to !== null && from > to) {
    return { code: 'invalid_range', message: 'from must be on or before to.' };
  }
  if (spac !== null && spac !== 'true' && spac !== 'false') {
    return { code: 'invalid_spac', message: 'spac must be one of: true, false.' };
  }
  return {
    status: canonical,
    limit: limit === null ? DEFAULT_LIMIT : Math.min(Number(limit), MAX_LIMIT),
    from,
    to,
    excludeSpac: spac === 'false',
  };
}

export function isQueryProblem<T extends object>(value: T | QueryProblem): value is QueryProblem {
  return 'code' in value;
}
