/**
 * Element test helpers: the element's real client against a mock site (../support/mock-site.ts) on the page's fetch,
 * on the site's time, with clients of the test's own (a registry per test and time, on storage of its own). They work
 * with whichever `<ipo-calendar>` is registered: the source one (./support.ts) or the built bundle.
 */
import { fixture, nextFrame } from '@open-wc/testing';
import { html, render, type TemplateResult } from 'lit';
import { http, HttpResponse } from 'msw';
import type { ClientRegistry, RegistryOptions } from '../../src/client/registry.js';
import type { IpoCalendar } from '../../src/element/ipo-calendar.js';
import { getOrAdd } from '../../src/util/get-or-add.js';
import { nextTask, type FakeTime } from '../support/fake-time.js';
import { MemoryStorage } from '../support/memory-storage.js';
import { NOW, type MockSite } from '../support/mock-site.js';

/** Re-exported for the element tests, which take their helpers from here. */
export { nextTask };

/**
 * The registry of the test's elements on each time: they share calls, stored bodies and quota with each other, and
 * with no other test's elements.
 */
const registries = new Map<FakeTime | number, ClientRegistry>();
beforeEach(() => registries.clear());

/**
 * A registry of the build under test, the sources' or the bundle's (whichever registered `<ipo-calendar>`): made with
 * the class of an element's default registry, so that the bundle's element runs on the bundle's client.
 */
export function newRegistry(options: RegistryOptions): ClientRegistry {
  const { constructor } = document.createElement('ipo-calendar').clients;
  return new (constructor as new (options: RegistryOptions) => ClientRegistry)(options);
}

/** The registry of the test's elements on `time`, on storage of its own. */
function registryOn(time: FakeTime | number): ClientRegistry {
  const clock = typeof time === 'number' ? () => time : time.clock;
  const timers = typeof time === 'number' ? globalThis : time.timers;
  return getOrAdd(registries, time, () => newRegistry({ clock, timers, storage: new MemoryStorage() }));
}

// A failed assertion about one of the element's nodes would stop the run instead of failing: the runner cannot
// serialize such a node (Lit's parts on it) to report it. Its values are reported as their markup instead.
afterEach(function () {
  const error = this.currentTest?.err as { actual?: unknown; expected?: unknown } | undefined;
  for (const key of ['actual', 'expected'] as const) {
    const value = error?.[key];
    if (value instanceof Node) error![key] = value instanceof Element ? value.outerHTML : value.textContent;
  }
});

/**
 * A gate that holds matching requests until it is opened (then they go on to the mock): pass `hold` as a mock site's
 * `before`.
 */
export function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, hold: (origin: string) => [http.all(`${origin}/*`, async () => void (await opened))] };
}

/** Answers a site's first request with a 429 that lifts after `retryAfter` seconds, and lets the next ones go on. */
export function rateLimitedOnce(retryAfter: number) {
  let limited = true;
  return (origin: string) => [
    http.all(`${origin}/*`, () => {
      if (!limited) return undefined;
      limited = false;
      return HttpResponse.json(
        { error: { code: 'rate_limited', message: 'Daily limit reached.' } },
        { status: 429, headers: { 'Retry-After': String(retryAfter) } },
      );
    }),
  ];
}

/**
 * Attaches an element that runs on `time` from before it is connected (see `runOn`): a site's time, or a fixed
 * instant (with the page's timers); on `clients` when given. The element comes alone (see `siteElement`) or in a
 * template, with whatever surrounds it.
 */
export async function calendar(
  content: TemplateResult | IpoCalendar,
  time: FakeTime | number = NOW,
  clients?: ClientRegistry,
): Promise<IpoCalendar> {
  const container = document.createElement('div');
  render(content, container);
  return attach(container, time, clients);
}

/**
 * What nearly every test gives the element: the demo key, the mock site's base URL, the list view and a first load at
 * once; `extra` adds attributes or replaces these.
 */
export const siteAttributes = (site: MockSite, extra: Record<string, string> = {}): Record<string, string> => ({
  'api-key': 'demo-key',
  'base-url': site.baseUrl,
  view: 'list',
  loading: 'eager',
  ...extra,
});

/** An element of a mock site with `siteAttributes`, not yet attached: for `calendar`, alone or in a template. */
export function siteElement(site: MockSite, extra: Record<string, string> = {}): IpoCalendar {
  const element = document.createElement('ipo-calendar');
  for (const [name, value] of Object.entries(siteAttributes(site, extra))) element.setAttribute(name, value);
  return element;
}

/**
 * Runs the element on `time`: a site's time (its clock and timers) or a fixed instant, and the clients of the test's
 * elements on that time (or `clients`).
 */
export function runOn(element: IpoCalendar, time: FakeTime | number, clients = registryOn(time)): void {
  if (typeof time === 'number') element.now = () => time;
  else {
    element.now = time.clock;
    element.timers = time.timers;
  }
  element.clients = clients;
}

/**
 * An element of a mock site (see `siteElement`) on the site's time, connected into a container `width` px wide and
 * not yet rendered: its first update runs in a later task.
 */
export async function connectedSiteElement(
  site: MockSite,
  width: number,
  extra: Record<string, string> = {},
): Promise<IpoCalendar> {
  const wrapper = await fixture<HTMLElement>(html`<div style="width: ${width}px"></div>`);
  const element = siteElement(site, extra);
  runOn(element, site.time);
  wrapper.append(element);
  return element;
}

async function attach(container: HTMLElement, time: FakeTime | number, clients?: ClientRegistry): Promise<IpoCalendar> {
  const element = container.querySelector('ipo-calendar')!;
  runOn(element, time, clients);
  const wrapper = await fixture<HTMLElement>(html`<div></div>`);
  wrapper.append(container);
  await drawn(element);
  return element;
}

/** How long `finishedLoading` lets a load take before it fails the test: under the tests' 10 s timeout. */
const SETTLE_LIMIT_MS = 8000;

/** The client's retry waits stay under this; the rollover is hours away. */
const RETRY_WAIT_MS = 5000;

/**
 * Resolves once the element has drawn itself (its attribution is in its shadow root). It draws nothing until its first
 * call has left, or waits on another tab, and a Web Lock is granted by another process: the bound is real time, as in
 * `finishedLoading`.
 */
export async function drawn(element: IpoCalendar): Promise<void> {
  const giveUpAt = performance.now() + SETTLE_LIMIT_MS;
  const isDrawn = () => !!element.shadowRoot?.querySelector('[part~="attribution"]');
  while (performance.now() < giveUpAt) {
    await element.updateComplete;
    if (isDrawn()) return;
    await nextTask();
  }
  throw new Error('the element did not draw');
}

/**
 * Resolves once the element has finished loading: its body no longer busy and no skeleton (or nothing to load). Given the element's site, whose time it
 * runs on, lets that time move on to the client's next retry whenever no request is under way: a wait passes, and no
 * answer is ever overtaken by its timeout.
 */
export async function finishedLoading(element: IpoCalendar, site?: MockSite): Promise<void> {
  // Each turn lets the mock's answer and the element's update progress. The bound is a failure report, not a wait:
  // how many turns a load takes depends on the browser (a Web Lock is granted by another process), so the bound is
  // real time, below the test's own timeout.
  await drawn(element);
  const giveUpAt = performance.now() + SETTLE_LIMIT_MS;
  while (performance.now() < giveUpAt) {
    await element.updateComplete;
    const busy = element.shadowRoot!.querySelector('[part~="body"]')?.getAttribute('aria-busy') === 'true';
    if (!busy && !element.shadowRoot!.querySelector('[part~="skeleton"]')) return;
    const waited = site && !site.inFlight && (await site.time.advanceToNext(RETRY_WAIT_MS));
    if (!waited) await nextTask();
  }
  throw new Error('the element did not finish loading');
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

/**
 * Resolves with the element's open panel once its content is there: the panel opens at once, busy until the module of
 * its content has loaded (the first time in a page). The bound is real time, as in `finishedLoading`.
 */
export async function panelShown(element: IpoCalendar): Promise<HTMLElement> {
  const giveUpAt = performance.now() + SETTLE_LIMIT_MS;
  while (performance.now() < giveUpAt) {
    await element.updateComplete;
    const panel = shadow(element).querySelector<HTMLElement>('[role="dialog"]');
    if (panel?.getAttribute('aria-busy') === 'false') return panel;
    await nextTask();
  }
  throw new Error('the panel did not show its content');
}

/**
 * Opens the detail panel of the `index`th offering of a list view, as a reader does: its name gets focus (the panel
 * gives it back on closing), then the click. Resolves with the panel, once its content is there.
 */
export async function openPanel(list: IpoCalendar, index = 0): Promise<HTMLElement> {
  const name = shadow(list).querySelectorAll<HTMLButtonElement>('[part~="item-name"]')[index];
  name.focus();
  name.click();
  return panelShown(list);
}

/**
 * Asks the open panel for its .ics file as a reader does, without the download: resolves with the link once it
 * carries the file (the first time in a page, its writer loads first).
 */
export async function icsLink(element: IpoCalendar): Promise<HTMLAnchorElement> {
  const link = shadow(element).querySelector<HTMLAnchorElement>('[role="dialog"] [part~="ics"]')!;
  // Listened to after the element's own handler, on this click and the element's own once the file is there: the
  // file is not saved.
  link.addEventListener('click', (event) => event.preventDefault());
  link.click();
  const giveUpAt = performance.now() + SETTLE_LIMIT_MS;
  while (performance.now() < giveUpAt && !link.href.startsWith('data:')) {
    await element.updateComplete;
    await nextTask();
  }
  if (!link.href.startsWith('data:')) throw new Error('the .ics link did not get its file');
  return link;
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
 * Focuses `node` and resolves once the browser has scrolled it into view: WebKit does so in the rendering after the
 * next frame's callbacks, not at once.
 */
export async function focusIntoView(node: HTMLElement): Promise<void> {
  node.focus();
  await nextFrame();
  await nextFrame();
}
