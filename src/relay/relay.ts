/**
 * The relay's core, `Request` in and `Response` out: it answers visitors' `GET /v1/upcoming-ipos`, and the calendar
 * feed `GET /v1/calendar.ics` made from the same bodies, with the site's key, which it alone holds, within a daily
 * budget of upstream calls. One straight path for each request: route, validate, look up, decide (admission.ts, the
 * one gate, before every upstream request, retries included), call, answer. A refusal is a value (`Refusal`), and the
 * calls of one query are coalesced in one place. Built on the element's client code: its store of bodies, its single
 * attempt with ETag revalidation and timeout, the key's quota and 429 block.
 */
import type { KstDate } from '../api/types.js';
import { fnv1a } from '../api/hash.js';
import { isQueryProblem, parseQuery, type QueryProblem, type ValidQuery } from '../api/query.js';
import { API_SOURCE } from '../api/source.js';
import { cacheStore, confirmedEntry, CACHE_PREFIX, type CacheEntry } from '../client/cache-store.js';
import { isFresh } from '../client/freshness.js';
import { inflight } from '../client/inflight.js';
import { canonicalQuery, trimBaseUrl } from '../client/canonical-query.js';
import { quotaStore } from '../client/quota-store.js';
import { callOnce, conditionFor, type CallContext, type Outcome } from '../client/request.js';
import { backoffDelay, shouldRetry, sleep } from '../client/retry.js';
import type { Timers } from '../time/timers.js';
import { DEFAULT_TIMEOUT_MS, sessionId } from '../client/session.js';
import { safeStorage } from '../client/storage.js';
import type { calendarFeed } from '../ics/calendar-feed.js';
import { parseFeedRequest, type FeedRequest } from '../ics/feed-query.js';
import { emptySequenceBook, type SequenceBook } from '../ics/sequence-book.js';
import { kstDateOf, systemClock, type Clock } from '../time/kst.js';
import { callsLeft, decide, type Decision } from './admission.js';
import { createAnswers, maxAgeOf, STALE_MAX_AGE_S, type Refusal } from './answers.js';
import { dailyBudget } from './budget.js';
import { feedMemo } from './feed-memo.js';
import { NO_PAUSE, pausedUntil, pauseAfterFailure, triesAgain } from './cooldown.js';
import { Ledger, newDay, type LedgerState } from './ledger.js';
import type { Credit } from './pacing.js';
import { servesOrigin } from './origin.js';
import { readableQuery } from './readable-query.js';
import { StateStorage } from './state-storage.js';
import { memoryStore, type RelayState, type RelayStore } from './store.js';
import { createPages, type Loaded } from './pages.js';
import type { PngRenderer } from './card-png.js';
import type { CardSize } from './card-svg.js';

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
  /** How the operator sets that origin, for the log: `--cors-origin` (default) or the Worker's variable. */
  corsSetting?: string;
  /** What the store held: the client's storage, the ledger and the feed's sequence book. */
  storage?: StateStorage;
  ledger?: LedgerState | null;
  sequences?: SequenceBook;
  /** Where the state is kept; default memory only. */
  store?: RelayStore;
  /** Bodies kept; default 500. */
  maxEntries?: number;
  /** How a calendar feed is made; default calendarFeed (tests count the feeds made). */
  makeFeed?: typeof calendarFeed;
  fetch?: typeof fetch;
  clock?: Clock;
  timers?: Timers;
  random?: () => number;
  /** The relay's root as visitors reach it, for the absolute links of its pages; default the request's origin. */
  publicUrl?: string;
  /** `frame-ancestors` of the embed and share pages; default `*`. */
  frameAncestors?: string;
  /** The element's bundle, which the embed and share pages load from the relay; null: they go without. */
  elementScript?: string | null;
  /** Rasterizes the week's card; none: the prerendered card stands for every week's PNG. */
  renderPng?: PngRenderer | null;
  prerenderedPng?: Record<CardSize, Uint8Array> | null;
  /** Learns each PNG render's time in ms (the figures). */
  onRender?: (ms: number) => void;
  /** One line per upstream call, and what the operator must fix. Never given the key. */
  log?: (line: string) => void;
}

export interface Relay {
  handle(request: Request): Promise<Response>;
  /** What the store keeps, as JSON. */
  state(): { ledger: LedgerState; storage: Record<string, string>; sequences: SequenceBook };
}

export const DEFAULT_TTL_MS = 900_000;
export const DEFAULT_MAX_ENTRIES = 500;
export const BASE_PATH = '/v1';
const ENDPOINT = BASE_PATH + '/upcoming-ipos';
const FEED = BASE_PATH + '/calendar.ics';
/** Origins named in the log at most, so that endless forged ones cannot fill it. */
const MAX_ORIGINS_LOGGED = 20;

/** What a visitor's query comes to, once for all the visitors asking it at the same time. */
type Served = { kind: 'body'; entry: CacheEntry } | { kind: 'refused'; refusal: Refusal };

/** An upstream request that did not leave: the store could not record it first. */
type Unsaved = { kind: 'unsaved' };

/** What a visitor asks for: a list, or the feed (its query, with the stages and brokers that select its events). */
type Asked = { query: ValidQuery; feed: FeedRequest | null };

function askedOf(url: URL, today: KstDate): Asked | QueryProblem {
  if (url.pathname === FEED) {
    const feed = parseFeedRequest(url.searchParams, today);
    return isQueryProblem(feed) ? feed : { query: feed.query, feed };
  }
  const query = parseQuery(url.searchParams);
  return isQueryProblem(query) ? query : { query, feed: null };
}

const isoOrNull = (instant: number | null) => (instant === null ? null : new Date(instant).toISOString());

/** A failure of the upstream itself (no answer, a 5xx), which starts a pause in calls. */
const upstreamFailed = ({ kind }: Outcome) => kind === 'network' || kind === 'timeout' || kind === 'server';

const statusOf = (outcome: Outcome): string | number =>
  outcome.kind === 'ok' ? (outcome.data ? 200 : 304) : 'status' in outcome ? outcome.status : outcome.kind;

export function createRelay(options: RelayOptions): Relay {
  const {
    apiKey,
    clock = systemClock,
    timers = globalThis,
    random = Math.random,
    ttlMs = DEFAULT_TTL_MS,
    log = () => {},
    store = memoryStore,
    storage = new StateStorage(),
    corsSetting = '--cors-origin',
  } = options;
  const corsOrigin = options.corsOrigin ?? null;
  const answers = createAnswers({ secret: apiKey });
  const budget = (): number | null | undefined => dailyBudget(options.budget, ledger.state.learntLimit);
  const ledger: Ledger = new Ledger(options.ledger ?? newDay(clock()), budget);
  /** The feed's sequences: replaced, never changed in place, and saved before a feed shows a new one. */
  let sequences = options.sequences ?? emptySequenceBook();
  let sequencesSaved: Promise<void> = Promise.resolve();
  const feeds = feedMemo(options.makeFeed);
  const live = (): RelayState => ({ ledger: ledger.state, storage, sequences });

  // The client's stores, under the key hash the client gives the upstream and key.
  const keyHash = fnv1a(sessionId({ baseUrl: options.upstream, apiKey }));
  const client = safeStorage(storage);
  // Eviction keeps what visitors ask most (today and yesterday), then the newest: an attacker's many distinct
  // queries, asked about once each, go first.
  const cache = cacheStore(
    client,
    keyHash,
    options.maxEntries ?? DEFAULT_MAX_ENTRIES,
    (a, b) => ledger.asked(a.query) - ledger.asked(b.query) || a.fetchedAt - b.fetchedAt,
  );
  const quota = quotaStore(client, keyHash, clock);
  const context: CallContext = {
    fetch: options.fetch,
    apiKey,
    clock,
    timers,
    random,
    timeoutMs: DEFAULT_TIMEOUT_MS,
    quota,
  };
  const listUrl = trimBaseUrl(options.upstream) + '/upcoming-ipos?';
  /** The relay never aborts an upstream request, nor a pause before a retry: the timeout ends a request. */
  const never = new AbortController().signal;

  /** The one place that coalesces: visitors asking a query while it is served get the same outcome. */
  const coalesce = inflight<Served>();
  /** Upstream requests under way. */
  let calls = 0;
  /** The call made alone while the key's limit is unknown: other queries wait for it. */
  let learning: Promise<void> = Promise.resolve();
  /** The call that tries the upstream again after a pause is under way. */
  let trying = false;
  /** Visitors' requests since the start, and those of the pages and images, for the health report. */
  let requests = 0;
  let pageRequests = 0;
  const originsLogged = new Set<string>();

  /**
   * The gate's decision on `query` now, and the refresh credit it weighed (null when none was), which only a call
   * keeps: working out a decision changes nothing.
   */
  function decideFor(
    query: string,
    stored: CacheEntry | null,
    now: number,
    retry: boolean,
  ): { decision: Decision; credit: Credit | null } {
    const fresh = stored !== null && isFresh(stored.fetchedAt, now, ttlMs);
    const tally = {
      budget: budget(),
      used: ledger.state.used,
      inflight: calls,
      upstreamRemaining: quota.get().remaining,
    };
    const reservedLeft = ledger.state.reserved.length;
    const credit = stored && !fresh && !retry ? ledger.creditAt(now, callsLeft(tally) - reservedLeft) : null;
    const decision = decide({
      ...tally,
      now,
      stored: stored !== null,
      fresh,
      retry,
      blockedUntil: quota.get().blockedUntil,
      pausedUntil: pausedUntil(ledger.state.pause, now, trying),
      reserved: ledger.isReserved(query),
      reservedLeft,
      credit: credit?.credit ?? 0,
    });
    return { decision, credit };
  }

  /** Learns from an upstream answer or failure: the pause, the key's limit; logs the call. */
  function learn(query: string, outcome: Outcome): void {
    const failed = upstreamFailed(outcome);
    ledger.state.pause = failed ? pauseAfterFailure(ledger.state.pause, clock()) : NO_PAUSE;
    const { limit, remaining } = quota.get();
    // The key's limit from the first answer that tells it: a success without the header is a key without one.
    if (!failed && (limit !== null || outcome.kind === 'ok')) ledger.learn(limit);
    const cap = budget();
    log(
      `upstream ${statusOf(outcome)} ${readableQuery(query)} · ${cap == null ? 'no budget cap' : `${cap - ledger.state.used} of ${cap} calls left today`}` +
        (!failed && remaining !== null ? ` (upstream remaining ${remaining})` : ''),
    );
    if (outcome.kind === 'invalid_key') log('relay: ERROR the API refused the key: check IPO_API_KEY');
    if (outcome.kind === 'not_found') log('relay: ERROR the API answered 404: check the upstream (the v1 root)');
  }

  /** One upstream request, on record in the store before it leaves; `credit`: the refresh credit its decision weighed. */
  async function call(
    query: string,
    stored: CacheEntry | null,
    retry: boolean,
    credit: Credit | null,
  ): Promise<Outcome | Unsaved> {
    if (!retry) ledger.admit(query, credit);
    ledger.count();
    calls++;
    const retrial = !retry && triesAgain(ledger.state.pause);
    if (retrial) trying = true;
    let ended!: () => void;
    if (budget() === undefined) learning = new Promise((resolve) => (ended = resolve));
    try {
      try {
        await store.commit(live());
      } catch (error) {
        log(`relay: ERROR cannot save the state before an upstream call (${(error as Error).message}): none is made`);
        return { kind: 'unsaved' };
      }
      const outcome = await callOnce(context, listUrl + query, conditionFor(stored, quota.get().limit !== null), never);
      learn(query, outcome);
      return outcome;
    } finally {
      calls--;
      if (retrial) trying = false;
      ended?.();
      store.changed(live());
    }
  }

  const body = (entry: CacheEntry): Served => ({ kind: 'body', entry });
  const refused = (refusal: Refusal): Served => ({ kind: 'refused', refusal });

  /** What a failed call comes to: the body stored earlier, whatever failed, else the failure as a refusal. */
  function failed(query: string, outcome: Outcome | Unsaved, stored: CacheEntry | null): Served {
    log(`relay: upstream ${outcome.kind} for ${readableQuery(query)}${stored ? '; the stored body is served' : ''}`);
    if (stored) return body(stored);
    switch (outcome.kind) {
      case 'unsaved':
      case 'invalid_key':
      case 'not_found':
        return refused({ reason: 'misconfigured' });
      case 'rate_limited':
        return refused({ reason: 'exhausted', until: outcome.until });
      case 'bad_request':
        return refused({ reason: 'rejected', status: outcome.status, code: outcome.code, message: outcome.message });
      default:
        return refused({ reason: 'unavailable', until: pausedUntil(ledger.state.pause, clock(), trying) });
    }
  }

  /** Look up, decide, call: what a canonical query comes to now. */
  async function serve(query: string): Promise<Served> {
    let failure: Outcome | Unsaved = { kind: 'unsaved' };
    for (let retries = 0; ;) {
      const now = clock();
      ledger.rollover(now);
      const stored = cache.get(query);
      const retry = retries > 0;
      const { decision, credit } = decideFor(query, stored, now, retry);
      if (decision.kind === 'wait') {
        await learning;
        continue;
      }
      if (decision.kind !== 'call') {
        // A retry the budget no longer allows ends with the failure it would have retried.
        if (retry) return failed(query, failure, stored);
        if (decision.kind === 'exhausted' || decision.kind === 'unavailable')
          return refused({ reason: decision.kind, until: decision.until });
        return body(stored!);
      }
      const outcome = await call(query, stored, retry, credit);
      const entry = outcome.kind === 'ok' && confirmedEntry(outcome, stored, clock());
      if (entry) {
        cache.set(query, entry);
        store.changed(live());
        return body(entry);
      }
      failure = outcome.kind === 'ok' ? { kind: 'bad_response', reason: '304 without a stored body' } : outcome;
      if (!shouldRetry(failure, retries)) return failed(query, failure, stored);
      await sleep(backoffDelay(retries++, random), timers, never);
    }
  }

  /** Seconds caches in front may keep an answer made of `entry`. */
  function maxAgeFor(entry: CacheEntry, now: number): number {
    // A body not confirmed now (no call allowed, or the upstream failing) is kept shortly.
    const until = isFresh(entry.fetchedAt, now, ttlMs) ? entry.fetchedAt + ttlMs : now + STALE_MAX_AGE_S * 1000;
    return maxAgeOf(now, until);
  }

  /**
   * The feed of a body: each event's SEQUENCE from the book, which rises when the event's days change. A changed book
   * is saved before any feed answer goes out, so that no calendar holds a sequence that a restart would lower.
   */
  async function feedOf(entry: CacheEntry, query: string, feed: FeedRequest, request: Request): Promise<Response> {
    const made = feeds(JSON.stringify([query, feed.stages, feed.brokers, feed.alarm]), entry, {
      lang: 'ko',
      source: API_SOURCE,
      stages: feed.stages,
      brokers: feed.brokers,
      alarm: feed.alarm,
      book: sequences,
    });
    if (made.bookChanged) {
      sequences = made.book;
      sequencesSaved = store
        .commit(live())
        .catch((error: Error) => log(`relay: ERROR cannot save the feed's sequences (${error.message})`));
    }
    await sequencesSaved;
    return answers.calendar(made, request, maxAgeFor(entry, clock()));
  }

  /** The answer to one visitor: a body or the feed (or a 304 for its `If-None-Match`), or the refusal. */
  async function answer(served: Served, request: Request, query: string, feed: FeedRequest | null): Promise<Response> {
    if (served.kind === 'refused') return answers.refused(served.refusal, clock(), request.method === 'HEAD');
    if (feed) return feedOf(served.entry, query, feed, request);
    return answers.list(served.entry, request, maxAgeFor(served.entry, clock()));
  }

  /** Says once per origin which setting would serve it: a page there sees only "could not connect". */
  function originRefused(origin: string, query: string, head: boolean): Response {
    if (!originsLogged.has(origin) && originsLogged.size < MAX_ORIGINS_LOGGED) {
      originsLogged.add(origin);
      log(
        `relay: WARNING a page at ${origin.slice(0, 100)} asked for ${readableQuery(query)}; the relay serves ` +
          (corsOrigin === null ? 'no other origin' : `only ${corsOrigin}`) +
          ` and refuses it without an upstream call. If the site is there, set ${corsSetting} to ${origin.slice(0, 100)}`,
      );
    }
    return answers.originRefused(head);
  }

  /** A page's body: the query asked and served as a visitor's, through the same gate. */
  async function load(valid: ValidQuery, head: boolean): Promise<Loaded> {
    const query = canonicalQuery(valid);
    ledger.rollover(clock());
    ledger.ask(query);
    store.changed(live());
    const served = await coalesce(query, () => serve(query));
    if (served.kind === 'refused') return { kind: 'refused', response: answers.refused(served.refusal, clock(), head) };
    return { kind: 'body', entry: served.entry, maxAge: maxAgeFor(served.entry, clock()) };
  }
  const pages = createPages({
    load,
    answers,
    clock,
    frameAncestors: options.frameAncestors ?? '*',
    elementScript: options.elementScript,
    renderPng: options.renderPng,
    prerendered: options.prerenderedPng,
    onRender: options.onRender,
  });

  function health(head: boolean): Response {
    const now = clock();
    ledger.rollover(now);
    const cap = budget();
    const { limit, remaining, blockedUntil } = quota.get();
    return answers.report(
      {
        day: ledger.state.day,
        requests,
        pages: pageRequests,
        budget: {
          limit: cap ?? null,
          used: ledger.state.used,
          left: cap == null ? null : Math.max(0, cap - ledger.state.used),
          reserved: ledger.state.reserved.length,
        },
        upstream: {
          limit,
          remaining,
          blockedUntil: isoOrNull(blockedUntil),
          pausedUntil: isoOrNull(pausedUntil(ledger.state.pause, now, trying)),
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
      // Route.
      if (url.pathname === '/healthz' && read) return health(head);
      if (pages.handles(url.pathname) && read) {
        pageRequests++;
        const page = await pages.handle(request, options.publicUrl ?? url.origin);
        if (page) return page;
      }
      const known = url.pathname === ENDPOINT || url.pathname === FEED;
      if (known && request.method === 'OPTIONS') return answers.preflight();
      if (!known || !read)
        return answers.error(
          404,
          'not_found',
          `No such endpoint: ${request.method} ${url.pathname}. The endpoints are GET ${ENDPOINT} and GET ${FEED}.`,
          head,
        );
      // Validate.
      const asked = askedOf(url, kstDateOf(clock()));
      if (isQueryProblem(asked)) return answers.error(400, asked.code, asked.message, head);
      const query = canonicalQuery(asked.query);
      const origin = request.headers.get('Origin');
      if (!servesOrigin(origin, corsOrigin)) return originRefused(origin!, query, head);
      ledger.rollover(clock());
      ledger.ask(query);
      store.changed(live());
      // Look up, decide, call, answer.
      return answer(await coalesce(query, () => serve(query)), request, query, asked.feed);
    },
    state: () => ({ ledger: ledger.state, storage: Object.fromEntries(storage), sequences }),
  };
}
