/**
 * The host's height in every frame a page paints, from its first paint until the data settles: a page of its own (an
 * iframe as wide as the viewport it stands for) whose stylesheet and markup come first, then the element's script, as
 * on a site. A ResizeObserver and an animation frame loop run in the page before the element is defined.
 */
import type { ClientRegistry, RegistryOptions } from '../../src/client/registry.js';
import { MONTH_LOAD_DELAY_MS, type IpoCalendar } from '../../src/element/ipo-calendar.js';
import type { MockSite } from '../support/mock-site.js';
import { button, finishedLoading, nextTask } from './helpers.js';

export interface SitePage {
  /** The viewport's width, in px. */
  width: number;
  /** The page's stylesheet. */
  css: string;
  /** The page's body: it holds one `<ipo-calendar>`, whose site attributes come from the test. */
  body: string;
  lang: 'ko' | 'en';
  /** More of the page's head, after its stylesheet. */
  head?: string;
}

/** One height the host had, in a frame or at a resize the browser reported before painting. */
export interface Sample {
  height: number;
  /** The test's step. */
  state: string;
  /** What the element showed. */
  shown: 'undefined' | 'not rendered' | 'skeleton' | 'loading' | 'settled';
}

function shownBy(host: IpoCalendar): Sample['shown'] {
  const body = host.shadowRoot?.querySelector('[part~="body"]');
  if (!host.matches(':defined')) return 'undefined';
  if (!body) return 'not rendered';
  if (body.querySelector('[part~="skeleton"]')) return 'skeleton';
  return body.getAttribute('aria-busy') === 'true' ? 'loading' : 'settled';
}

export type PageWindow = Window & typeof globalThis;

/** The element's entry, as the runner serves it: the sources or, with IPO_TEST_TARGET=bundle, the built bundle. */
const ENTRY = new URL('/src/ipo-calendar.ts', location.origin).href;

/**
 * A registry of the page's own build (the element's class's) on the site's fetch, time and storage: what the site's
 * tests' registries run on (see MockSite.registry).
 */
function siteRegistry(host: IpoCalendar, site: MockSite): ClientRegistry {
  const Registry = host.clients.constructor as new (options: RegistryOptions) => ClientRegistry;
  const { baseUrl, apiKey, ...options } = site.clientOptions();
  return new Registry(options);
}

/**
 * Points the page's element at `site`, eager, and sends the page's requests to it; `runOnSite` then runs it on the
 * site's time and clients.
 */
export function toSite(win: PageWindow, host: IpoCalendar, site: MockSite): void {
  host.setAttribute('base-url', site.baseUrl);
  host.setAttribute('api-key', 'demo-key');
  host.setAttribute('loading', 'eager');
  // The page's requests go to the mock site, which the test's page routes.
  win.fetch = (input, init) => window.fetch(input, init);
}

/** Runs the element on the site's time and clients: before its first update, a task after it is defined. */
export function runOnSite(host: IpoCalendar, site: MockSite): void {
  host.now = site.time.clock;
  host.timers = site.time.timers;
  host.clients = siteRegistry(host, site);
}

/** Loads the element's script in the page, as the page's own: a module of the page's realm. */
export async function defineIn(win: PageWindow): Promise<void> {
  await (new win.Function('entry', 'return import(entry)') as (entry: string) => Promise<unknown>)(ENTRY);
}

/** How many frames a test waits at most for the element's first drawing, once its call has left. */
const DRAW_FRAMES_LIMIT = 300;

/** Resolves after `count` animation frames of `win`. */
export async function frames(win: PageWindow, count: number): Promise<void> {
  for (let n = 0; n < count; n++) await new Promise((resolve) => win.requestAnimationFrame(resolve));
}

/** Opens the page in an iframe of the test's page, as wide as its viewport. */
export async function openPage({ width, css, body, lang, head = '' }: SitePage): Promise<HTMLIFrameElement> {
  const iframe = document.createElement('iframe');
  iframe.style.cssText = `display: block; border: 0; width: ${width}px; height: 1200px`;
  iframe.srcdoc = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${css}</style>${head}</head>
    <body>${body}</body></html>`;
  const loaded = new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
  document.body.append(iframe);
  await loaded;
  return iframe;
}

/**
 * Opens the page on `site`, samples the host's height in every frame, defines the element once the page has painted
 * it undefined, holds the first answer for a few frames, then lets it through; `after` may go on (e.g. navigate) before
 * the sampling stops. Resolves with every sample.
 */
export async function sampleHeights(
  page: SitePage,
  site: MockSite,
  release: () => void,
  after: (element: IpoCalendar, sample: (state: string) => Promise<void>) => Promise<void> = async () => {},
): Promise<Sample[]> {
  const iframe = await openPage(page);
  const win = iframe.contentWindow as PageWindow;
  const host = win.document.querySelector('ipo-calendar') as IpoCalendar;
  toSite(win, host, site);
  const samples: Sample[] = [];
  let state = 'before the script';
  let sampling = true;
  const record = () => samples.push({ height: host.getBoundingClientRect().height, state, shown: shownBy(host) });
  const observer = new win.ResizeObserver(([entry]) => {
    samples.push({ height: entry.borderBoxSize[0].blockSize, state: `${state}, resized`, shown: shownBy(host) });
  });
  observer.observe(host, { box: 'border-box' });
  const loop = () => {
    if (!sampling) return;
    record();
    win.requestAnimationFrame(loop);
  };
  win.requestAnimationFrame(loop);
  try {
    await frames(win, 3);
    await defineIn(win);
    // Before the first update (a task away): the element and its calls run on the site's time (a retry waits on it).
    runOnSite(host, site);
    state = 'defined, first answer held';
    // The element draws once its call has left (a Web Lock's grant away) and, in English, its strings have come (a chunk
    // of their own): frames from then on show its waiting state.
    await site.reached(1);
    for (let n = 0; n < DRAW_FRAMES_LIMIT && shownBy(host) === 'not rendered'; n++) await frames(win, 1);
    await frames(win, 3);
    state = 'first answer through';
    release();
    await finishedLoading(host, site);
    state = 'settled';
    await frames(win, 3);
    await after(host, async (next) => {
      state = next;
      await frames(win, 2);
    });
    record();
  } finally {
    sampling = false;
    observer.disconnect();
    iframe.remove();
  }
  return samples;
}

/** Navigates `months` months on, sampling while each month loads and after. */
export function navigateMonths(months: number, lang: 'ko' | 'en', site: MockSite) {
  return async (host: IpoCalendar, sample: (state: string) => Promise<void>) => {
    for (let n = 1; n <= months; n++) {
      button(host, lang === 'ko' ? '다음 달' : 'Next month')!.click();
      await host.updateComplete;
      await sample(`month +${n}, loading`);
      await site.time.advance(MONTH_LOAD_DELAY_MS);
      await finishedLoading(host, site);
      await nextTask();
      await sample(`month +${n}`);
    }
  };
}

/**
 * Makes the site fail (a 500 to every call), then refreshes: the stored data stays on screen, with the failure and its
 * retry button, and the note that the data is stale, under the grid. Samples while the refresh and its retries run and
 * after, then while the next month fails to load.
 */
export function failRefresh(lang: 'ko' | 'en', site: MockSite) {
  return async (host: IpoCalendar, sample: (state: string) => Promise<void>) => {
    site.api.setFault({ internal: true });
    const refreshed = host.refresh();
    await host.updateComplete;
    await sample('refreshing');
    await finishedLoading(host, site);
    await refreshed;
    await sample('refresh failed');
    if (!host.shadowRoot!.querySelector('[part~="stale"]') || !button(host, lang === 'ko' ? '다시 시도' : 'Retry')) {
      throw new Error('the failure and the stale data are not said');
    }
    await navigateMonths(1, lang, site)(host, sample);
  };
}

/** The samples whose height is not the first's, for a readable failure. */
export function describeHeights(samples: readonly Sample[]): string {
  const runs: string[] = [];
  let last: number | null = null;
  for (const { height, state, shown } of samples) {
    if (height !== last) runs.push(`${height.toFixed(3)} px (${state}: ${shown})`);
    last = height;
  }
  return runs.join(' → ');
}
