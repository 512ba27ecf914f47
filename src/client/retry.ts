/** When a failed call is tried again, and the pause before it: exponential backoff with jitter, on injected timers. */
import { isTransient } from './errors.js';
import type { Timers } from '../time/timers.js';

/** Network failures and 5xx are tried again at most this many times. */
export const MAX_RETRIES = 2;

/**
 * Whether an attempt that failed after `retries` retries is tried again: a network failure or a 5xx (the next attempt
 * may well succeed) that names no time to call again (`Retry-After`), at most {@link MAX_RETRIES} times. The one rule
 * of the client's calls and the relay's.
 */
export const shouldRetry = (failure: { kind: string; retryAt?: number }, retries: number): boolean =>
  retries < MAX_RETRIES && isTransient(failure) && !('retryAt' in failure);

/**
 * Delay before retry number `retry` (0-based): 0.5 s, 1 s … plus up to as much again at random, so that tabs spread
 * out.
 */
export const backoffDelay = (retry: number, random: () => number): number => (500 << retry) * (1 + random());

/** Waits `ms` on the injected timers; an abort ends the wait at once, rejecting with its reason. */
export function sleep(ms: number, timers: Timers, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    signal.throwIfAborted();
    const onAbort = () => {
      timers.clearTimeout(id);
      reject(signal.reason);
    };
    const id = timers.setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort);
  });
}
