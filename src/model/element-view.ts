/**
 * What the element shows, decided from where its load stands: the header's busy notice, which body (a problem with
 * the attributes, a placeholder while loading, an error, an empty list, the list, the month) and which notes about the
 * data (a refresh that failed, stale data, a truncated answer, when the data last changed). Templates render it as
 * told.
 */
import type { Offering } from '../api/types.js';
import type { ApiError, ListResult } from '../client/client-types.js';
import type { AttributeProblem } from './attribute-problem.js';
import { parseInstant } from './parse-instant.js';
import type { View } from './parse-choice.js';

export interface LoadState {
  /** The configuration's first problem, or null when it is valid. */
  problem: AttributeProblem | null;
  view: View;
  /** The completed load or, while one runs or navigation settles, what is stored for the month on screen. */
  result: ListResult | null;
  /** A load is under way. */
  loading: boolean;
  /** The month on screen is the one loaded (always, in the list view). */
  settled: boolean;
  /** A load has completed, with data or not. */
  hasLoaded: boolean;
  /** The `updated_at` of the last answer with data, of whatever month. */
  lastUpdatedAt: string | null;
}

/** Notes about the data shown. */
export interface Notes {
  /** A refresh that failed: the data shown is the stored one. */
  failure: ApiError | null;
  /** When the data shown was last confirmed, if it could not be confirmed now. */
  staleSince: number | null;
  /** The answer holds `count` of `total` offerings. */
  truncated: { count: number; total: number } | null;
  /** When the service's data last changed ("data changed at"); null leaves its line empty, holding its place. */
  updatedAt: number | null;
}

export type Body =
  | { kind: 'problem'; problem: AttributeProblem }
  /** The list view's placeholder: nothing to show yet. */
  | { kind: 'loading' }
  /** The list view's failure with nothing to show. */
  | { kind: 'error'; error: ApiError }
  | { kind: 'empty'; notes: Notes }
  | { kind: 'list'; items: readonly Offering[]; notes: Notes }
  /**
   * The month, whatever its state: `items` null while not known, `failure` when loading them failed, `drawDays` once
   * its days are worth drawing (while a load is on the network, after one, or navigating).
   */
  | { kind: 'month'; items: readonly Offering[] | null; failure: ApiError | null; drawDays: boolean; notes: Notes };

export interface ElementView {
  /** The header's notice while a load is under way: `refreshing` over data shown, else `loading`. */
  busy: 'loading' | 'refreshing' | null;
  body: Body;
}

/** An answer that refuses the configuration any data: its key, its quota, its base URL or its query. */
const refuses = ({ kind }: ApiError) =>
  kind === 'invalid_key' || kind === 'rate_limited' || kind === 'not_found' || kind === 'bad_request';

export function elementView(state: LoadState): ElementView {
  const { problem, result, settled } = state;
  if (problem) return { busy: null, body: { kind: 'problem', problem } };
  const listed = result?.data ? result : null;
  // A month navigated to is loading already when nothing is stored for it (its call waits for navigation to settle).
  const pending = state.loading || (!settled && !listed);
  const busy = pending ? (listed ? 'refreshing' : 'loading') : null;
  // A failure without data is said once the retries are over; while they run, the view waits.
  const failure = result?.error && (listed || !pending) ? result.error : null;
  const notes: Notes = {
    failure: listed && failure,
    staleSince: listed?.stale ? listed.fetchedAt : null,
    truncated:
      listed && listed.data.total > listed.data.count ? { count: listed.data.count, total: listed.data.total } : null,
    // The data's last change is the service's, not the month's: the last one known stays said while another month
    // loads or cannot be reached, so that nothing under its line moves when the answer comes. An answer that refuses
    // the configuration any data leaves no data on screen for it to be said of.
    updatedAt: parseInstant(listed ? listed.data.updated_at : failure && refuses(failure) ? null : state.lastUpdatedAt),
  };
  if (state.view === 'month') {
    const items = listed?.data.items ?? null;
    // The first render waits until the first call has left (LoadController's `held`): drawing the days then takes that
    // work off the answer's path. A lazy month not yet near the viewport, which makes no call, only holds their place.
    const drawDays = state.hasLoaded || state.loading || !settled;
    return { busy, body: { kind: 'month', items, failure: listed ? null : failure, drawDays, notes } };
  }
  if (!listed) return { busy, body: failure ? { kind: 'error', error: failure } : { kind: 'loading' } };
  const { items } = listed.data;
  return { busy, body: items.length ? { kind: 'list', items, notes } : { kind: 'empty', notes } };
}
