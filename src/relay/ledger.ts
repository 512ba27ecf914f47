/**
 * The relay's day, as its store keeps it: the upstream calls made this KST day, the queries asked today and
 * yesterday, the reserve of yesterday's common queries, the refresh credit, the key's limit once learnt and the pause
 * after upstream failures. Everything but the limit and the pause rolls over at KST midnight.
 */
import type { KstDate } from '../api/types.js';
import { addDays, isInstant, kstDateOf } from '../time/kst.js';
import { commonQueries, countAsk, followDay, type Asks } from './asks.js';
import { reserveSize } from './budget.js';
import { isPause, NO_PAUSE, type Pause } from './cooldown.js';
import { accrue, burstOf, type Credit } from './pacing.js';

export interface LedgerState extends Credit {
  day: KstDate;
  /** Upstream requests started this KST day, retries included. */
  used: number;
  asks: Asks;
  yesterday: Asks;
  /** Yesterday's common queries, most asked first, whose call from today's reserve is unspent. */
  reserved: string[];
  /** The key's daily limit from its first answer: null when it has none; absent until then. */
  learntLimit?: number | null;
  /** See cooldown.ts. */
  pause: Pause;
}

export const newDay = (now: number): LedgerState => ({
  day: kstDateOf(now),
  used: 0,
  asks: {},
  yesterday: {},
  reserved: [],
  credit: 0,
  creditAt: now,
  pause: NO_PAUSE,
});

const isAsks = (value: unknown): value is Asks =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((count) => Number.isSafeInteger(count) && count > 0);

/** A ledger read back from the store, or null when it is not one (a file from before the pause was kept has none). */
export function readLedger(value: unknown): LedgerState | null {
  const state = value as Partial<LedgerState> | null;
  const pause = state?.pause ?? NO_PAUSE;
  const valid =
    typeof state?.day === 'string' &&
    Number.isSafeInteger(state.used) &&
    state.used! >= 0 &&
    isAsks(state.asks) &&
    isAsks(state.yesterday) &&
    Array.isArray(state.reserved) &&
    state.reserved.every((query) => typeof query === 'string') &&
    Number.isFinite(state.credit) &&
    isInstant(state.creditAt) &&
    (state.learntLimit === undefined || state.learntLimit === null || Number.isSafeInteger(state.learntLimit)) &&
    isPause(pause);
  return valid ? ({ ...state, pause } as LedgerState) : null;
}

export class Ledger {
  constructor(
    public state: LedgerState,
    /** The day's budget as it stands (see dailyBudget). */
    private readonly budget: () => number | null | undefined,
  ) {}

  /** Starts a new KST day when `now` is in one: yesterday's common queries get today's reserve. */
  rollover(now: number): void {
    const day = kstDateOf(now);
    if (day === this.state.day) return;
    // Asks of the day before yesterday, when the relay was down yesterday, say nothing of yesterday.
    const { asks, learntLimit, pause } = this.state;
    const yesterday = day === addDays(this.state.day, 1) ? asks : {};
    const budget = this.budget();
    this.state = {
      ...newDay(now),
      yesterday,
      reserved: commonQueries(yesterday, reserveSize(budget)).map((query) => followDay(query, this.state.day, day)),
      credit: budget == null ? 0 : burstOf(budget),
      learntLimit,
      pause,
    };
  }

  ask(query: string): void {
    this.state.asks = countAsk(this.state.asks, query);
  }

  /** Today's and yesterday's asks of a query: the rank that keeps its stored body from eviction. */
  asked(query: string): number {
    return (this.state.asks[query] ?? 0) + (this.state.yesterday[query] ?? 0);
  }

  isReserved(query: string): boolean {
    return this.state.reserved.includes(query);
  }

  /**
   * The refresh credit at `now`, with `left` calls to spread until midnight; null without a budget. Worked out for a
   * decision, not kept: only a call that is made keeps it (see admit).
   */
  creditAt(now: number, left: number): Credit | null {
    const budget = this.budget();
    return budget == null ? null : accrue(this.state, now, Math.max(0, left), burstOf(budget));
  }

  /**
   * A call is decided: a reserved query spends its reserve; a refresh, `credit` as worked out for its decision, keeps
   * it and spends one.
   */
  admit(query: string, credit: Credit | null): void {
    const { reserved } = this.state;
    if (credit) Object.assign(this.state, credit);
    if (reserved.includes(query)) this.state.reserved = reserved.filter((other) => other !== query);
    else if (credit) this.state.credit -= 1;
  }

  /** One upstream request is starting. */
  count(): void {
    this.state.used++;
  }

  learn(limit: number | null): void {
    this.state.learntLimit = limit;
  }
}
