/** Retries with exponential backoff and jitter, on injected timers, stopping on abort. */

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

export const MAX_RETRIES = 2;
const BASE_DELAY_MS = 1000;

/** Delay before retry number `retry` (0-based): half of 1 s, 2 s … plus up to as much again at random, so that tabs spread out. */
export function backoffDelay(retry: number, random: () => number): number {
  const ceiling = BASE_DELAY_MS * 2 ** retry;
  return ceiling / 2 + (random() * ceiling) / 2;
}

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
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Runs `attempt` until it gives a result that is not worth retrying, at most {@link MAX_RETRIES} more times. */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  worthRetrying: (result: T) => boolean,
  { timers, random, signal }: { timers: Timers; random: () => number; signal: AbortSignal },
): Promise<T> {
  for (let retry = 0; ; retry++) {
    const result = await attempt();
    if (retry === MAX_RETRIES || !worthRetrying(result)) return result;
    await sleep(backoffDelay(retry, random), timers, signal);
  }
}
