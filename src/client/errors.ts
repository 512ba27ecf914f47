import { text } from './parse.js';
import type { ApiError } from './client-types.js';

/**
 * The error of a 4xx or 5xx response other than 429 (whose lifting the quota works out), from its status and parsed
 * body.
 */
export function httpError(status: number, body: unknown): ApiError {
  if (status === 401) return { kind: 'invalid_key', status };
  if (status === 404) return { kind: 'not_found', status };
  if (status >= 500) return { kind: 'server', status };
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return {
    kind: 'bad_request',
    status,
    code: text(error?.code) ?? `http_${status}`,
    message: text(error?.message) ?? '',
  };
}

/** Failures worth another try: the next attempt may well succeed. */
export const isTransient = ({ kind }: { kind: string }): boolean => kind === 'network' || kind === 'server';
