import { isInstant } from '../time/kst.js';

/**
 * The instant a `Retry-After` header names (seconds or an HTTP date), or null when it is absent, unreadable or not
 * after `now`.
 */
export function retryAfterInstant(headers: Headers, now: number): number | null {
  const value = headers.get('Retry-After') ?? '';
  // Only an HTTP date has letters: Date.parse would read '-1' or '1.5' as dates in 2001.
  const at = /^\d+$/.test(value) ? now + +value * 1000 : /[a-z]/i.test(value) ? Date.parse(value) : NaN;
  return isInstant(at) && at > now ? at : null;
}
