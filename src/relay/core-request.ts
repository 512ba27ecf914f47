/**
 * The request as the relay's core sees it, whatever server received it (node:http, a Worker): the method, the path
 * and query, `If-None-Match` and `Origin`. A visitor's other headers (a key, cookies) never reach the core, let alone
 * the upstream.
 */

/** The core reads the path and query, and the origin only for its pages' links (else its own address). */
const ORIGIN = 'http://relay.invalid';

const PASSED = ['If-None-Match', 'Origin'];

/** The core's request, or null for a target or method that fetch cannot hold (`*`, TRACE). */
export function coreRequest(
  method: string,
  target: string,
  header: (name: string) => string | null | undefined,
  /** The origin the relay is reached at, which its pages link to by default. */
  origin = ORIGIN,
): Request | null {
  if (!target.startsWith('/')) return null;
  const headers: [string, string][] = [];
  for (const name of PASSED) {
    const value = header(name);
    if (value != null) headers.push([name, value]);
  }
  try {
    return new Request(origin + target, { method, headers });
  } catch {
    return null;
  }
}
