import { text } from './parse.js';

/** The typed failures of a call, each with what the UI needs to explain it. */
export type ApiError =
  | { kind: 'invalid_key'; status: 401 }
  /**
   * 400, or another 4xx the spec does not name; `code` and `message` as the server sent them (`http_<status>` and ''
   * when absent).
   */
  | { kind: 'bad_request'; status: number; code: string; message: string }
  | { kind: 'not_found'; status: 404 }
  /** `until`: the instant (epoch ms) the daily limit lifts. */
  | { kind: 'rate_limited'; status: 429; until: number }
  /**
   * `retryAt`: when the server asked to be called again (`Retry-After`, as a relay sends with its 503); the client does
   * not retry such an answer itself.
   */
  | { kind: 'server'; status: number; retryAt?: number }
  | { kind: 'network' }
  | { kind: 'timeout' }
  /** Not JSON, not the v1 shape, or a status the spec does not allow. */
  | { kind: 'bad_response'; reason: string };

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
