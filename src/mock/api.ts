/**
 * The mock of API v1: one framework-free core, `Request` in and `Response` out. It is served by the
 * msw handlers (demo and browser tests), called in-process, and wrapped by the node:http server.
 *
 * Order of checks (the mock's choice): path (404), key (401), daily limit (429), parameters (400),
 * then 304 or 200. 200, 304 and 400 count toward the key's daily calls; 401, 404, 429 and injected
 * 500s do not. A valid key with a daily limit gets the X-RateLimit-* headers on every answer.
 * HEAD is answered as GET without the body.
 */
import type { ErrorBody, KstDate, ListResponse } from '../api/types.js';
import { kstDateOf, kstIso, nextKstMidnight, systemClock, type Clock } from '../time/kst.js';
import { retryAfterSeconds } from '../api/retry-after-seconds.js';
import { etagFor } from './etag.js';
import { matchesIfNoneMatch } from '../api/if-none-match.js';
import { collectedData, lastCollection, type OfferingRecord } from './fixtures.js';
import { fnv1a } from '../api/hash.js';
import { activeKey, type MockKey } from './keys.js';
import { isQueryProblem, parseQuery } from '../api/query.js';
import { DailyCounters } from './daily-counters.js';
import {
  controlStateOf,
  faultOf,
  type MockControlState,
  type MockFault,
  type MockStateStore,
} from './control-state.js';
import { nextCorrectable, withCorrections, type Corrections } from './correction.js';
import { toRecords } from './records.js';
import { selectOfferings } from './select.js';

export type { MockControlState, MockFault, MockStateStore };

export interface MockApiOptions {
  /** The clock; defaults to the system clock. */
  now?: Clock;
  /** Offerings in the v1 item shape (see records.ts); defaults to fixtures generated around today. */
  data?: unknown;
  /** `updated_at` for injected data (fixtures compute their own). */
  updatedAt?: string | null;
  /** Path of the v1 root on the host. */
  basePath?: string;
  /** `rate-limit` exposes only the X-RateLimit-* headers cross-origin, like a minimal server. */
  exposeHeaders?: 'all' | 'rate-limit';
  /** Waits for the injected delay; replaceable so tests never wait for real. */
  sleep?: (ms: number) => Promise<void>;
  /** Keeps the controls' state and the calls counted across page loads (the demo's); without it, they live in memory. */
  store?: MockStateStore;
}

export interface MockApi {
  handle(request: Request): Promise<Response>;
  /** The 404 for a request that no fetch `Request` can hold (see server.ts). */
  notFound(method: string, target: string): Response;
  // Mock-only controls (the demo's), outside the v1 surface.
  /** Applies a fault to every request until called with null. */
  setFault(fault: MockFault | null): void;
  /** Forgets every call counted: each key has its whole daily limit again. */
  resetQuota(): void;
  /** Runs the mock's clock this far from the one it was given (0: back to it); the KST day, quota and ETags follow. */
  setClockOffset(ms: number): void;
  /** Changes the data: `updated_at` becomes the mock's time now, and every query gets a new ETag. */
  changeData(): void;
  /**
   * Files a correction (정정신고서) for the offering `id`, or else for the next to open for subscription whose demand
   * forecasting has not started: its dates move two weeks later and its band is cut by 15 %, as a data change
   * (`changeData`). Returns the offering's id; null when there is no such offering.
   */
  fileCorrection(id?: string): string | null;
  /** The mock's time: its clock plus the offset. */
  now(): number;
  /** The controls' state and the calls counted, as the store keeps them. */
  controls(): MockControlState;
}

export const FAULT_HEADER = 'X-Mock-Fault';
export const DELAY_HEADER = 'X-Mock-Delay';
const MAX_DELAY_MS = 30_000;

const RATE_LIMIT_HEADERS = ['X-RateLimit-Limit', 'X-RateLimit-Remaining'];

/** The data behind every body, and a hash of all of it (`updated_at` too) for the ETag. */
type Data = { records: OfferingRecord[]; updatedAt: string | null; fingerprint: string };

// The demo shows the mock's times as it writes `updated_at`.
export { kstIso };

/**
 * The data after the controls changed it: the corrections filed, the later `updated_at`, and a fingerprint that
 * differs for each change.
 */
function changedData(
  data: Data,
  change: MockControlState['dataChange'],
  corrections: Corrections,
  today: KstDate,
): Data {
  if (!change) return data;
  const later = data.updatedAt === null || change.at > Date.parse(data.updatedAt);
  return {
    records: withCorrections(data.records, corrections, today),
    updatedAt: later ? kstIso(change.at) : data.updatedAt,
    fingerprint: fnv1a(`${data.fingerprint}|${change.count}`),
  };
}

const withFingerprint = (records: OfferingRecord[], updatedAt: string | null): Data => ({
  records,
  updatedAt,
  fingerprint: fnv1a(JSON.stringify([updatedAt, records])),
});

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createMockApi(options: MockApiOptions = {}): MockApi {
  const clock = options.now ?? systemClock;
  const basePath = (options.basePath ?? '/v1').replace(/\/$/, '');
  const sleep = options.sleep ?? realSleep;
  const exposed =
    options.exposeHeaders === 'rate-limit' ? RATE_LIMIT_HEADERS : ['ETag', ...RATE_LIMIT_HEADERS, 'Retry-After'];
  const injected =
    options.data === undefined ? null : withFingerprint(toRecords(options.data), options.updatedAt ?? null);
  const stored = controlStateOf(options.store?.load());
  const counters = new DailyCounters(stored.calls);
  let { fault: standingFault, clockOffsetMs, dataChange } = stored;
  const corrections = new Map(Object.entries(stored.corrections));
  let fixtures: (Data & { day: KstDate }) | null = null;
  const now = () => clock() + clockOffsetMs;
  const controls = (): MockControlState => ({
    fault: standingFault,
    clockOffsetMs,
    dataChange,
    corrections: Object.fromEntries(corrections),
    calls: counters.toJSON(),
  });
  const save = () => options.store?.save(controls());

  function collectedAt(instant: number): Data {
    const day = lastCollection(instant);
    if (fixtures?.day !== day) {
      const { records, updatedAt } = collectedData(day);
      fixtures = { day, ...withFingerprint(records, updatedAt) };
    }
    return fixtures;
  }

  const dataAt = (instant: number) =>
    changedData(injected ?? collectedAt(instant), dataChange, corrections, kstDateOf(instant));

  function headers(extra: Record<string, string> = {}): Headers {
    return new Headers({
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Expose-Headers': exposed.join(', '),
      'Cache-Control': 'private',
      ...extra,
    });
  }

  function json(status: number, body: ListResponse | ErrorBody, extra: Record<string, string> = {}): Response {
    return new Response(JSON.stringify(body), {
      status,
      headers: headers({ 'Content-Type': 'application/json; charset=utf-8', ...extra }),
    });
  }

  const error = (status: number, code: string, message: string, extra?: Record<string, string>) =>
    json(status, { error: { code, message } }, extra);
  const notFound = (method: string, target: string, extra?: Record<string, string>) =>
    error(
      404,
      'not_found',
      `No such endpoint: ${method} ${target}. The only one is GET ${basePath}/upcoming-ipos.`,
      extra,
    );

  function preflight(): Response {
    return new Response(null, {
      status: 204,
      headers: headers({
        'Access-Control-Allow-Methods': 'GET, OPTIONS',
        'Access-Control-Allow-Headers': ['X-API-Key', 'If-None-Match', FAULT_HEADER, DELAY_HEADER].join(', '),
        'Access-Control-Max-Age': '600',
      }),
    });
  }

  function rateLimitHeaders(key: MockKey, used: number): Record<string, string> {
    if (key.dailyLimit === null) return {};
    return {
      'X-RateLimit-Limit': String(key.dailyLimit),
      'X-RateLimit-Remaining': String(Math.max(0, key.dailyLimit - used)),
    };
  }

  function answer(request: Request, instant: number, fault: MockFault): Response {
    const url = new URL(request.url);
    // A preflight passes on any path, so that a browser gets to read the 404 of a wrong path, not a bare CORS failure.
    if (request.method === 'OPTIONS') return preflight();
    const keyValue = request.headers.get('X-API-Key');
    const key = activeKey(keyValue);
    const today = kstDateOf(instant);
    // The spec sends these whenever the key has a daily limit, whatever the status; uncounted answers show the count so
    // far.
    const limitsSoFar = key && keyValue !== null ? rateLimitHeaders(key, counters.used(keyValue, today)) : {};
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!isRead || url.pathname !== `${basePath}/upcoming-ipos`)
      return notFound(request.method, url.pathname, limitsSoFar);
    if (fault.internal) return error(500, 'internal', 'Internal server error (injected by the mock).', limitsSoFar);

    if (!key || keyValue === null) {
      return error(401, 'invalid_key', 'The X-API-Key header is missing, or the key is invalid or inactive.');
    }
    if (key.dailyLimit !== null && counters.used(keyValue, today) >= key.dailyLimit) {
      return error(
        429,
        'rate_limited',
        `The daily limit of ${key.dailyLimit} calls is used up until KST midnight. Ask the operator of the service for a higher limit.`,
        {
          ...limitsSoFar,
          'Retry-After': retryAfterSeconds(nextKstMidnight(instant), instant),
        },
      );
    }
    const limits = rateLimitHeaders(key, counters.count(keyValue, today));

    const query = parseQuery(url.searchParams);
    if (isQueryProblem(query)) return error(400, query.code, query.message, limits);

    const { records, updatedAt, fingerprint } = dataAt(instant);
    const etag = etagFor(fingerprint, query, today);
    if (matchesIfNoneMatch(request.headers.get('If-None-Match'), etag)) {
      return new Response(null, { status: 304, headers: headers({ ETag: etag, ...limits }) });
    }
    const { total, items } = selectOfferings(records, query, today);
    return json(
      200,
      { version: 'v1', updated_at: updatedAt, count: items.length, total, items },
      { ETag: etag, ...limits },
    );
  }

  return {
    async handle(request) {
      const delay = Number(request.headers.get(DELAY_HEADER) ?? standingFault?.delayMs ?? 0);
      if (delay > 0) await sleep(Math.min(delay, MAX_DELAY_MS));
      const internal = request.headers.get(FAULT_HEADER) === 'internal' || standingFault?.internal === true;
      const response = answer(request, now(), { internal });
      save();
      // HEAD gets GET's status and headers without the body (RFC 9110 §9.3.2), and counts as a call like GET.
      return request.method === 'HEAD'
        ? new Response(null, { status: response.status, headers: response.headers })
        : response;
    },
    notFound,
    setFault(fault) {
      standingFault = faultOf(fault);
      save();
    },
    resetQuota() {
      counters.clear();
      save();
    },
    setClockOffset(ms) {
      clockOffsetMs = ms;
      save();
    },
    changeData() {
      dataChange = { count: (dataChange?.count ?? 0) + 1, at: now() };
      save();
    },
    fileCorrection(id) {
      const instant = now();
      const { records } = dataAt(instant);
      const target = id === undefined ? nextCorrectable(records, kstDateOf(instant)) : records.find((r) => r.id === id);
      if (!target) return null;
      corrections.set(target.id, (corrections.get(target.id) ?? 0) + 1);
      dataChange = { count: (dataChange?.count ?? 0) + 1, at: instant };
      save();
      return target.id;
    },
    now,
    controls,
  };
}
