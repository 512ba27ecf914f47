/**
 * The fetch the relay's client calls the API with: every request is counted against the day's budget before it
 * starts (a request past the budget is refused, whatever asked for it), the key's limit is learnt from the first
 * answer, and each call is logged with its canonical query, its status and the calls left. The key is in the
 * request's headers only, never in what is logged.
 */

export interface UpstreamHooks {
  /** Whether one more request fits the day's budget; true counts it. */
  start(): boolean;
  /** An answer (its status and headers) or a failure (null) came back. */
  end(query: string, response: Response | null): void;
}

export class BudgetSpent extends Error {
  constructor() {
    super("the relay's daily budget of upstream calls is spent");
  }
}

export function upstreamFetch(fetch: typeof globalThis.fetch, hooks: UpstreamHooks): typeof globalThis.fetch {
  return async (input, init) => {
    if (!hooks.start()) throw new BudgetSpent();
    const url = String(input);
    const query = url.slice(url.indexOf('?') + 1);
    try {
      const response = await fetch(input, init);
      hooks.end(query, response);
      return response;
    } catch (error) {
      hooks.end(query, null);
      throw error;
    }
  };
}
