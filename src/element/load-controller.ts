/**
 * The host's one load: configuration → query → the client's answer → state. Each update tells it its inputs
 * (configuration, client, viewport, the month settled); it loads when they ask for another load than the one it holds,
 * aborting that one, whose answer is then dropped (a `@lit/task` Task runs the loads). It loads again by itself a second after the server's KST midnight,
 * when the page is shown again or back online, at a 5xx's `Retry-After` and once a 429 lifts. A completed load fires
 * `ipo-load` and `ipo-error`; the host's first render waits until the first call has left.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { Task, initialState } from '@lit/task';
import { loadQuery } from '../calendar/load-query.js';
import type { ListResult } from '../client/client-types.js';
import { serverDayEnd } from '../client/server-day.js';
import { kstDateOf, type Clock } from '../time/kst.js';
import type { Timers } from '../time/timers.js';
import { loadEventsOf } from './events.js';
import {
  callStarting,
  loadTarget,
  sameTarget,
  shownResult,
  wakeAt,
  type LoadInputs,
  type LoadPhase,
  type LoadTarget,
} from './load-state.js';

/** The host, whose clock and timers may be replaced at any time: they are read when used. */
interface LoadHost extends ReactiveControllerHost, EventTarget {
  now: Clock;
  timers: Timers;
}

/** The rollover's reload comes this long after the server is sure to be past KST midnight. */
const ROLLOVER_DELAY_MS = 1000;

export class LoadController implements ReactiveController {
  #phase: LoadPhase = { kind: 'idle' };
  #target: LoadTarget = { kind: 'idle' };
  /** The inputs of the last update, which a reload outside any update loads with. */
  #inputs: LoadInputs | null = null;
  /** What is stored for the month on screen, read once per update while it is what is shown. */
  #stored: ListResult | null = null;
  /** Runs a load with its signal, aborts the one it replaces and drops a replaced load's answer. */
  readonly #task: Task<[LoadTarget & { kind: 'load' }], ListResult>;
  /** Whether the next load asks the API even within the cache TTL. */
  #revalidateNext = false;
  #lastUpdatedAt: string | null = null;
  /** Whether the host has rendered once. */
  #drawn = false;
  #rolloverTimer: unknown;
  #wakeTimer: unknown;
  readonly #onVisibility = () => {
    if (document.visibilityState === 'visible') this.rerun();
  };
  readonly #onOnline = () => this.rerun();

  /** `loaded`: a load completed; called before its events are fired. */
  constructor(
    private readonly host: LoadHost,
    private readonly loaded: (result: ListResult) => void,
  ) {
    host.addController(this);
    this.#task = new Task(host, {
      autoRun: false,
      task: ([target], { signal }) => this.#load(target, signal),
      onComplete: (result) => this.#complete(result),
    });
  }

  /**
   * Takes the inputs of the update under way: loads when they ask for another load than the one held, and reads what
   * is stored for the month on screen when that is what is shown.
   */
  update(inputs: LoadInputs): void {
    this.#inputs = inputs;
    const target = loadTarget(inputs);
    if (!sameTarget(target, this.#target)) void this.#start(target);
    this.#readStored();
  }

  /** The result to show (see `shownResult`). */
  get result(): ListResult | null {
    return shownResult(this.#phase, this.#inputs?.navigation.settled ?? true, this.#stored);
  }

  get loading(): boolean {
    return this.#phase.kind === 'loading';
  }

  /** Whether the load held has completed (with data or not). */
  get hasLoaded(): boolean {
    return this.#phase.kind === 'loaded';
  }

  /** The `updated_at` of the last answer with data, of whatever month. */
  get lastUpdatedAt(): string | null {
    return this.#lastUpdatedAt;
  }

  /** Whether the host draws nothing in the update under way: its first call has not left yet. */
  get held(): boolean {
    return !this.#drawn && callStarting(this.#phase, this.#inputs?.viewport.reported ?? false);
  }

  /** Loads again with a conditional call, even within the cache TTL, aborting a load under way. */
  refresh(): Promise<unknown> {
    this.#revalidateNext = true;
    return this.#restart();
  }

  /**
   * Loads again, unless a load is under way: the rollover, a lifting 429, the page shown again or online can come
   * together.
   */
  rerun(): void {
    if (!this.loading) void this.#restart();
  }

  hostConnected(): void {
    document.addEventListener('visibilitychange', this.#onVisibility);
    addEventListener('online', this.#onOnline);
    this.#scheduleRollover();
    if (this.#phase.kind === 'loaded') this.#scheduleWake(this.#phase.wakeAt);
  }

  hostUpdated(): void {
    if (!this.held) this.#drawn = true;
  }

  hostDisconnected(): void {
    document.removeEventListener('visibilitychange', this.#onVisibility);
    removeEventListener('online', this.#onOnline);
    this.host.timers.clearTimeout(this.#rolloverTimer);
    this.#scheduleWake(null);
  }

  /** Loads the target of the last update's inputs again, outside any update. */
  #restart(): Promise<unknown> {
    if (!this.#inputs) return Promise.resolve();
    const done = this.#start(loadTarget(this.#inputs));
    this.#readStored();
    this.host.requestUpdate();
    return done;
  }

  /** Holds `target`, aborting the load under way, whose answer is then dropped. */
  #start(target: LoadTarget): Promise<unknown> {
    this.#target = target;
    this.#scheduleWake(null);
    if (target.kind !== 'load') {
      this.#task.abort();
      this.#phase = target;
      return Promise.resolve();
    }
    this.#phase = { kind: 'loading', left: false };
    return this.#task.run([target]);
  }

  /** One load of `target`; an aborted one ends with no answer. */
  async #load(target: LoadTarget & { kind: 'load' }, signal: AbortSignal): Promise<ListResult | typeof initialState> {
    const revalidate = this.#revalidateNext;
    this.#revalidateNext = false;
    const underway = () => {
      if (signal.aborted) return;
      this.#phase = { kind: 'loading', left: true };
      if (!this.#drawn) this.host.requestUpdate();
    };
    // A load asks for the day it starts on: the rollover starts one outside any update.
    const query = loadQuery(target.config, target.month, kstDateOf(this.host.now()));
    try {
      const result = await target.client.list(query, { signal, revalidate, underway });
      return signal.aborted ? initialState : result;
    } catch (error) {
      if (signal.aborted) return initialState;
      throw error;
    }
  }

  /** The answer of the load held. */
  #complete(result: ListResult): void {
    const at = wakeAt(result, this.host.now());
    this.#phase = { kind: 'loaded', result, wakeAt: at };
    this.#scheduleWake(at);
    if (result.data) this.#lastUpdatedAt = result.data.updated_at;
    this.loaded(result);
    for (const event of loadEventsOf(result)) this.host.dispatchEvent(event);
  }

  /** Reads what is stored for the month on screen, when the phase shows it. */
  #readStored(): void {
    const inputs = this.#inputs;
    const showsStored = this.#phase.kind === 'loading' || !inputs?.navigation.settled;
    this.#stored =
      showsStored && inputs?.config && inputs.client
        ? inputs.client.peek(loadQuery(inputs.config, inputs.navigation.state.month, inputs.today))
        : null;
  }

  /** Loads again a second after the server is sure to be past KST midnight, and again each day after. */
  #scheduleRollover(): void {
    const now = this.host.now();
    this.#rolloverTimer = this.host.timers.setTimeout(
      () => {
        this.rerun();
        this.#scheduleRollover();
      },
      serverDayEnd(now) - now + ROLLOVER_DELAY_MS,
    );
  }

  /** Loads again at `at`, in place of any reload it had planned; null plans none. */
  #scheduleWake(at: number | null): void {
    if (this.#wakeTimer !== undefined) this.host.timers.clearTimeout(this.#wakeTimer);
    this.#wakeTimer =
      at === null ? undefined : this.host.timers.setTimeout(() => this.rerun(), Math.max(0, at - this.host.now()));
  }
}
