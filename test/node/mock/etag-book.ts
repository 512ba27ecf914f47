/** The ETags the load run has been answered, per target, and the If-None-Match each request sends. */
import { dataEpoch, kstDay } from './quota-model.js';
import type { LoadRequest } from './load-requests.js';

/** Matches no ETag the mock makes. */
const UNKNOWN_ETAG = 'W/"0000000000000000"';

export interface Conditional {
  /** If-None-Match, or null for none. */
  value: string | null;
  /** Whether it holds the ETag in force, so that the answer is a 304 (or a 429 before it). */
  matches: boolean;
}

export class EtagBook {
  readonly #latest = new Map<string, { epoch: string; day: string; etag: string }>();

  conditional(request: LoadRequest, instant: number): Conditional {
    const known = this.#latest.get(request.target);
    if (request.conditional === 'fresh') {
      // Only an ETag of the same data and day is sure to hold: a collection that finds nothing new keeps it too.
      return known?.epoch === dataEpoch(instant)
        ? { value: known.etag, matches: true }
        : { value: null, matches: false };
    }
    if (request.conditional === 'stale') {
      // The KST date is part of the ETag: one of another day never holds.
      return { value: known && known.day !== kstDay(instant) ? known.etag : UNKNOWN_ETAG, matches: false };
    }
    return { value: null, matches: false };
  }

  remember(target: string, instant: number, etag: string): void {
    this.#latest.set(target, { epoch: dataEpoch(instant), day: kstDay(instant), etag });
  }
}
