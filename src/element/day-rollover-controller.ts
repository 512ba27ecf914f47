/**
 * Revalidates when statuses and D-days roll over: while the element stays open, just after the server is sure
 * to be past KST midnight (serverDayEnd), and when a hidden tab is shown again (its timers may have been
 * throttled meanwhile). Also when the browser comes back online, so that a load that failed for want of a
 * network is tried again.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Timers } from '../time/timers.js';
import { serverDayEnd } from '../client/server-day.js';
import type { Clock } from '../time/kst.js';

/** The host, whose clock and timers may be replaced at any time: they are read when used. */
interface RolloverHost extends ReactiveControllerHost {
  now: Clock;
  timers: Timers;
}

export class DayRolloverController implements ReactiveController {
  /** Set on connection, so always set when disconnected. */
  #timer: unknown;
  readonly #onVisibility = () => {
    if (document.visibilityState === 'visible') this.onRollover();
  };
  readonly #onOnline = () => this.onRollover();

  constructor(
    private readonly host: RolloverHost,
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
    this.host.timers.clearTimeout(this.#timer);
  }

  #schedule(): void {
    const now = this.host.now();
    this.#timer = this.host.timers.setTimeout(
      () => {
        this.onRollover();
        this.#schedule();
      },
      serverDayEnd(now) - now + 1000,
    );
  }
}
