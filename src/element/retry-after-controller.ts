/**
 * Loads again when a server asked to be called back: a 5xx with `Retry-After` (a relay's 503 once its daily calls are
 * spent) is shown like any 5xx, stored data staying on screen, and tried again at the time it names.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ApiError } from '../client/client-types.js';
import type { Timers } from '../time/timers.js';
import type { Clock } from '../time/kst.js';

/** The host, whose clock and timers may be replaced at any time: they are read when used. */
interface RetryHost extends ReactiveControllerHost {
  now: Clock;
  timers: Timers;
}

export class RetryAfterController implements ReactiveController {
  #timer: unknown;
  /** The instant the pending retry is for: one timer per answer, not one per render. */
  #at: number | null = null;

  constructor(
    private readonly host: RetryHost,
    /** The error of the host's last load. */
    private readonly lastError: () => ApiError | null,
    private readonly retry: () => void,
  ) {
    host.addController(this);
  }

  hostUpdated(): void {
    const error = this.lastError();
    const at = (error?.kind === 'server' && error.retryAt) || null;
    if (at === this.#at) return;
    this.#cancel();
    this.#at = at;
    if (at !== null) this.#timer = this.host.timers.setTimeout(() => this.retry(), Math.max(0, at - this.host.now()));
  }

  hostDisconnected(): void {
    this.#cancel();
    this.#at = null;
  }

  #cancel(): void {
    if (this.#timer !== undefined) this.host.timers.clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}
