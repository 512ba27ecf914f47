/**
 * The pause in upstream calls after the upstream fails (a 5xx, a timeout, no answer): no new call starts before it
 * ends, so that an outage is not met with one call per visitor, which nothing else bounds for a key without a limit.
 * Each failed request in a row doubles the pause, from 15 s up to 5 min; any answer below 500 ends it.
 */

export const FIRST_PAUSE_MS = 15_000;
export const LONGEST_PAUSE_MS = 300_000;

export class Cooldown {
  #failures = 0;
  #until = 0;

  /** An upstream request failed at `now`. */
  failed(now: number): void {
    this.#until = now + Math.min(FIRST_PAUSE_MS * 2 ** this.#failures, LONGEST_PAUSE_MS);
    this.#failures++;
  }

  /** The upstream answered. */
  answered(): void {
    this.#failures = 0;
    this.#until = 0;
  }

  /** When calls may start again, while paused; else null. */
  until(now: number): number | null {
    return now < this.#until ? this.#until : null;
  }
}
