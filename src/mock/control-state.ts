/**
 * The state of the mock's controls (the demo's, outside the v1 surface), and how it is read back from a store: the
 * demo keeps it in the page's storage, so that a reload keeps the quota used (its 429s) and the data's ETags (its
 * 304s). Whatever the store holds, a value that is not what it should be reads as its default.
 */
import type { KstDate } from '../api/types.js';
import { isInstant, isKstDate } from '../time/kst.js';
import type { DayCount } from './daily-counters.js';

/** A fault applied to every request: also sent per request as `X-Mock-Fault: internal` and `X-Mock-Delay: <ms>`. */
export interface MockFault {
  /** Answer 500 `internal`. */
  internal?: boolean;
  /** Wait this long before answering. */
  delayMs?: number;
}

export interface MockControlState {
  fault: MockFault | null;
  /** Added to the clock: the mock's time runs this far from the real one. */
  clockOffsetMs: number;
  /** The data's changes made through the controls: how many, and the mock's time of the last, its `updated_at`. */
  dataChange: { count: number; at: number } | null;
  /** Corrections filed through the controls (see correction.ts), by offering id. */
  corrections: Record<string, number>;
  /** Calls per key on its last KST day. */
  calls: Record<string, DayCount>;
}

/** Where the state is kept between page loads. */
export interface MockStateStore {
  load(): unknown;
  save(state: MockControlState): void;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A fault as the mock applies it: both fields set; anything but an object is no fault. */
export function faultOf(value: unknown): MockFault | null {
  if (!isRecord(value)) return null;
  const delayMs = Number.isSafeInteger(value.delayMs) && (value.delayMs as number) > 0 ? (value.delayMs as number) : 0;
  return { internal: value.internal === true, delayMs };
}

function dataChangeOf(value: unknown): MockControlState['dataChange'] {
  if (!isRecord(value) || !Number.isSafeInteger(value.count) || !isInstant(value.at)) return null;
  return { count: value.count as number, at: value.at };
}

function correctionsOf(value: unknown): Record<string, number> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(([, times]) => Number.isSafeInteger(times) && (times as number) > 0),
  ) as Record<string, number>;
}

function callsOf(value: unknown): Record<string, DayCount> {
  if (!isRecord(value)) return {};
  const calls: Record<string, DayCount> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (isRecord(entry) && isKstDate(entry.day) && Number.isSafeInteger(entry.calls) && (entry.calls as number) > 0) {
      calls[key] = { day: entry.day as KstDate, calls: entry.calls as number };
    }
  }
  return calls;
}

/** The state a store holds, each part that is not valid replaced by its default. */
export function controlStateOf(stored: unknown): MockControlState {
  const value = isRecord(stored) ? stored : {};
  return {
    fault: faultOf(value.fault),
    clockOffsetMs: isInstant(value.clockOffsetMs) ? value.clockOffsetMs : 0,
    dataChange: dataChangeOf(value.dataChange),
    corrections: correctionsOf(value.corrections),
    calls: callsOf(value.calls),
  };
}
