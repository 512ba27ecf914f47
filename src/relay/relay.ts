/**
 * The relay's core, `Request` in and `Response` out: it answers visitors' `GET /v1/upcoming-ipos` with the site's key,
 * which it alone holds, within a daily budget of upstream calls. Built on the element's client (its store of bodies,
 * ETag revalidation, the key's quota and 429 block, the KST day); this file decides when a visitor's query may cost a
 * call (admission.ts) and what the visitor gets.
 */
import type { IpoQuery } from '../api/types.js';
import { isQueryProblem, parseQuery, type ValidQuery } from '../api/query.js';
import { CACHE_PREFIX, type EvictionOrder } from '../client/cache-store.js';
import type { ApiError, ListResult, Listed } from '../client/client-types.js';
import { isFresh } from '../client/freshness.js';
import { canonicalQuery } from '../client/canonical-query.js';
import type { Timers } from '../time/timers.js';
import { createSession } from '../client/session.js';
import { nextKstMidnight, systemClock, type Clock } from '../time/kst.js';
import { callsLeft, decide, type Tally } from './admission.js';
import { createAnswers, maxAgeOf, STALE_MAX_AGE_S } from './answers.js';
import { dailyBudget } from './budget.js';
import { Cooldown } from './cooldown.js';
import { Ledger, newDay, type LedgerState } from './ledger.js';
import { StateStorage } from './state-storage.js';
import { upstreamFetch } from './upstream.js';

export interface RelayOptions {
  /** The API's v1 root. */
  upstream: string;
  apiKey: string;
  /** How long a body is served without asking the upstream; default 900 s. */
  ttlMs?: number;
  /** Upstream calls a KST day; default 90 % of the key's limit (none for a key without one). */
  budget?: number;
  /** The one origin allowed to read answers cross-origin; default none. */
  corsOrigin?: string | null;
  /** What the state file held: the client's storage and the ledger. */
  storage?: StateStorage;
  ledger?: LedgerState | null;
  /** Bodies kept; default 500. */
  maxEntries?: number;
  fetch?: typeof fetch;
  clock?: Clock;
  timers?: Timers;
  random?: () => number;
  /** One line per upstream call, and the misconfigurations. Never given the key. */
  log?: (line: string) => void;
  /** Called whenever there is state worth saving. */
  onChange?: () => void;
}

export interface RelayState {
  ledger: LedgerState;
  storage: Record<string, string>;
}

export interface Relay {
  handle(request: Request): Promise<Response>;
  /** What the state file keeps. */
  state(): RelayState;
}

export const DEFAULT_TTL_MS = 900_000;
export const DEFAULT_MAX_ENTRIES = 500;
export const BASE_PATH = '/v1';
const ENDPOINT = BASE_PATH + '/upcoming-ipos';

/** The query as the client states it, for its canonical form. */
const asIpoQuery = ({ status, limit, from, to, excludeSpac }: ValidQuery): IpoQuery => ({
  status: status ?? undefined,
  limit,
  from: from ?? undefined,
  to: to ?? undefined,
  spac: !excludeSpac,
});

const isoOrNull = (instant: number | null) => (instant === null ? null : new Date(instant).toISOString());

const retryAfter = (until: number, now: number) => ({
  'Retry-After': String(Math.max(1, Math.ceil((until - now) / 1000))),
});

export function createRelay(options: RelayOptions): Relay {
  const {
    apiKey,
    clock = systemClock,
    ttlMs = DEFAULT_TTL_MS,
    log = () => {},
    onChange = () => {},
    storage = new StateStorage(),
  } = options;
  const answers = createAnswers({ secret: apiKey, corsOrigin: options.corsOrigin ?? null });
  const budget = (): number | null | undefined => dailyBudget(options.budget, ledger.state.learntLimit);
  const ledger: Ledger = new Ledger(options.ledger ?? newDay(clock()), budget);
  const cooldown = new Cooldown();
  let inflight = 0;
  /** Visitors' requests since the start, for the health report. */
  let requests = 0;
  /** Calls under way, by canonical query: visitors asking meanwhile wait for the same answer. */
  const calls = new Map<string, Promise<ListResult>>();

  const tally = (): Tally => ({
    budget: budget(),
    used: ledger.state.used,
    inflight,
    upstreamRemaining: client.quota().remaining,
  });
  const left = () => callsLeft(tally());

  const fetch = upstreamFetch(options.fetch ?? globalThis.fetch, {
    start() {
      ledger.rollover(clock());
      if (left() < 1) return false;
      ledger.count();
      inflight++;
      return true;
    },
    end(query, response) {
      inflight--;
      if (response === null || response.status >= 500) cooldown.failed(clock());
      else cooldown.answered();
      if (response) {
        const limit = response.headers.get('X-RateLimit-Limit');
        // A success without the header: a key without a limit.
        if (limit !== null || response.status < 300 || response.status === 304)
          ledger.learn(limit === null ? null : Number(limit) || 0);
      }
      const cap = budget();
      const remaining = response?.headers.get('X-RateLimit-Remaining');
      log(
        `upstream ${response?.status ?? 'failed'} ${query} · ${cap == null ? 'no budget cap' : `${cap - ledger.state.used} of ${cap} calls left today`}` +
          (remaining ? ` (upstream remaining ${remaining})` : ''),
      );
      if (response?.status === 401) log('relay: ERROR the API refused the key: check IPO_API_KEY');
      if (response?.status === 404) log('relay: ERROR the API answered 404: check --upstream (the v1 root)');
      onChange();
    },
  });

  // Eviction keeps what visitors ask most (today and yesterday), then the newest: an attacker's many distinct
  // queries, asked about once each, go first.
  const evictionOrder: EvictionOrder = (a, b) =>
    ledger.asked(a.query) - ledger.asked(b.query) || a.fetchedAt - b.fetchedAt;
  const client = createSession({
    baseUrl: options.upstream,
    apiKey,
    fetch,
    storage,
    clock,
    timers: options.timers,
    random: options.random,
    locks: null,
    maxEntries: options.maxEntries ?? DEFAULT_MAX_ENTRIES,
    evictionOrder,
    // Retries come out of the unreserved calls.
    mayRetry: () => left() - ledger.state.reserved.length >= 1,
  })(ttlMs);

  const served = (listed: Listed, request: Request, now: number) =>
    answers.list(
      listed,
      request,
      listed.stale || !isFresh(listed.fetchedAt, now, ttlMs)
        ? maxAgeOf(now, now + STALE_MAX_AGE_S * 1000)
        : maxAgeOf(now, listed.fetchedAt + ttlMs),
    );

  const exhausted = (until: number, now: number, head: boolean) =>
    answers.error(
      503,
      'relay_budget_exhausted',
      "The site's daily calls to the IPO calendar API are used up and nothing is stored for this query. Try again after the time in Retry-After.",
      head,
      retryAfter(until, now),
    );

  /** The upstream's failure, with when to try again while calls to it pause. */
  const unavailable = (until: number | null, now: number, head: boolean) =>
    answers.error(
      502,
      'upstream_unavailable',
      'The IPO calendar API is unavailable and nothing is stored for this query.' +
        (until === null ? '' : ' Try again after the time in Retry-After.'),
      head,
      until === null ? {} : retryAfter(until, now),
    );

  function failed(error: ApiError, now: number, head: boolean): Response {
    switch (error.kind) {
      case 'invalid_key':
      case 'not_found':
        return answers.error(
          502,
          'relay_misconfigured',
          'The relay cannot reach the IPO calendar API with its settings.',
          head,
        );
      case 'rate_limited':
        return exhausted(error.until, now, head);
      case 'bad_request':
        return answers.error(error.status, error.code, error.message, head);
      default:
        // A call refused for want of budget (a race with other calls) reads as a network failure.
        return error.kind === 'network' && left() < 1
          ? exhausted(client.quota().blockedUntil ?? nextKstMidnight(now), now, head)
          : unavailable(cooldown.until(now), now, head);
    }
  }

  async function answer(request: Request, query: string, ipoQuery: IpoQuery): Promise<Response> {
    const head = request.method === 'HEAD';
    // Visitors asking while a call is under way get its answer.
    const pending = calls.get(query);
    const result = pending ? await pending : await callOrServe(request, query, ipoQuery);
    if (result instanceof Response) return result;
    return result.data ? served(result, request, clock()) : failed(result.error, clock(), head);
  }

  /** The stored body or a refusal, as a response; or the result of an upstream call. */
  async function callOrServe(request: Request, query: string, ipoQuery: IpoQuery): Promise<Response | ListResult> {
    const head = request.method === 'HEAD';
    const now = clock();
    ledger.rollover(now);
    const stored = client.peek(ipoQuery);
    const fresh = stored !== null && isFresh(stored.fetchedAt, now, ttlMs);
    const counted = tally();
    const reserved = ledger.isReserved(query);
    const reservedLeft = ledger.state.reserved.length;
    const decision = decide({
      ...counted,
      now,
      stored: stored !== null,
      fresh,
      blockedUntil: client.quota().blockedUntil,
      pausedUntil: cooldown.until(now),
      reserved,
      reservedLeft,
      credit: stored && !fresh ? ledger.credit(now, callsLeft(counted) - reservedLeft) : 0,
    });
    switch (decision.kind) {
      case 'fresh':
      case 'stored':
        return served(stored!, request, now);
      case 'exhausted':
        return exhausted(decision.until, now, head);
      case 'unavailable':
        return unavailable(decision.until, now, head);
      case 'wait':
        await Promise.allSettled(calls.values());
        return callOrServe(request, query, ipoQuery);
    }
    ledger.admit(query, stored !== null);
    const trying = cooldown.callStarted();
    const call = client.list(ipoQuery, { revalidate: true });
    calls.set(query, call);
    const result = await call.finally(() => {
      calls.delete(query);
      if (trying) cooldown.tryEnded();
    });
    onChange();
    if (result.error)
      log(`relay: upstream ${result.error.kind} for ${query}${result.data ? '; the stored body is served' : ''}`);
    return result;
  }

  function health(head: boolean): Response {
    const cap = budget();
    const quota = client.quota();
    return answers.report(
      {
        day: ledger.state.day,
        requests,
        budget: {
          limit: cap ?? null,
          used: ledger.state.used,
          left: cap == null ? null : Math.max(0, cap - ledger.state.used),
          reserved: ledger.state.reserved.length,
        },
        upstream: {
          limit: quota.limit,
          remaining: quota.remaining,
          blockedUntil: isoOrNull(quota.blockedUntil),
          pausedUntil: isoOrNull(cooldown.until(clock())),
        },
        cache: { entries: [...storage.keys()].filter((key) => key.startsWith(CACHE_PREFIX)).length },
      },
      head,
    );
  }

  return {
    async handle(request) {
      requests++;
      const url = new URL(request.url);
      const head = request.method === 'HEAD';
      const read = request.method === 'GET' || head;
      if (url.pathname === '/healthz' && read) {
        ledger.rollover(clock());
        return health(head);
      }
      if (url.pathname === ENDPOINT && request.method === 'OPTIONS') return answers.preflight();
      if (url.pathname !== ENDPOINT || !read)
        return answers.error(
          404,
          'not_found',
          `No such endpoint: ${request.method} ${url.pathname}. The only one is GET ${ENDPOINT}.`,
          head,
        );
      const parsed = parseQuery(url.searchParams);
      if (isQueryProblem(parsed)) return answers.error(400, parsed.code, parsed.message, head);
      const ipoQuery = asIpoQuery(parsed);
      const query = canonicalQuery(ipoQuery);
      ledger.rollover(clock());
      ledger.ask(query);
      return answer(request, query, ipoQuery);
    },
    state: () => ({ ledger: ledger.state, storage: Object.fromEntries(storage) }),
  };
}
