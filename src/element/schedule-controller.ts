/**
 * The schedule the host shows, and its loading: a Task lists the configured query (in the month view, the grid of the
 * month loaded) on the host's client once a call is wanted, and aborts the call under way when the query changes.
 * Until a load ends, and while navigation settles, the host shows what is stored for the month on screen: never
 * another month's days. A completed load fires `ipo-load` and `ipo-error`. It loads again after KST midnight
 * (DayRolloverController) and at the time a 5xx's `Retry-After` names (RetryAfterController).
 */
import type { ReactiveControllerHost } from 'lit';
import { Task, TaskStatus, initialState } from '@lit/task';
import { loadQuery } from '../calendar/load-query.js';
import type { IpoClient, ListResult } from '../client/client-types.js';
import type { Timers } from '../time/timers.js';
import { sameValue } from '../util/same-value.js';
import type { KstDate } from '../api/types.js';
import { kstDateOf, type Clock, type KstMonth } from '../time/kst.js';
import type { ElementConfig, LoadConfigResult } from './config.js';
import { DayRolloverController } from './day-rollover-controller.js';
import { loadEventsOf } from './events.js';
import { RetryAfterController } from './retry-after-controller.js';

/** The host, whose clock and timers may be replaced at any time: they are read when used. */
interface ScheduleHost extends ReactiveControllerHost, EventTarget {
  now: Clock;
  timers: Timers;
}

/** Whether the host is near the viewport, and whether that is known yet (a lazy host's first report). */
interface Viewport {
  readonly near: boolean;
  readonly reported: boolean;
}

/** The month view's navigation, as far as loading goes. */
interface Navigation {
  readonly state: { readonly month: KstMonth };
  readonly loadedMonth: KstMonth;
  readonly settled: boolean;
}

export interface ScheduleSources {
  /** The host's configuration of its loads: one that differs in value loads again (aborting the load under way). */
  config(): LoadConfigResult;
  /** The client the configuration names, or null while it is invalid: another one loads again. */
  client(): IpoClient | null;
  /** Where the host is: a lazy element makes no call before it is near the viewport. */
  viewport(): Viewport;
  /** The KST day of the host's update under way: what it shows while a load runs is the stored answer for that day. */
  today(): KstDate;
  navigation(): Navigation;
  /** The load under way has left (see `callStarting`). */
  underway(): void;
  /** A load completed; called before its events are fired. */
  loaded(result: ListResult): void;
}

type LoadArgs = readonly [client: IpoClient | null, config: LoadConfigResult, wanted: boolean, month: KstMonth];

/** The client is the same object or another; the rest is compared by value. */
const sameLoad = ([client, ...rest]: LoadArgs, [otherClient, ...otherRest]: LoadArgs) =>
  client === otherClient && sameValue(rest, otherRest);

export class ScheduleController {
  /** Whether the next load asks the API even within the cache TTL. */
  #revalidateNext = false;
  #lastUpdatedAt: string | null = null;
  /** Whether the load under way has left, or no longer waits on this page (see `ListOptions.underway`). */
  #underway = false;
  readonly #task: Task<LoadArgs, ListResult>;

  constructor(
    private readonly host: ScheduleHost,
    private readonly sources: ScheduleSources,
  ) {
    this.#task = new Task(host, {
      task: async ([client, config, wanted, month], { signal }) => {
        if (!client || !config.ok || !wanted) return initialState;
        const revalidate = this.#revalidateNext;
        this.#revalidateNext = false;
        this.#underway = false;
        const underway = () => {
          if (signal.aborted) return;
          this.#underway = true;
          sources.underway();
        };
        // A load asks for the day it starts on: the rollover starts one outside any update.
        const query = this.#queryFor(config.config, month, kstDateOf(host.now()));
        return client.list(query, { signal, revalidate, underway });
      },
      // Announced on completion, not inside the task: the update the announcement requests then renders the result,
      // not the stored copy it would otherwise decode and render once more while the task is still pending.
      onComplete: (result) => this.#announce(result),
      // Whether a call is wanted, not `near` itself: an eager element coming into view must not load again.
      args: (): LoadArgs => {
        const config = sources.config();
        if (!config.ok) return [null, config, false, ''];
        const wanted = config.config.loading === 'eager' || sources.viewport().near;
        const month = config.config.view === 'month' ? sources.navigation().loadedMonth : '';
        return [sources.client(), config, wanted, month];
      },
      argsEqual: sameLoad,
    });
    new DayRolloverController(host, () => this.rerun());
    new RetryAfterController(
      host,
      () => this.result?.error ?? null,
      () => this.rerun(),
    );
  }

  /**
   * The result to show: the completed load or, while a load runs or waits for navigation to settle, what is stored for
   * the month on screen.
   */
  get result(): ListResult | null {
    const config = this.sources.config();
    const client = this.sources.client();
    if (!config.ok || !client) return null;
    const navigation = this.sources.navigation();
    if (this.loading || !navigation.settled) {
      return client.peek(this.#queryFor(config.config, navigation.state.month, this.sources.today()));
    }
    return this.#task.value ?? null;
  }

  get loading(): boolean {
    return this.#task.status === TaskStatus.PENDING;
  }

  /**
   * Whether a call is about to leave: a load has started and its request has not, or a lazy host waits for its first
   * viewport report, which tells whether it calls at all.
   */
  get callStarting(): boolean {
    const config = this.sources.config();
    if (!config.ok) return false;
    if (config.config.loading === 'lazy' && !this.sources.viewport().reported) return true;
    return this.loading && !this.#underway;
  }

  /** Whether a load has completed (with data or not). */
  get hasLoaded(): boolean {
    return this.#task.value !== undefined;
  }

  /** The `updated_at` of the last answer with data, of whatever month. */
  get lastUpdatedAt(): string | null {
    return this.#lastUpdatedAt;
  }

  /** Loads again with a conditional call, even within the cache TTL. */
  refresh(): Promise<unknown> {
    this.#revalidateNext = true;
    return this.#task.run();
  }

  /**
   * Loads again, unless a load is under way: the rollover, a lifting 429, the page shown again or online can come
   * together.
   */
  rerun(): void {
    if (this.sources.config().ok && !this.loading) void this.#task.run();
  }

  #announce(result: ListResult): void {
    this.sources.loaded(result);
    if (result.data) this.#lastUpdatedAt = result.data.updated_at;
    for (const event of loadEventsOf(result)) this.host.dispatchEvent(event);
  }

  /** The query for the configuration on `today`; in the month view, for the grid of `month`. */
  #queryFor(config: ElementConfig, month: KstMonth, today: KstDate) {
    return loadQuery(config, month, today);
  }
}
