/**
 * Whether the relay answers a request of a page of `origin` (the request's `Origin`, which browsers send with
 * cross-origin requests only): a request without one, or from the one origin the relay serves. A page of another
 * origin gets a 403 and no upstream call: its browser would hide any answer.
 */
export const servesOrigin = (origin: string | null, corsOrigin: string | null): boolean =>
  origin === null || origin === corsOrigin;
