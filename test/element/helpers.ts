/**
 * Element test helpers: the mock API behind msw's handlers on the page's fetch (so the element's real client runs),
 * a fresh origin for every test (the page shares clients per base URL and key), and a fixed clock. They work
 * with whichever `<ipo-calendar>` is registered: the source one (./support.ts) or the built bundle.
 */
import { fixture } from '@open-wc/testing';
import { html, render, type TemplateResult } from 'lit';
import { getResponse, http, type HttpHandler } from 'msw';
import { createMockApi, type MockApiOptions } from '../../src/mock/api.js';
import { createMockHandlers } from '../../src/mock/handlers.js';
import type { IpoCalendar } from '../../src/element/ipo-calendar.js';
import type { Timers } from '../../src/client/retry.js';

/** 10:00 KST, Monday 2026-11-23. */
export const NOW = Date.parse('2026-11-23T10:00:00+09:00');

let origins = 0;

// Test files share the runner's origin, so its localStorage: bodies left by other files (stored under
// later injected clocks) would count as newer and be kept while this test's own entries are evicted.
beforeEach(() => localStorage.clear());

// A failed assertion about one of the element's nodes would stop the run instead of failing: the runner cannot
// serialize such a node (Lit's parts on it) to report it. Its values are reported as their markup instead.
afterEach(function () {
  const error = this.currentTest?.err as { actual?: unknown; expected?: unknown } | undefined;
  for (const key of ['actual', 'expected'] as const) {
    const value = error?.[key];
    if (value instanceof Node) error![key] = value instanceof Element ? value.outerHTML : value.textContent;
  }
});

/** Every site's handlers; each site has its own origin, so they never overlap. */
const handlers: HttpHandler[] = [];
let installed = false;

/**
 * Routes the page's fetch through msw's handlers (msw's `getResponse`, the matching its service
 * worker does) and leaves other requests alone. Not the service worker itself: test files run in
 * parallel pages of one origin, and one page's worker unregisters itself under the others.
 */
function installFetch(): void {
  if (installed) return;
  installed = true;
  const passthrough = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const request = new Request(input, init);
    request.signal.throwIfAborted();
    const answered = getResponse(handlers, request.clone());
    const aborted = new Promise<never>((_, reject) =>
      request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true }),
    );
    const response = await Promise.race([answered, aborted]);
    if (!response) return passthrough(input, init);
    if (response.type === 'error') throw new TypeError('Failed to fetch');
    return response;
  };
}

export interface MockSite {
  baseUrl: string;
  /** Requests the mock received, in order. */
  calls: Request[];
  /**
   * Resolves once the mock has received `count` requests: waiting on it, not on a number of tasks, keeps a test
   * independent of how long the client takes to get there (its Web Lock, the machine's speed).
   */
  reached(count: number): Promise<void>;
  /** Statuses of the mock's answers, in order (extra handlers' answers are not included). */
  statuses: number[];
  api: ReturnType<typeof createMockApi>;
}

/** Serves a fresh mock API at a fresh origin through msw's handlers. */
export async function mockSite(
  options: MockApiOptions = {},
  extra: (origin: string) => HttpHandler[] = () => [],
): Promise<MockSite> {
  installFetch();
  // Unique across the parallel pages too: they share localStorage and Web Locks, which the client keys by origin.
  const origin = `https://t${crypto.randomUUID().slice(0, 8)}${origins++}.ipo-calendar.test`;
  const api = createMockApi({ now: () => NOW, ...options });
  const calls: Request[] = [];
  const statuses: number[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  const reached = (count: number) =>
    calls.length >= count ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ count, resolve }));
  const recorded = {
    ...api,
    async handle(request: Request) {
      const response = await api.handle(request);
      statuses.push(response.status);
      return response;
    },
  };
  handlers.push(
    http.all(`${origin}/*`, ({ request }) => {
      calls.push(request.clone());
      for (const waiter of waiting.filter(({ count }) => calls.length >= count)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve();
      }
    }),
    ...extra(origin),
    ...createMockHandlers(recorded, origin),
  );
  return { baseUrl: `${origin}/v1`, calls, reached, statuses, api };
}

/**
 * A gate that holds matching requests until it is opened (then they go on to the mock): pass `hold` to {@link
 * mockSite}.
 */
export function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, hold: (origin: string) => [http.all(`${origin}/*`, async () => void (await opened))] };
}

/**
 * Attaches an element with the clock set before it is connected (its first load, and the client it
 * creates, use it): a fixed instant, or a function for a test that moves time.
 */
export async function calendar(
  template: TemplateResult,
  now: number | (() => number) = NOW,
  timers?: Timers,
): Promise<IpoCalendar> {
  const container = document.createElement('div');
  render(template, container);
  return attach(container, now, timers);
}

/** Attaches an element built from attribute values (for names only known at run time), with the fixed clock. */
export async function calendarWith(attributes: Record<string, string>, now = NOW): Promise<IpoCalendar> {
  const container = document.createElement('div');
  const element = container.appendChild(document.createElement('ipo-calendar'));
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return attach(container, now);
}

async function attach(container: HTMLElement, now: number | (() => number), timers?: Timers): Promise<IpoCalendar> {
  const element = container.querySelector('ipo-calendar')!;
  element.now = typeof now === 'function' ? now : () => now;
  if (timers) element.timers = timers;
  const wrapper = await fixture<HTMLElement>(html`<div></div>`);
  wrapper.append(container);
  await element.updateComplete;
  return element;
}

/** Timers that only run when told to: nothing waits for real. */
export class FakeTimers implements Timers {
  readonly pending = new Map<number, { callback: () => void; ms: number }>();
  #nextId = 1;

  setTimeout(callback: () => void, ms: number): number {
    const id = this.#nextId++;
    this.pending.set(id, { callback, ms });
    return id;
  }

  clearTimeout(id: unknown): void {
    this.pending.delete(id as number);
  }

  /** Runs the callbacks pending now whose delay is at most `ms` (not the ones they schedule). */
  run(ms: number): void {
    for (const [id, timer] of [...this.pending]) {
      if (timer.ms > ms) continue;
      this.pending.delete(id);
      timer.callback();
    }
  }

  /** The delays pending, longest first. */
  delays(): number[] {
    return [...this.pending.values()].map((timer) => timer.ms).sort((a, b) => b - a);
  }
}

/** The client's retry backoff stays under this (a countdown tick is 1 s, the rollover hours away). */
const RETRY_WAIT_MS = 5000;

/**
 * Resolves once the element has finished loading (or has nothing to load); with fake timers, runs the client's retry
 * waits.
 */
export async function settled(element: IpoCalendar, timers?: FakeTimers): Promise<void> {
  // Bounded by tasks, not time: each turn lets the mock's answer and the element's update progress.
  for (let i = 0; i < 5000; i++) {
    await element.updateComplete;
    timers?.run(RETRY_WAIT_MS);
    const busy = element.shadowRoot!.querySelector('[part~="body"]')?.getAttribute('aria-busy') === 'true';
    if (!busy && !element.shadowRoot!.querySelector('[part~="skeleton"]')) return;
    await frame();
  }
  throw new Error('the element did not settle');
}

export const shadow = (element: IpoCalendar) => element.shadowRoot!;
export const text = (element: IpoCalendar, part: string) =>
  shadow(element).querySelector(`[part~="${part}"]`)?.textContent?.replace(/\s+/g, ' ').trim() ?? null;

/** The query parameters of a recorded call. */
export const paramsOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

/** A button in the shadow root by its accessible text. */
export function button(element: IpoCalendar, name: string | RegExp): HTMLButtonElement | null {
  const buttons = [...shadow(element).querySelectorAll('button')];
  return (
    buttons.find((candidate) => {
      const label = candidate.getAttribute('aria-label') ?? candidate.textContent?.trim() ?? '';
      return typeof name === 'string' ? label === name : name.test(label);
    }) ?? null
  );
}

/** Checks the attribution: the source and the disclaimer, visible in the shadow root. */
export function expectAttribution(element: IpoCalendar): void {
  const attribution = shadow(element).querySelector<HTMLElement>('[part~="attribution"]');
  if (!attribution) throw new Error('no attribution');
  const words = attribution.textContent!.replace(/\s+/g, ' ');
  const lang = (element.lang || element.closest('[lang]')?.getAttribute('lang'))?.startsWith('en') ? 'en' : 'ko';
  const expected = lang === 'en' ? [/Source: /, /not investment advice/] : [/출처/, /투자/];
  for (const pattern of expected) if (!pattern.test(words)) throw new Error(`attribution lacks ${pattern}: ${words}`);
  const style = getComputedStyle(attribution);
  if (style.display === 'none' || style.visibility === 'hidden' || attribution.getClientRects().length === 0)
    throw new Error('attribution is not visible');
}

/**
 * Lets pending microtasks and one task run (no real waiting). Not requestAnimationFrame: the test
 * runner's parallel pages are in background tabs, where frames do not come.
 */
export function frame(): Promise<void> {
  const channel = new MessageChannel();
  const next = new Promise<void>((resolve) => (channel.port1.onmessage = () => resolve()));
  channel.port2.postMessage(null);
  return next;
}
