/** Daily call counters per key, reset at KST midnight. */
import type { KstDate } from '../api/types.js';

/** A key's calls on the last KST day it made any. */
export type DayCount = { day: KstDate; calls: number };

export class DailyCounters {
  #counts: Map<string, DayCount>;

  constructor(counts: Record<string, DayCount> = {}) {
    this.#counts = new Map(Object.entries(counts));
  }

  used(key: string, today: KstDate): number {
    const entry = this.#counts.get(key);
    return entry?.day === today ? entry.calls : 0;
  }

  /** Counts one call and returns the calls made today, this one included. */
  count(key: string, today: KstDate): number {
    const calls = this.used(key, today) + 1;
    this.#counts.set(key, { day: today, calls });
    return calls;
  }

  clear(): void {
    this.#counts.clear();
  }

  toJSON(): Record<string, DayCount> {
    return Object.fromEntries(this.#counts);
  }
}
