/**
 * The pause in upstream calls after the upstream fails (a 5xx, a timeout, no answer): no new call starts before it
 * ends, so that an outage is not met with one call per visitor, which nothing else bounds for a key without a limit.
 * Each failed request in a row doubles the pause, from 15 s up to 5 min; any answer below 500 ends it. After a pause,
 * one call tries the upstream again, and no other starts until it ends: an upstream that times out is not met with
 * one slow call per visitor either.
 */

export const FIRST_PAUSE_MS = 15_000;
export const LONGEST_PAUSE_MS = 300_000;

export class Cooldown {
  #failures = 0;
  #until = 0;
  /** A call that tries the upstream again after failures is under way. */
  #trying = false;

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

  /** A call starts; returns whether it is the one that tries the upstream again after failures. */
  callStarted(): boolean {
    if (this.#failures === 0) return false;
    this.#trying = true;
    return true;
  }

  /** The call that tried the upstream again ended, with an answer or not. */
  tryEnded(): void {
    this.#trying = false;
  }

  /** When calls may start again, while paused (an estimate while a call tries the upstream again); else null. */
  until(now: number): number | null {
    if (now < this.#until) return this.#until;
    return this.#trying ? now + FIRST_PAUSE_MS : null;
  }
}
