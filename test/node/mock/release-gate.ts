/**
 * The mock's injected `sleep`, turned into a gate: request `i` sends `X-Mock-Delay: i + 1` and is held in the server
 * until the test releases it, so that a whole batch is in flight at once and then answered in an order the test picks.
 * No real time passes.
 */
export class ReleaseGate {
  readonly #held = new Map<number, () => void>();
  /** Requests answered without being held (each a failure the test reports): they count as arrived. */
  #bypassed = 0;
  #waiter: { count: number; resolve: () => void } | null = null;

  /** For `createMockApi({ sleep })`. */
  readonly sleep = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const index = ms - 1;
      if (this.#held.has(index)) throw new Error(`request ${index} held twice`);
      this.#held.set(index, resolve);
      this.#notify();
    });

  bypassed(): void {
    this.#bypassed += 1;
    this.#notify();
  }

  /** Resolves once `count` requests have arrived. */
  arrived(count: number): Promise<void> {
    return new Promise((resolve) => {
      this.#waiter = { count, resolve };
      this.#notify();
    });
  }

  /** Lets the held requests go on, one after the other in `order`; returns how many of them were held. */
  release(order: readonly number[]): number {
    let released = 0;
    for (const index of order) {
      const resume = this.#held.get(index);
      if (!resume) continue;
      this.#held.delete(index);
      resume();
      released += 1;
    }
    return released;
  }

  #notify(): void {
    if (this.#waiter && this.#held.size + this.#bypassed >= this.#waiter.count) {
      this.#waiter.resolve();
      this.#waiter = null;
    }
  }
}
