/**
 * The relay as a Cloudflare Worker, built into dist/relay/worker.js; relay/worker/ is the template a site deploys
 * (docs/relay.md). The Worker hands each request to the relay's one Durable Object, `IpoRelay`, which runs the same
 * core as the Node relay with its state in the object's SQLite storage: one budget for every location. Settings come
 * from the Worker's variables (IPO_UPSTREAM, IPO_CORS_ORIGIN, IPO_TTL, IPO_BUDGET), the key from its secret
 * IPO_API_KEY.
 */
import { createAnswers } from './answers.js';
import { coreRequest } from './core-request.js';
import { durableStore, type SqliteStorage } from './durable-store.js';
import { cachedAnswer, type EdgeCache } from './edge-cache.js';
import { servesOrigin } from './origin.js';
import { createRelay, DEFAULT_TTL_MS, type Relay } from './relay.js';
import { isPagePath } from './pages.js';
import { bundledElementScript } from './element-script.js';
import { prerenderedCards } from './prerendered-card.js';
import {
  apiKey,
  corsOrigin,
  fixedClock,
  frameAncestors,
  publicUrl,
  SettingError,
  upstreamUrl,
  wholeNumber,
} from './settings.js';

/** The runtime's types, as far as the Worker uses them. */
interface DurableObjectNamespace {
  idFromName(name: string): unknown;
  get(id: unknown): { fetch(request: Request): Promise<Response> };
}
interface DurableObjectState {
  storage: SqliteStorage;
}
interface ExecutionContext {
  waitUntil(promise: Promise<unknown>): void;
}

export interface Env {
  IPO_RELAY: DurableObjectNamespace;
  IPO_API_KEY?: string;
  IPO_UPSTREAM?: string;
  IPO_CORS_ORIGIN?: string;
  IPO_TTL?: string | number;
  IPO_BUDGET?: string | number;
  /** Who may frame the embed and share pages (default `*`), and the relay's public root (default the Worker's). */
  IPO_FRAME_ANCESTORS?: string;
  IPO_PUBLIC_URL?: string;
  /** Fixes the relay's clock, for tests (`npm run relay:worker -- --now`). */
  IPO_NOW?: string;
}

/** The one Durable Object of the relay: every location reaches the same. */
const RELAY_NAME = 'relay';

/**
 * The upstream request as the Workers runtime takes it: without the browser's `credentials` and `cache` options, and
 * with a redirect handed back (`manual`) where the client asks fetch to fail on one (`error`, which the runtime lacks):
 * a 3xx is not a v1 body, so that the key never follows a redirect either way.
 */
const upstreamFetch: typeof fetch = (input, init) =>
  fetch(input, { method: init?.method, headers: init?.headers, signal: init?.signal, redirect: 'manual' });

const text = (value: string | number | undefined) => (value === undefined || value === '' ? undefined : String(value));

function relayOf({ storage }: DurableObjectState, env: Env): Relay {
  const key = apiKey(env.IPO_API_KEY, 'set the secret with `wrangler secret put IPO_API_KEY`');
  const upstream = upstreamUrl('IPO_UPSTREAM', text(env.IPO_UPSTREAM));
  const ttl = text(env.IPO_TTL);
  const budget = text(env.IPO_BUDGET);
  const clock = fixedClock('IPO_NOW', text(env.IPO_NOW)) ?? Date.now;
  const log = (line: string) => console.log(line);
  const saved = durableStore(storage, clock, (error) =>
    log(`relay: WARNING cannot save the state: ${(error as Error).message}`),
  );
  return createRelay({
    upstream,
    apiKey: key,
    ttlMs: ttl === undefined ? DEFAULT_TTL_MS : wholeNumber('IPO_TTL', ttl) * 1000,
    budget: budget === undefined ? undefined : wholeNumber('IPO_BUDGET', budget),
    corsOrigin: corsOrigin('IPO_CORS_ORIGIN', text(env.IPO_CORS_ORIGIN)),
    corsSetting: 'IPO_CORS_ORIGIN',
    frameAncestors: frameAncestors('IPO_FRAME_ANCESTORS', text(env.IPO_FRAME_ANCESTORS)),
    publicUrl: publicUrl('IPO_PUBLIC_URL', text(env.IPO_PUBLIC_URL)),
    elementScript: bundledElementScript,
    prerenderedPng: prerenderedCards,
    ...saved,
    fetch: upstreamFetch,
    clock,
    log,
  });
}

/** The relay's Durable Object: the single writer of its ledger and stored bodies. */
export class IpoRelay {
  readonly #relay: Relay | SettingError;

  constructor(state: DurableObjectState, env: Env) {
    let relay: Relay | SettingError;
    try {
      relay = relayOf(state, env);
    } catch (error) {
      if (!(error instanceof SettingError)) throw error;
      console.log(`relay: ERROR ${error.message}`);
      relay = error;
    }
    this.#relay = relay;
  }

  async fetch(request: Request): Promise<Response> {
    if (!(this.#relay instanceof SettingError)) return this.#relay.handle(request);
    // Misconfigured: /healthz says what to fix, visitors get the API's error shape.
    const answers = createAnswers({ secret: '' });
    const head = request.method === 'HEAD';
    return new URL(request.url).pathname === '/healthz'
      ? answers.error(503, 'relay_misconfigured', this.#relay.message, head)
      : answers.refused({ reason: 'misconfigured' }, Date.now(), head);
  }
}

/**
 * The location's cache, for a request that the relay answers as it answers everyone: under `/v1/` or one of its pages
 * and images (pages.ts), and of a page the relay serves. A page of another origin reaches the Durable Object, whose 403 it gets (and whose log names it), never
 * a stored answer; so does every request while `IPO_CORS_ORIGIN` is wrong, which the object reports.
 */
function edgeCacheFor(url: URL, core: Request, env: Env): EdgeCache | undefined {
  if (!url.pathname.startsWith('/v1/') && !isPagePath(url.pathname)) return undefined;
  let served: string | null;
  try {
    served = corsOrigin('IPO_CORS_ORIGIN', text(env.IPO_CORS_ORIGIN));
  } catch {
    return undefined;
  }
  if (!servesOrigin(core.headers.get('Origin'), served)) return undefined;
  return (globalThis as { caches?: { default?: EdgeCache } }).caches?.default;
}

export default {
  fetch(request: Request, env: Env, context: ExecutionContext): Promise<Response> {
    const url = new URL(request.url);
    const core = coreRequest(
      request.method,
      url.pathname + url.search,
      (name) => request.headers.get(name),
      url.origin,
    )!;
    const relay = env.IPO_RELAY.get(env.IPO_RELAY.idFromName(RELAY_NAME));
    const edge = edgeCacheFor(url, core, env);
    return cachedAnswer(
      edge,
      url.href,
      core,
      Date.now(),
      () => relay.fetch(core),
      (promise) => context.waitUntil(promise),
    );
  },
};
