/**
 * The `Retry-After` value a server sends (the mock with its 429, the relay with its 503 and 502): whole seconds until
 * `until`, rounded up and at least 1, since 0 would ask for an immediate retry that the same rule refuses again.
 */
export const retryAfterSeconds = (until: number, now: number): string =>
  String(Math.max(1, Math.ceil((until - now) / 1000)));
