/**
 * Whether the relay answers a request of a page of `origin` (the request's `Origin`, which browsers send with
 * cross-origin requests only): a request without one, from the one origin the relay serves, or from an opaque origin
 * (`null`: the relay's own embed page in a sandboxed iframe, as WordPress and Notion frame it). A page of another
 * origin gets a 403 and no upstream call.
 */
export const servesOrigin = (origin: string | null, corsOrigin: string | null): boolean =>
  origin === null || origin === 'null' || origin === corsOrigin;
