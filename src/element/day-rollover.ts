/**
 * Revalidates when statuses and D-days roll over: while the element stays open, just after the server is sure
 * to be past KST midnight (serverDayEnd), and when a hidden tab is shown again (its timers may have been
 * throttled meanwhile). Also when the browser comes back online, so that a load that failed for want of a
 * network is tried again.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Timers } from '../client/retry.js';
import { serverDayEnd } from '../client/server-day.js';
import type { Clock } from '../time/kst.js';

export class DayRolloverController implements ReactiveController {
  /** Set on connection, so always set when disconnected. */
  #timer: unknown;
  readonly #onVisibility = () => {
    if (document.visibilityState === 'visible') this.onRollover();
  };
  readonly #onOnline = () => this.onRollover();

  constructor(
    host: ReactiveControllerHost,
    private readonly clock: () => Clock,
    private readonly timers: () => Timers,
    private readonly onRollover: () => void,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    document.addEventListener('visibilitychange', this.#onVisibility);
    addEventListener('online', this.#onOnline);
    this.#schedule();
  }

  hostDisconnected(): void {
    document.removeEventListener('visibilitychange', this.#onVisibility);
    removeEventListener('online', this.#onOnline);
    this.timers().clearTimeout(this.#timer);
  }

  #schedule(): void {
    const now = this.clock()();
    this.#timer = this.timers().setTimeout(() => {
      this.onRollover();
      this.#schedule();
    }, serverDayEnd(now) - now + 1000);
  }
}
