/**
 * The month view's navigation: the month on screen, its tab stop and listed day (see ../calendar/month-state.ts),
 * and the month loaded, which follows the month on screen once navigation settles, so that months only passed
 * through cost no call. A navigation to another month fires `ipo-range-change` at once.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { KstDate } from '../api/types.js';
import { visibleSpan } from '../calendar/month-grid.js';
import { focusDay, navigate, openDay, openMonth, pressGridKey, type MonthState } from '../calendar/month-state.js';
import type { Timers } from '../time/timers.js';
import type { KstMonth } from '../time/kst.js';
import { IpoRangeChangeEvent } from './events.js';

/** Navigation settles this long before the displayed month is loaded. */
export const MONTH_LOAD_DELAY_MS = 300;

/** The host, whose timers may be replaced at any time: they are read when used. */
interface NavigationHost extends ReactiveControllerHost, EventTarget {
  timers: Timers;
}

/** Where focus goes once a key's move is rendered. */
export interface FocusTarget {
  focusAfterRender(selector: string): void;
}

export interface NavigationSources {
  focus(): FocusTarget;
  /** Whether the host is narrow: the day list then follows the tab stop. */
  narrow(): boolean;
}

export class MonthNavigationController implements ReactiveController {
  #state: MonthState = { month: '', focused: '', selected: null };
  #loadedMonth: KstMonth = '';
  #loadTimer: unknown;

  constructor(
    private readonly host: NavigationHost,
    private readonly sources: NavigationSources,
  ) {
    host.addController(this);
  }

  get state(): MonthState {
    return this.#state;
  }

  /** The month to load: the month on screen once navigation has settled. */
  get loadedMonth(): KstMonth {
    return this.#loadedMonth;
  }

  /** Whether the month on screen is the one loaded. */
  get settled(): boolean {
    return this.#state.month === this.#loadedMonth;
  }

  /** Shows a month and loads it at once, without an event: the month the configuration names. */
  open(month: KstMonth, today: KstDate): void {
    this.#state = openMonth(month, today);
    this.#loadedMonth = month;
  }

  /** A navigation button: `step` months on, or null for today's month. */
  navigate(step: number | null, today: KstDate): void {
    this.#change(navigate(this.#state, step, today, this.sources.narrow()));
  }

  /** A key on the grid. */
  keydown(event: KeyboardEvent, today: KstDate): void {
    const outcome = pressGridKey(this.#state, event, today, this.sources.narrow());
    if (!outcome) return;
    event.preventDefault();
    const { state, focus } = outcome;
    this.sources.focus().focusAfterRender(focus === 'day' ? `[data-date="${state.focused}"]` : '[part~=agenda] button');
    this.#change(state);
  }

  /** A day cell got focus (by a click or a script): it becomes the tab stop. */
  focusIn(date: KstDate): void {
    if (date !== this.#state.focused) this.#change(focusDay(this.#state, date, this.sources.narrow()));
  }

  /** A day cell was clicked: its entries are listed. */
  openDay(date: KstDate): void {
    this.#change(openDay(this.#state, date));
  }

  /** A navigation left to settle while the host was away settles once it is back. */
  hostConnected(): void {
    if (!this.settled) this.#loadAfterDelay();
  }

  /** A removed host makes no call: a navigation under way settles when it is connected again. */
  hostDisconnected(): void {
    this.#cancelLoad();
  }

  #change(state: MonthState): void {
    const navigated = state.month !== this.#state.month;
    this.#state = state;
    if (navigated) {
      this.host.dispatchEvent(new IpoRangeChangeEvent(visibleSpan(state.month)));
      this.#loadAfterDelay();
    }
    this.host.requestUpdate();
  }

  #loadAfterDelay(): void {
    this.#cancelLoad();
    this.#loadTimer = this.host.timers.setTimeout(() => {
      this.#loadTimer = undefined;
      this.#loadedMonth = this.#state.month;
      this.host.requestUpdate();
    }, MONTH_LOAD_DELAY_MS);
  }

  #cancelLoad(): void {
    if (this.#loadTimer !== undefined) this.host.timers.clearTimeout(this.#loadTimer);
    this.#loadTimer = undefined;
  }
}
