/**
 * The timed sections, run in the page (bundled to bench/.out/harness.js). Each starts before the
 * data is fetched, so that every figure includes fetch and parse, and ends in the animation frame
 * after the month and its entries are in the DOM.
 */
import type { Calendar } from 'fullcalendar';
import { monthGrid } from '../../src/calendar/month-grid.js';
import { LINES_PER_DAY, placeOfferings } from '../../src/calendar/placement.js';
import { parseListResponse } from '../../src/client/parse.js';
import { monthStyles } from '../../src/element/month-styles.js';
import { baseStyles } from '../../src/element/styles.js';
import { STRINGS } from '../../src/i18n/tables.js';
import { kstDateOf } from '../../src/time/kst.js';
import { nextFrameAfter } from './next-frame.js';
import { escapeHtml } from './escape-html.js';
import { ELEMENT_FETCH, fetchMonth, type MonthQuery } from './fetch-month.js';
import { stringMonth, stringWeeks } from './string-month.js';
import { stageEvents } from './stage-events.js';

export interface RunResult {
  /** From the start to the content being in the DOM, in ms. */
  readyMs: number;
  /** From the start to the next animation frame after that, in ms. */
  frameMs: number;
  /** From the start to the first task after that frame (its style, layout and paint included), in ms. */
  renderedMs: number;
  /** From the start to the request to the API starting and its response ending (Resource Timing), in ms. */
  fetchStartMs: number;
  fetchEndMs: number;
  /** Stage marks in the day cells when measured. */
  marks: number;
  /** "+N more" links when measured. */
  moreLinks: number;
}

/** What bench/.out/fullcalendar.js exports. */
type FullCalendarBundle = typeof import('./fullcalendar.js');

export interface BenchSetup extends MonthQuery {
  month: string;
  timeoutMs: number;
}

/** The one API request of the run, from Resource Timing (its start includes the CORS preflight). */
function apiRequest(setup: BenchSetup, start: number): { fetchStartMs: number; fetchEndMs: number } {
  const requests = performance.getEntriesByType('resource').filter((entry) => entry.name.startsWith(setup.baseUrl));
  if (requests.length !== 1) throw new Error(`expected one API request, saw ${requests.length}`);
  const [request] = requests as PerformanceResourceTiming[];
  return { fetchStartMs: request.startTime - start, fetchEndMs: request.responseEnd - start };
}

/** Waits until marks are under `root`, then for the frame after them, and reports the run from `start`. */
async function timeRun(
  root: Node & ParentNode,
  selectors: { mark: string; more: string },
  start: number,
  setup: BenchSetup,
): Promise<RunResult> {
  const marks = () => root.querySelectorAll(selectors.mark).length;
  const times = await nextFrameAfter(
    root,
    () => marks() > 0,
    setup.timeoutMs,
    () => root.textContent?.trim().slice(0, 300) ?? '',
  );
  return {
    readyMs: times.readyAt - start,
    frameMs: times.frameAt - start,
    renderedMs: times.renderedAt - start,
    ...apiRequest(setup, start),
    marks: marks(),
    moreLinks: root.querySelectorAll(selectors.more).length,
  };
}

async function runIpoCalendar(setup: BenchSetup): Promise<RunResult> {
  const start = performance.now();
  const element = document.createElement('ipo-calendar');
  element.setAttribute('view', 'month');
  element.setAttribute('loading', 'eager');
  element.setAttribute('api-key', setup.apiKey);
  element.setAttribute('base-url', setup.baseUrl);
  element.setAttribute('range', setup.month);
  document.body.append(element);
  return timeRun(element.shadowRoot!, { mark: '[role=gridcell] .bar', more: '[role=gridcell] .more' }, start, setup);
}

/**
 * A floor: what any calendar fetching this way must spend at least, the fetch and parse, then a
 * single mark (one name) in the DOM, timed to the same frame.
 */
async function runFloor(setup: BenchSetup, init?: RequestInit): Promise<RunResult> {
  const start = performance.now();
  const body = await fetchMonth(setup, init);
  const host = document.createElement('div');
  const mark = document.createElement('span');
  mark.className = 'bench-event';
  mark.textContent = body.items[0]?.corp_name ?? '';
  host.append(mark);
  document.body.append(host);
  return timeRun(host, { mark: '.bench-event', more: '.bench-more' }, start, setup);
}

/**
 * The element's month view without the element: the same parsing, placement, styles, markup, names
 * and bars, written as HTML strings into a shadow root. No Lit, storage or Web Lock. With
 * `loadingFirst`, the month is drawn at the start without its days, as the element must (the
 * attribution shows in every state, and the grid holds its place), and the days are written in when
 * the data comes; without, nothing is drawn before the data.
 */
async function runStringGrid(setup: BenchSetup, loadingFirst: boolean): Promise<RunResult> {
  const start = performance.now();
  const response = fetchMonth(setup, ELEMENT_FETCH);
  const grid = monthGrid(setup.month, kstDateOf(Date.now()));
  const host = document.createElement('div');
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [baseStyles.styleSheet!, monthStyles.styleSheet!];
  if (loadingFirst) {
    const pending = grid.weeks.map(() => '<div class="pending"></div>').join('');
    root.innerHTML = stringMonth(
      setup.month,
      grid,
      `<span part="notice loading" role="status">${escapeHtml(STRINGS.ko.loading)}</span>`,
      pending,
    );
    document.body.append(host);
  }
  const data = parseListResponse(await response)!;
  const weeks = stringWeeks(grid, placeOfferings(data.items, grid.visible));
  if (loadingFirst) {
    root.querySelector('[part~="loading"]')!.remove();
    root.querySelectorAll('.pending').forEach((week) => week.remove());
    root.querySelector('[role="grid"]')!.insertAdjacentHTML('beforeend', weeks);
  } else {
    root.innerHTML = stringMonth(setup.month, grid, '', weeks);
    document.body.append(host);
  }
  return timeRun(root, { mark: '[role=gridcell] .bar', more: '[role=gridcell] .more' }, start, setup);
}

/** Destroyed on reset, so that a warm run does not leave FullCalendar's listeners behind. */
const fullCalendars: Calendar[] = [];

async function runFullCalendar(setup: BenchSetup): Promise<RunResult> {
  const bundle = (window as unknown as { benchFullCalendar: FullCalendarBundle }).benchFullCalendar;
  const start = performance.now();
  const body = await fetchMonth(setup);
  const host = document.createElement('div');
  document.body.append(host);
  const calendar = new bundle.Calendar(host, {
    plugins: [bundle.dayGridPlugin, bundle.classicThemePlugin],
    initialView: 'dayGridMonth',
    initialDate: `${setup.month}-01`,
    timeZone: 'Asia/Seoul',
    locale: bundle.koLocale,
    dayMaxEvents: LINES_PER_DAY,
    eventClass: 'bench-event',
    moreLinkClass: 'bench-more',
    events: body.items.flatMap(stageEvents),
  });
  calendar.render();
  fullCalendars.push(calendar);
  return timeRun(host, { mark: '.bench-event', more: '.bench-more' }, start, setup);
}

/**
 * Between warm runs in one page: the previous calendar goes, and so do the stored bodies and the
 * request records, so that the next run fetches and parses again.
 */
function reset(): void {
  for (const child of [...document.body.children]) if (child.localName !== 'script') child.remove();
  for (const calendar of fullCalendars.splice(0)) calendar.destroy();
  localStorage.clear();
  performance.clearResourceTimings();
}

const bench = {
  ipoCalendar: runIpoCalendar,
  fullCalendar: runFullCalendar,
  floor: (setup: BenchSetup) => runFloor(setup),
  floorNoStore: (setup: BenchSetup) => runFloor(setup, ELEMENT_FETCH),
  stringGrid: (setup: BenchSetup) => runStringGrid(setup, false),
  stringGridLoading: (setup: BenchSetup) => runStringGrid(setup, true),
  reset,
};
export type Bench = typeof bench;
(window as unknown as { bench: Bench }).bench = bench;
