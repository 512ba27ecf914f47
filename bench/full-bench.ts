/**
 * `npm run bench`: the element next to FullCalendar 7 and the floors, in three measures, printed and written as one
 * table into docs/performance.md:
 * - in-page, cold and warm: attaching the month view (100 offerings) until the frame after its marks are in the DOM;
 * - page-level: the phases from navigation start to content painted, cold and throttled, for the element (eager, eager
 *   with a modulepreload of its chunk, eager from the classic script, and lazy in the first viewport), FullCalendar,
 *   the floor, and the floor with the element's bytes;
 * - the longest main-thread task while the month view's page loads 100 offerings, from Chrome traces.
 */
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { benchSetup, harnessRuns, RUN_TIMEOUT_MS, type HarnessSide } from './harness-runs.js';
import { describeTask, type Task } from './longest-task.js';
import type { RunResult } from './page/harness.js';
import {
  pageLoadRuns,
  THROTTLING,
  TRACE_TAIL_MS,
  tracedRuns,
  warmReloadRuns,
  type EmbedLoad,
  type PageLoad,
  type WarmReload,
} from './page-load.js';
import { markdownTable, writeBetweenMarkers } from '../scripts/markdown-figures.js';
import { BENCH_MONTH, OFFERING_COUNT, PAGE_OFFERING_COUNT } from './offerings.js';
import { chunkFiles, cores, VIEWPORT, withSession, type Session } from './session.js';
import { bytes, formatTable, ms, spread, summarize, times, type Summary } from './stats.js';
import { phaseTable } from './phases.js';
import type { DataSet } from './pages.js';

export const FULL_RUNS = 20;
const PAGE_RUNS = 15;
const TRACE_RUNS = 5;
const RELOAD_RUNS = 10;
const LONG_TASK_MS = 50;

type Side = 'ipoCalendar' | 'fullCalendar' | 'floor' | 'floorNoStore' | 'stringGrid' | 'stringGridLoading';
const SIDES: Record<Side, HarnessSide> = {
  ipoCalendar: { page: 'element-dist', run: 'ipoCalendar' },
  fullCalendar: { page: 'fullCalendar', run: 'fullCalendar' },
  floor: { page: 'plain', run: 'floor' },
  floorNoStore: { page: 'plain', run: 'floorNoStore' },
  stringGrid: { page: 'plain', run: 'stringGrid' },
  stringGridLoading: { page: 'plain', run: 'stringGridLoading' },
};
const LABELS: Record<Side, string> = {
  ipoCalendar: 'ipo-calendar (month)',
  fullCalendar: 'FullCalendar 7 (dayGridMonth)',
  floor: 'floor (fetch, parse, one mark)',
  floorNoStore: 'floor, fetching as the element does',
  stringGrid: 'the same month as HTML strings',
  stringGridLoading: 'the same, loading state drawn first',
};
/** FullCalendar's medians over each side's, printed under the table. */
const RATIO_SIDES: readonly Side[] = ['ipoCalendar', 'floor', 'floorNoStore', 'stringGrid', 'stringGridLoading'];

type PageSide = 'floor' | 'bytesFloor' | 'eager' | 'preload' | 'classic' | 'lazy' | 'fullCalendar';
const PAGE_LABELS: Record<PageSide, string> = {
  floor: 'floor',
  bytesFloor: "floor, the element's bytes",
  eager: 'ipo-calendar eager',
  preload: 'ipo-calendar eager, modulepreload',
  classic: 'ipo-calendar eager, classic script',
  lazy: 'ipo-calendar lazy',
  fullCalendar: 'FullCalendar 7',
};
/** The page-level pages, the floor first: its column comes first in the phase table, and the others' ratios to it. */
const pageLoads = (data: DataSet): Record<PageSide, EmbedLoad> => ({
  floor: { side: 'floor', data },
  bytesFloor: { side: 'bytesFloor', data, bundle: 'dist' },
  eager: { side: 'element', data, bundle: 'dist', loading: 'eager' },
  preload: { side: 'element', data, bundle: 'dist', loading: 'eager', tag: 'modulepreload' },
  classic: { side: 'element', data, bundle: 'dist', loading: 'eager', tag: 'classic' },
  lazy: { side: 'element', data, bundle: 'dist', loading: 'lazy' },
  fullCalendar: { side: 'fullCalendar', data },
});
type TracedSide = 'element' | 'floor' | 'strings';
const TRACED_LABELS: Record<TracedSide, string> = {
  element: 'ipo-calendar',
  floor: 'floor (one fetch, one innerHTML)',
  strings: 'the same month as HTML strings',
};
/** The traced pages: the element's (the embed snippet as documented), the floor's, and the month as HTML strings. */
const tracedLoads = (data: DataSet): Record<TracedSide, EmbedLoad> => ({
  element: { side: 'element', data, bundle: 'dist', loading: 'lazy' },
  floor: { side: 'floor', data },
  strings: { side: 'strings', data },
});

type Mode = 'cold' | 'warm';
const MODE_TITLES = (runs: number): Record<Mode, string> => ({
  cold: `Cold: ${runs} runs each in a fresh browser context (empty storage and HTTP cache, new page; timed 300 ms after load), interleaved, after a discarded round.`,
  warm: `Warm: ${runs} runs each, one page per side, interleaved (storage cleared and the previous calendar removed before each run), after a discarded round.`,
});

const frameMs = (result: RunResult) => result.frameMs;
const figure = (summary: Summary) => ms(summary.median);

function modeTable(mode: Mode, results: Record<Side, RunResult[]>, runs: number): void {
  const of = (side: Side, value: (result: RunResult) => number) => summarize(results[side].map(value));
  const last = (side: Side) => results[side][results[side].length - 1];
  const ratio = (side: Side, value: (result: RunResult) => number) =>
    times(of('fullCalendar', value).median / of(side, value).median);
  console.log(`\n${MODE_TITLES(runs)[mode]}\n`);
  console.log(
    formatTable([
      [
        '',
        'median',
        'p25–p75',
        'min',
        'max',
        'painted',
        'request start',
        'response end',
        'after response',
        'marks',
        '+more',
      ],
      ...(Object.keys(SIDES) as Side[]).map((side) => [
        LABELS[side],
        figure(of(side, frameMs)),
        spread(of(side, frameMs)),
        ms(of(side, frameMs).min),
        ms(of(side, frameMs).max),
        figure(of(side, (r) => r.renderedMs)),
        figure(of(side, (r) => r.fetchStartMs)),
        figure(of(side, (r) => r.fetchEndMs)),
        figure(of(side, (r) => r.frameMs - r.fetchEndMs)),
        String(last(side).marks),
        String(last(side).moreLinks),
      ]),
      ...RATIO_SIDES.map((side) => [
        `FullCalendar / ${LABELS[side]}`,
        ratio(side, frameMs),
        '',
        '',
        '',
        ratio(side, (r) => r.renderedMs),
        ...Array<string>(5).fill(''),
      ]),
    ]),
  );
}

const throttlingText = `${THROTTLING.cpuSlowdown}× CPU, ${THROTTLING.latencyMs} ms RTT, ${THROTTLING.downloadBitsPerSecond / 1e6} Mbit/s down, ${THROTTLING.uploadBitsPerSecond / 1e6} Mbit/s up`;

/** The page-level loads, printed: the medians of each mark from navigation start, then the phases between them. */
function pageReport(results: Record<PageSide, PageLoad[]>): void {
  const of = (side: PageSide, value: (load: PageLoad) => number) => summarize(results[side].map(value));
  const painted = (load: PageLoad) => load.paintedMs;
  console.log(
    `\nPage-level: ${PAGE_OFFERING_COUNT} offerings, ${throttlingText}, each load in a fresh browser context, ${results.floor.length} runs each, interleaved. Medians of each mark from navigation start:\n`,
  );
  console.log(
    formatTable([
      ['', 'document end', 'script arrived', 'call sent', 'answer received', 'painted', 'p25–p75', 'min', 'max'],
      ...(Object.keys(PAGE_LABELS) as PageSide[]).map((side) => [
        PAGE_LABELS[side],
        figure(of(side, (load) => load.documentEndMs)),
        figure(of(side, (load) => load.scriptArrivedMs)),
        figure(of(side, (load) => load.callSentMs)),
        figure(of(side, (load) => load.answerReceivedMs)),
        figure(of(side, painted)),
        spread(of(side, painted)),
        ms(of(side, painted).min),
        ms(of(side, painted).max),
      ]),
    ]),
  );
  console.log('\nThe phases between them, each the median of its length in each run:\n');
  console.log(formatTable(phaseTable(results, PAGE_LABELS, 'floor')));
}

const byElement = (task: Task) => task.byScript;

/**
 * Of each run, the longest task of those `counted` (all by default); and the run whose longest is the median, with
 * that task and all the run's tasks.
 */
function longestTasks(
  runs: Task[][],
  counted: (task: Task) => boolean = () => true,
): { summary: Summary; longest: Task; median: Task[] } {
  const longest = runs.map((tasks) => {
    const task = tasks.find(counted);
    if (!task) throw new Error('a traced run has no task of the kind counted');
    return task;
  });
  const order = longest.map((_, run) => run).sort((a, b) => longest[a].durationMs - longest[b].durationMs);
  const median = order[order.length >> 1];
  return {
    summary: summarize(longest.map((task) => task.durationMs)),
    longest: longest[median],
    median: runs[median],
  };
}

/** A task's figure with its spread and what it does. */
function taskFigure({ summary, longest }: ReturnType<typeof longestTasks>): string {
  return `${figure(summary)} (${spread(summary)}, max ${ms(summary.max)}), ${what(longest)}`;
}

const what = (task: Task) =>
  task.kind === 'navigation commit' ? task.kind : `${task.kind}: ${task.parts.map((part) => part.name).join(', ')}`;

function taskReport(results: Record<TracedSide, Task[][]>): void {
  console.log(
    `\nLongest main-thread tasks: ${OFFERING_COUNT} offerings, page-level throttling, traced from before navigation to ${TRACE_TAIL_MS} ms after the content is painted, ${results.element.length} runs each; the median over the runs of each run's longest task (wall time; "thread" is the main thread's CPU time in it, which a loaded machine does not stretch). The element's tasks are those its bundle causes: from its compilation on, those that run script or render a frame.`,
  );
  for (const side of Object.keys(results) as TracedSide[]) {
    const runs = results[side];
    console.log(`\n${TRACED_LABELS[side]}, whole page: ${taskFigure(longestTasks(runs))}.`);
    if (side !== 'floor') {
      console.log(`Caused by its script: ${taskFigure(longestTasks(runs, byElement))}.`);
      for (const kind of ['script', 'rendering'] as const) {
        const ofKind = longestTasks(runs, (task) => task.byScript && task.kind === kind);
        console.log(`  its longest ${kind} task: ${taskFigure(ofKind)}.`);
      }
    }
    console.log(`The median run's tasks over ${LONG_TASK_MS} ms:`);
    for (const task of longestTasks(runs).median.filter((task) => task.durationMs > LONG_TASK_MS)) {
      console.log(`  ${describeTask(task)}`);
    }
  }
  const element = longestTasks(results.element, byElement).summary.median;
  console.log(
    `\nThe element's tasks under ${LONG_TASK_MS} ms: ${element < LONG_TASK_MS ? 'yes' : `no, over by ${ms(element - LONG_TASK_MS)}`}.`,
  );
}

async function bundleSize(file: string): Promise<{ raw: number; gzip: number }> {
  return { raw: (await readFile(file)).length, gzip: execFileSync('gzip', ['-9', '-c', file]).length };
}

function figuresTable(
  session: Session,
  results: {
    cold: Record<Side, RunResult[]>;
    warm: Record<Side, RunResult[]>;
    page: Record<PageSide, PageLoad[]>;
    tasks: Record<TracedSide, Task[][]>;
    reloads: WarmReload[];
  },
): string {
  const row = (label: string, values: readonly number[], format = figure) => {
    const summary = summarize(values);
    return [label, format(summary), spread(summary), String(values.length)];
  };
  const count = (summary: Summary) => String(summary.median);
  const ratio = (label: string, over: readonly number[], under: readonly number[]) => [
    label,
    times(summarize(over).median / summarize(under).median),
    '',
    '',
  ];
  const inPage = (mode: Mode) => [
    ...(Object.keys(SIDES) as Side[]).map((side) => row(`${mode}: ${LABELS[side]}`, results[mode][side].map(frameMs))),
    ratio(
      `${mode}: FullCalendar / ipo-calendar`,
      results[mode].fullCalendar.map(frameMs),
      results[mode].ipoCalendar.map(frameMs),
    ),
  ];
  const longest = (label: string, runs: Task[][], counted?: (task: Task) => boolean) => {
    const tasks = longestTasks(runs, counted);
    return [`${label} (${what(tasks.longest)})`, figure(tasks.summary), spread(tasks.summary), String(runs.length)];
  };
  const header = ['figure', 'median', 'p25–p75 (ms)', 'runs'];
  const table = markdownTable(
    header,
    [
      longest('longest task, ipo-calendar page, caused by the element', results.tasks.element, byElement),
      longest('longest task, ipo-calendar page, whole page', results.tasks.element),
      longest('longest task, floor page, whole page', results.tasks.floor),
      longest('longest task, the same month as HTML strings, caused by its script', results.tasks.strings, byElement),
      ...inPage('cold'),
      ...inPage('warm'),
      row(
        'script a default month page downloads, gzip (B), ipo-calendar eager',
        results.page.eager.map((load) => load.scriptBytes),
        count,
      ),
      row(
        "script the floor with the element's bytes downloads, gzip (B)",
        results.page.bytesFloor.map((load) => load.scriptBytes),
        count,
      ),
      row(
        'warm reload: frames from the element defined to content (1: the first)',
        results.reloads.map((reload) => reload.frames),
        count,
      ),
      row(
        "warm reload: element defined → that frame's layout (ms)",
        results.reloads.map((reload) => reload.definedToFrameMs),
      ),
      row(
        'warm reload: API calls',
        results.reloads.map((reload) => reload.calls),
        count,
      ),
    ],
    // The figures are right-aligned, the names of what they measure left-aligned.
    header.slice(1),
  );
  const machine = `${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${cores()} cores, load average ${session.loadAtStart.toFixed(1)} at the start and ${loadavg()[0].toFixed(1)} at the end`;
  const [phaseHeader, ...phaseRows] = phaseTable(results.page, PAGE_LABELS, 'floor');
  const phases = markdownTable(phaseHeader, phaseRows, phaseHeader.slice(1));
  return `${phases}\n\n${table}\n\nphases: ${PAGE_OFFERING_COUNT} offerings, each load cold, ${throttlingText}; ipo-calendar eager has \`loading="eager"\`, ipo-calendar lazy the default, in the first viewport. warm reload: ipo-calendar eager loaded, then reloaded with its stored body, the same throttling. longest task: ${OFFERING_COUNT} offerings, the same throttling, traced. cold, warm: in-page, ${OFFERING_COUNT} offerings, attach → the frame after the marks, no throttling. ${session.browserVersion} headless, ${VIEWPORT.width}×${VIEWPORT.height}, ${machine}.`;
}

/**
 * A run of one `--only` measure: the built element and the data set of `offeringCount`, `loads` page loads each bounded
 * by its own timeout, and a watchdog that bounds the whole at several times a normal run's length.
 */
function withOneMeasure(
  projectRoot: string,
  offeringCount: number,
  loads: number,
  body: (session: Session, data: DataSet) => Promise<void>,
): Promise<void> {
  return withSession(
    {
      projectRoot,
      bundles: { dist: join(projectRoot, 'dist/ipo-calendar.js') },
      offeringCounts: [offeringCount],
      watchdogMs: 120_000 + loads * 30_000,
    },
    (session) => body(session, session.dataSets.get(offeringCount)!),
  );
}

/** `--only longest-task`: the traces alone (`runs` of each side, default 5), printed; the table is left as it is. */
export async function longestTaskBench(projectRoot: string, runs: number | undefined): Promise<void> {
  const traceRuns = runs ?? TRACE_RUNS;
  const sides = Object.keys(TRACED_LABELS).length;
  await withOneMeasure(projectRoot, OFFERING_COUNT, traceRuns * sides, async (session, data) => {
    const tasks = await tracedRuns<TracedSide>(session, tracedLoads(data), traceRuns);
    console.log(`\nThrottling: ${throttlingText}; ${session.browserVersion}.`);
    taskReport(tasks);
  });
}

/** `--only page-load`: the page-level loads alone (`runs` of each side, default 15), printed; the table is left as it is. */
export async function pageLoadBench(projectRoot: string, runs: number | undefined): Promise<void> {
  const pageRuns = runs ?? PAGE_RUNS;
  const sides = Object.keys(PAGE_LABELS).length;
  await withOneMeasure(projectRoot, PAGE_OFFERING_COUNT, pageRuns * sides, async (session, data) => {
    const page = await pageLoadRuns(session, pageLoads(data), pageRuns);
    console.log(`\n${session.browserVersion}, ${VIEWPORT.width}x${VIEWPORT.height}.`);
    pageReport(page);
  });
}

/** `--only warm-reload`: the warm reloads alone (`runs`, default 10), printed; the table is left as it is. */
export async function warmReloadBench(projectRoot: string, runs: number | undefined): Promise<void> {
  const reloadRuns = runs ?? RELOAD_RUNS;
  await withOneMeasure(projectRoot, PAGE_OFFERING_COUNT, reloadRuns * 2, async (session, data) => {
    reloadReport(await warmReloadRuns(session, pageLoads(data).eager, reloadRuns));
  });
}

function reloadReport(reloads: readonly WarmReload[]): void {
  console.log(
    `\nWarm reloads of ipo-calendar eager (${throttlingText}), ${reloads.length} runs: frames from the element defined to content ${reloads.map((reload) => reload.frames).join(', ')}; ms ${reloads.map((reload) => reload.definedToFrameMs.toFixed(0)).join(', ')}; API calls ${reloads.map((reload) => reload.calls).join(', ')}.`,
  );
}

export async function fullBench(projectRoot: string, runs: number | undefined): Promise<void> {
  const inPageRuns = runs ?? FULL_RUNS;
  const pageRuns = runs ?? PAGE_RUNS;
  const element = join(projectRoot, 'dist/ipo-calendar.js');
  await withSession(
    {
      projectRoot,
      bundles: { dist: element },
      offeringCounts: [OFFERING_COUNT, PAGE_OFFERING_COUNT],
      // Each run is bounded by its own timeout; this bounds the whole, at several times a normal run's length.
      watchdogMs: 300_000 + (inPageRuns + pageRuns + TRACE_RUNS + RELOAD_RUNS) * 30_000,
    },
    async (session) => {
      const data = session.dataSets.get(OFFERING_COUNT)!;
      const pageData = session.dataSets.get(PAGE_OFFERING_COUNT)!;
      const setup = benchSetup(data);
      const cold = await harnessRuns(session, 'cold', SIDES, setup, inPageRuns);
      const warm = await harnessRuns(session, 'warm', SIDES, setup, inPageRuns);
      const page = await pageLoadRuns(session, pageLoads(pageData), pageRuns);
      const tasks = await tracedRuns<TracedSide>(session, tracedLoads(data), TRACE_RUNS);
      const reloads = await warmReloadRuns(session, pageLoads(pageData).eager, RELOAD_RUNS);

      console.log(
        `\n${OFFERING_COUNT} offerings in ${BENCH_MONTH} from the mock API on loopback; ${session.browserVersion}, ${VIEWPORT.width}x${VIEWPORT.height}. Per-run timeout ${RUN_TIMEOUT_MS / 1000} s.`,
      );
      console.log(
        'In-page: attach (ipo-calendar) or fetch start (the others) → next animation frame after the marks are in the DOM. Other columns are medians: the task after that frame, the API call (Resource Timing), the frame minus the response end.',
      );
      modeTable('cold', cold, inPageRuns);
      modeTable('warm', warm, inPageRuns);
      pageReport(page);
      taskReport(tasks);
      reloadReport(reloads);
      // The first module and the chunks it imports: the element is all of them.
      const elementSizes = await Promise.all(
        [element, ...(await chunkFiles(element))].map(async (file) => {
          const size = await bundleSize(file);
          return [relative(projectRoot, file), bytes(size.raw), bytes(size.gzip)];
        }),
      );
      const fullCalendar = await bundleSize(join(projectRoot, 'bench/.out/fullCalendar.js'));
      console.log(
        `\n${formatTable([
          ['bundle', 'raw', 'gzip -9'],
          ...elementSizes,
          ['bench/.out/fullCalendar.js (JS + CSS, minified)', bytes(fullCalendar.raw), bytes(fullCalendar.gzip)],
        ])}`,
      );
      const doc = join(projectRoot, 'docs/performance.md');
      await writeBetweenMarkers(doc, 'bench:figures', figuresTable(session, { cold, warm, page, tasks, reloads }));
      console.log(`\nThe table is written to ${doc}.`);
    },
  );
}
