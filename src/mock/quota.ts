/** Daily call counters per key, reset at KST midnight. */
import type { KstDate } from '../api/types.js';

export class DailyCounters {
  #counts = new Map<string, { day: KstDate; calls: number }>();

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
}
