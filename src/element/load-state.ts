/**
 * Where the element's load stands, and the pure decisions over it: what to load for the inputs of an update, whether
 * two of them load the same, what to show, whether the first render waits, and when to load again by itself.
 */
import type { KstDate } from '../api/types.js';
import type { IpoClient, ListResult } from '../client/client-types.js';
import type { KstMonth } from '../time/kst.js';
import { sameValue } from '../util/same-value.js';
import type { ElementConfig } from './config.js';

/** What an update tells the load. */
export interface LoadInputs {
  /** The configuration of the host's loads, or null while it is invalid. */
  config: ElementConfig | null;
  /** The client the configuration names, or null while it has never been valid. */
  client: IpoClient | null;
  /** Whether the host is near the viewport, and whether that is known yet (a lazy host's first report). */
  viewport: { readonly near: boolean; readonly reported: boolean };
  /** The month on screen, the month loaded (the month on screen once navigation settles) and whether they are one. */
  navigation: {
    readonly state: { readonly month: KstMonth };
    readonly loadedMonth: KstMonth;
    readonly settled: boolean;
  };
  /** The KST day of the update. */
  today: KstDate;
}

/** What the inputs ask for: nothing, a lazy host's wait for the viewport, or a load (`month` '' in the list view). */
export type LoadTarget =
  { kind: 'idle' } | { kind: 'waiting' } | { kind: 'load'; client: IpoClient; config: ElementConfig; month: KstMonth };

/**
 * The one state of the load. `loading.left`: its request has left, or it no longer waits on this page (see
 * `ListOptions.underway`). `loaded.wakeAt`: when it loads again by itself (see `wakeAt`).
 */
export type LoadPhase =
  | { kind: 'idle' }
  | { kind: 'waiting' }
  | { kind: 'loading'; left: boolean }
  | { kind: 'loaded'; result: ListResult; wakeAt: number | null };

/** A 429 lifting in the past is asked again at this pace, not at once. */
export const RATE_LIMITED_RETRY_MS = 1000;

export function loadTarget({ config, client, viewport, navigation }: LoadInputs): LoadTarget {
  if (!config || !client) return { kind: 'idle' };
  // Whether a call is wanted, not `near` itself: an eager element coming into view does not load again.
  if (config.loading === 'lazy' && !viewport.near) return { kind: 'waiting' };
  return { kind: 'load', client, config, month: config.view === 'month' ? navigation.loadedMonth : '' };
}

/** Two targets load the same: the client is the same object, the rest equal in value. */
export function sameTarget(a: LoadTarget, b: LoadTarget): boolean {
  if (a.kind !== 'load' || b.kind !== 'load') return a.kind === b.kind;
  return a.client === b.client && a.month === b.month && sameValue(a.config, b.config);
}

/**
 * What to show: the completed load or, while a load runs or navigation settles, `stored`, what is stored for the
 * month on screen (never another month's days).
 */
export function shownResult(phase: LoadPhase, settled: boolean, stored: ListResult | null): ListResult | null {
  if (phase.kind === 'idle') return null;
  if (phase.kind === 'loading' || !settled) return stored;
  return phase.kind === 'loaded' ? phase.result : null;
}

/**
 * Whether a call is about to leave: a load has started and its request has not, or a lazy host waits for its first
 * viewport report, which tells whether it calls at all. The host's first render waits meanwhile.
 */
export function callStarting(phase: LoadPhase, reported: boolean): boolean {
  return phase.kind === 'loading' ? !phase.left : phase.kind === 'waiting' && !reported;
}

/**
 * When a result completed at `now` loads again by itself: at the time a 5xx's `Retry-After` names (a relay's budget),
 * and once a 429 lifts (midnight KST, or its `Retry-After`); else never.
 */
export function wakeAt(result: ListResult, now: number): number | null {
  const { error } = result;
  if (error?.kind === 'server') return error.retryAt ?? null;
  if (error?.kind === 'rate_limited') return Math.max(error.until, now + RATE_LIMITED_RETRY_MS);
  return null;
}
