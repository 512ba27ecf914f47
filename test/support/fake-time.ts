/**
 * A clock and timers that move only when a test says so, and always together, so that no test waits for real. Client
 * and element tests alike take `clock` and `timers` from one FakeTime.
 */
import type { Clock } from '../../src/time/kst.js';
import type { Timers } from '../../src/time/timers.js';

interface Scheduled {
  id: number;
  at: number;
  callback: () => void;
}

/** Resolves after `count` timer tasks in a row (`setTimeout(…, 0)`), with the promise chains they let run. */
export async function timerTasks(count: number): Promise<void> {
  for (let task = 0; task < count; task++) await new Promise<void>((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves in the task of a message posted now through a MessageChannel: pending microtasks, and the tasks queued
 * before it, have run (no real waiting). Not a frame: requestAnimationFrame waits for the display's next refresh.
 */
export function nextTask(): Promise<void> {
  const channel = new MessageChannel();
  // Closed once heard: in Node, a port with a listener keeps the process alive.
  const next = new Promise<void>(
    (resolve) =>
      (channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      }),
  );
  channel.port2.postMessage(null);
  return next;
}

/** Timer tasks enough for the work a timer starts: its promise chains, and the few tasks msw and body reading take. */
const AFTER_TIMER_TASKS = 5;

/**
 * Lets the work a timer started settle: the timer tasks above, then a message task, the kind in which the element
 * renders where the browser lacks `scheduler.yield()` (src/element/yield-to-main.ts). WebKit delivers a message after
 * some ten timer tasks, so a count of timer tasks alone would end before that render.
 */
async function settle(): Promise<void> {
  await timerTasks(AFTER_TIMER_TASKS);
  await nextTask();
}

export class FakeTime {
  now: number;
  readonly #scheduled: Scheduled[] = [];
  #nextId = 1;

  constructor(start: number | string) {
    this.now = typeof start === 'string' ? Date.parse(start) : start;
  }

  readonly clock: Clock = () => this.now;

  readonly timers: Timers = {
    setTimeout: (callback, ms) => {
      const id = this.#nextId++;
      this.#scheduled.push({ id, at: this.now + Math.max(0, ms), callback });
      return id;
    },
    clearTimeout: (id) => {
      const index = this.#scheduled.findIndex((entry) => entry.id === id);
      if (index >= 0) this.#scheduled.splice(index, 1);
    },
  };

  /** A `sleep` on these timers (for the mock's injected delay). */
  readonly sleep = (ms: number) => new Promise<void>((resolve) => this.timers.setTimeout(resolve, ms));

  get pendingTimers(): number {
    return this.#scheduled.length;
  }

  /** Moves the clock by `ms`, running the timers that fall due in order and letting work settle after each. */
  async advance(ms: number): Promise<void> {
    const target = this.now + ms;
    await settle();
    for (let due = this.#firstDue(target); due; due = this.#firstDue(target)) {
      this.#scheduled.splice(this.#scheduled.indexOf(due), 1);
      this.now = due.at;
      due.callback();
      await settle();
    }
    this.now = target;
    await settle();
  }

  /** Moves the clock to the first timer due within `ms` and runs it; false when there is none. */
  async advanceToNext(ms: number): Promise<boolean> {
    const due = this.#firstDue(this.now + ms);
    if (due) await this.advance(due.at - this.now);
    return !!due;
  }

  #firstDue(until: number): Scheduled | undefined {
    return this.#scheduled.filter((entry) => entry.at <= until).sort((a, b) => a.at - b.at || a.id - b.id)[0];
  }
}
