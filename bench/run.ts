/**
 * `npm run bench`: the month view's cost next to FullCalendar 7's dayGridMonth, in one run of
 * headless Chromium. Each run gets a fresh browser context (empty storage and HTTP cache) and page;
 * every side fetches the same 100 offerings from the real mock API on loopback inside the timed section.
 * Two more sides, the floors, fetch and parse the same and put one name in the DOM: the least any
 * calendar fetching that way can take, so FullCalendar / floor is the most any calendar could show.
 * Two more draw the element's month without the element, with and without its loading state first
 * (see `runStringGrid` in the harness).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { execFileSync } from 'node:child_process';
import puppeteer, { type Browser } from 'puppeteer-core';
import { BENCH_MONTH, OFFERING_COUNT, benchOfferings } from './offerings.js';
import { bundleFullCalendar, bundleHarness } from './fullcalendar-bundle.js';
import { startMockServer, type MockServer } from './mock-server.js';
import { serveStatic, type StaticServer } from './static-server.js';
import { formatTable, summarize } from './stats.js';
import type { Bench, BenchSetup, RunResult } from './page/harness.js';

const RUNS = 20;
const WARMUP_RUNS = 1;
const SETTLE_MS = 300;
const WARM_SETTLE_MS = 100;
const RUN_TIMEOUT_MS = 15_000;
const WATCHDOG_MS = 480_000;
const VIEWPORT = { width: 1280, height: 900 };
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(projectRoot, 'bench/.out');
const files = {
  element: join(projectRoot, 'dist/ipo-calendar.js'),
  fullCalendar: join(outDir, 'fullcalendar.js'),
  harness: join(outDir, 'harness.js'),
  data: join(outDir, `offerings-${BENCH_MONTH}.json`),
};

type Side = 'ipoCalendar' | 'fullCalendar' | 'floor' | 'floorNoStore' | 'stringGrid' | 'stringGridLoading';
const SIDES: Side[] = ['ipoCalendar', 'fullCalendar', 'floor', 'floorNoStore', 'stringGrid', 'stringGridLoading'];
const LABELS: Record<Side, string> = {
  ipoCalendar: 'ipo-calendar (month)',
  fullCalendar: 'FullCalendar 7 (dayGridMonth)',
  floor: 'floor: fetch, parse, one mark',
  floorNoStore: 'floor, fetching as the element does',
  stringGrid: 'the same month as HTML strings',
  stringGridLoading: 'the same, loading state drawn first',
};

function page(title: string, scripts: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>${title}</title>
<style>body { margin: 0; font-family: system-ui, sans-serif; } body > * { display: block; width: 1000px; }</style>
${scripts}
<script type="module" src="/harness.js"></script></head><body></body></html>`;
}

async function measure(browser: Browser, origin: string, side: Side, setup: BenchSetup): Promise<RunResult> {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    tab.setDefaultTimeout(RUN_TIMEOUT_MS);
    await tab.setViewport(VIEWPORT);
    const errors: string[] = [];
    tab.on('pageerror', (error) => errors.push(String(error)));
    await tab.goto(`${origin}/${side}.html`, { waitUntil: 'load' });
    // Let page start-up work (module evaluation, GC, first paint) finish outside the timed section.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    try {
      return await tab.evaluate((name, arg) => (window as unknown as { bench: Bench }).bench[name](arg), side, setup);
    } catch (error) {
      throw new Error(
        `${LABELS[side]}: ${(error as Error).message}${errors.length ? `\npage errors: ${errors.join('\n')}` : ''}`,
        {
          cause: error,
        },
      );
    }
  } finally {
    await context.close();
  }
}

/**
 * Warm runs: one page per side, the runs one after another in it, each after `reset` (the previous
 * calendar removed, storage and request records cleared, so each run fetches and parses again).
 * Start-up costs paid once per page (module compilation, locale data, font fallback) are left out.
 */
async function measureWarm(browser: Browser, origin: string, side: Side, setup: BenchSetup): Promise<RunResult[]> {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    tab.setDefaultTimeout(RUN_TIMEOUT_MS);
    await tab.setViewport(VIEWPORT);
    await tab.goto(`${origin}/${side}.html`, { waitUntil: 'load' });
    const results: RunResult[] = [];
    for (let run = 0; run < WARMUP_RUNS + RUNS; run++) {
      await tab.evaluate(() => (window as unknown as { bench: Bench }).bench.reset());
      await new Promise((resolve) => setTimeout(resolve, WARM_SETTLE_MS));
      const result = await tab.evaluate(
        (name, arg) => (window as unknown as { bench: Bench }).bench[name](arg),
        side,
        setup,
      );
      if (run >= WARMUP_RUNS) results.push(result);
    }
    return results;
  } finally {
    await context.close();
  }
}

/**
 * Raw bytes, and bytes as the `gzip -9` command counts them (the budget's measure; zlib's level 9 differs slightly).
 */
async function bundleSize(file: string): Promise<{ raw: number; gzip: number }> {
  const bytes = await readFile(file);
  return { raw: bytes.length, gzip: execFileSync('gzip', ['-9', '-c', file]).length };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const bytes = (value: number) => `${value.toLocaleString('en-US')} B`;

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  await writeFile(files.data, JSON.stringify(benchOfferings()));
  await Promise.all([
    bundleFullCalendar(projectRoot, files.fullCalendar),
    bundleHarness(join(projectRoot, 'bench/page/harness.ts'), files.harness),
  ]);

  let mock: MockServer | undefined;
  let server: StaticServer | undefined;
  let browser: Browser | undefined;
  const watchdog = setTimeout(() => {
    process.stderr.write(`bench: no result within ${WATCHDOG_MS / 1000} s; stopping\n`);
    browser?.process()?.kill('SIGKILL');
    void Promise.allSettled([mock?.stop(), server?.close()]).then(() => process.exit(1));
  }, WATCHDOG_MS);
  try {
    mock = await startMockServer(projectRoot, {
      now: '2026-11-15T09:00:00+09:00',
      dataFile: files.data,
      timeoutMs: 20_000,
    });
    server = await serveStatic({
      '/ipoCalendar.html': {
        body: page('ipo-calendar', '<script type="module" src="/ipo-calendar.js"></script>'),
        type: 'text/html',
      },
      '/floor.html': { body: page('Floor', ''), type: 'text/html' },
      '/floorNoStore.html': { body: page('Floor (no-store)', ''), type: 'text/html' },
      '/stringGrid.html': { body: page('The month as HTML strings', ''), type: 'text/html' },
      '/stringGridLoading.html': {
        body: page('The month as HTML strings, after its loading state', ''),
        type: 'text/html',
      },
      '/fullCalendar.html': {
        body: page(
          'FullCalendar',
          `<script type="module">import * as bundle from '/fullcalendar.js'; window.benchFullCalendar = bundle;</script>`,
        ),
        type: 'text/html',
      },
      '/ipo-calendar.js': { file: files.element, type: 'text/javascript' },
      '/fullcalendar.js': { file: files.fullCalendar, type: 'text/javascript' },
      '/harness.js': { file: files.harness, type: 'text/javascript' },
    });
    browser = await puppeteer.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
      timeout: 30_000,
    });
    const setup: BenchSetup = {
      baseUrl: mock.baseUrl,
      apiKey: 'demo-unlimited',
      month: BENCH_MONTH,
      from: `${BENCH_MONTH}-01`,
      to: `${BENCH_MONTH}-30`,
      timeoutMs: RUN_TIMEOUT_MS - 3000,
    };
    const results: Record<Side, RunResult[]> = {
      ipoCalendar: [],
      fullCalendar: [],
      floor: [],
      floorNoStore: [],
      stringGrid: [],
      stringGridLoading: [],
    };
    for (let run = 0; run < WARMUP_RUNS + RUNS; run++) {
      // Interleaved, rotating which side goes first.
      const order = SIDES.map((_, index) => SIDES[(index + run) % SIDES.length]);
      for (const side of order) {
        const result = await measure(browser, server.origin, side, setup);
        if (run >= WARMUP_RUNS) results[side].push(result);
      }
    }
    const warm = {} as Record<Side, RunResult[]>;
    for (const side of SIDES) warm[side] = await measureWarm(browser, server.origin, side, setup);
    const version = await browser.version();
    report({ cold: results, warm }, version, {
      ipoCalendar: await bundleSize(files.element),
      fullCalendar: await bundleSize(files.fullCalendar),
    });
  } finally {
    clearTimeout(watchdog);
    await browser?.close();
    await Promise.allSettled([mock?.stop(), server?.close()]);
  }
}

type Mode = 'cold' | 'warm';
const MODE_TITLES: Record<Mode, string> = {
  cold: `Cold: ${RUNS} runs each in a fresh browser context (empty storage and HTTP cache, new page; timed ${SETTLE_MS} ms after load), interleaved, after ${WARMUP_RUNS} discarded warm-up run each.`,
  warm: `Warm: ${RUNS} runs each one after another in one page per side (storage cleared and the previous calendar removed before each run), after ${WARMUP_RUNS} discarded run.`,
};

const frameMs = (result: RunResult) => result.frameMs;

/** FullCalendar's medians over each side's, printed under the table. */
const RATIO_ROWS: readonly (readonly [string, Side])[] = [
  ['FullCalendar / ipo-calendar', 'ipoCalendar'],
  ['FullCalendar / floor (the most any calendar can reach)', 'floor'],
  ['FullCalendar / floor fetching as the element does', 'floorNoStore'],
  ['FullCalendar / the same month as HTML strings', 'stringGrid'],
  ['FullCalendar / the same, loading state drawn first', 'stringGridLoading'],
];

function modeTable(mode: Mode, results: Record<Side, RunResult[]>): number {
  const of = (side: Side, value: (result: RunResult) => number) => summarize(results[side].map(value)).median;
  const frame = (side: Side) => summarize(results[side].map(frameMs));
  const last = (side: Side) => results[side][results[side].length - 1];
  const ratio = (side: Side, value: (result: RunResult) => number) => of('fullCalendar', value) / of(side, value);
  const ratioRow = ([label, side]: readonly [string, Side]) => {
    const times = (value: (result: RunResult) => number) => `${ratio(side, value).toFixed(2)}×`;
    return [label, times(frameMs), '', '', times((r) => r.renderedMs), '', '', '', '', ''];
  };
  console.log(`\n${MODE_TITLES[mode]}\n`);
  console.log(
    formatTable([
      ['', 'median', 'min', 'max', 'painted', 'request start', 'response end', 'after response', 'marks', '+more'],
      ...SIDES.map((side) => [
        LABELS[side],
        ms(frame(side).median),
        ms(frame(side).min),
        ms(frame(side).max),
        ms(of(side, (r) => r.renderedMs)),
        ms(of(side, (r) => r.fetchStartMs)),
        ms(of(side, (r) => r.fetchEndMs)),
        ms(of(side, (r) => r.frameMs - r.fetchEndMs)),
        String(last(side).marks),
        String(last(side).moreLinks),
      ]),
      ...RATIO_ROWS.map(ratioRow),
    ]),
  );
  return ratio('ipoCalendar', frameMs);
}

function report(
  results: Record<Mode, Record<Side, RunResult[]>>,
  browserVersion: string,
  sizes: Record<'ipoCalendar' | 'fullCalendar', { raw: number; gzip: number }>,
): void {
  console.log(
    `\n${OFFERING_COUNT} offerings in ${BENCH_MONTH} from the mock API on loopback; ${browserVersion}, ${VIEWPORT.width}x${VIEWPORT.height}, host 1000 px wide.`,
  );
  console.log(
    'Timed: attach (ipo-calendar) or fetch start (FullCalendar, floor) → next animation frame after the marks are in the DOM.',
  );
  console.log(
    "The floors fetch and parse, then put one name in the DOM: no calendar fetching that way can finish before them. The first fetches as FullCalendar's page does; the second as the element must (`cache: 'no-store'`, since the API does not key its responses by API key, which costs a CORS preflight on every call).",
  );
  console.log(
    "The same month as HTML strings: the element's parsing, placement, styles, markup, names and bars, fetched as the element does and written with innerHTML; no Lit, storage or Web Lock. Drawn alone once the data is in, or after its loading state drawn at the start, as the element must draw one (the month with its attribution, the weeks holding their place without days).",
  );
  console.log(
    'Other columns are medians: the task after that frame (its layout and paint done), request start and response end of the API call (Resource Timing), and the frame minus the response end.',
  );
  const ratios = { cold: modeTable('cold', results.cold), warm: modeTable('warm', results.warm) };
  console.log(
    `\nTarget: ipo-calendar at least 5× faster (median, next frame): cold ${ratios.cold >= 5 ? 'met' : 'NOT met'}, warm ${ratios.warm >= 5 ? 'met' : 'NOT met'}.`,
  );
  console.log(
    "FullCalendar events: 4 per offering, the stages the element shows (수요예측 and 청약 as all-day periods, 환불 and 상장 as single days), dayMaxEvents 3 like the element's 3 lines per day, classic theme, ko locale.\n",
  );
  console.log(
    formatTable([
      ['bundle', 'raw', 'gzip -9'],
      ['dist/ipo-calendar.js', bytes(sizes.ipoCalendar.raw), bytes(sizes.ipoCalendar.gzip)],
      [
        'bench/.out/fullcalendar.js (JS + CSS, minified)',
        bytes(sizes.fullCalendar.raw),
        bytes(sizes.fullCalendar.gzip),
      ],
    ]),
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`bench: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
