/**
 * The in-page timings (bench/page/harness.ts): cold, a fresh browser context per run; warm, runs one after another in
 * one page.
 */
import type { Browser, Page } from 'puppeteer-core';
import type { Bench, BenchSetup, RunResult } from './page/harness.js';
import { paths, type DataSet } from './pages.js';
import { interleaved } from './rounds.js';
import { VIEWPORT, type Session } from './session.js';

/** What one side runs: its harness page (see `paths.harness`) and the harness function that times it. */
export interface HarnessSide {
  page: string;
  run: Exclude<keyof Bench, 'reset'>;
}

/** Time for page start-up work (module evaluation, GC, first paint) to finish before a cold run is timed. */
const SETTLE_MS = 300;
const WARM_SETTLE_MS = 100;
export const RUN_TIMEOUT_MS = 15_000;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function benchSetup(data: DataSet): BenchSetup {
  const { baseUrl, apiKey, month, from, to } = data;
  return { baseUrl, apiKey, month, from, to, timeoutMs: RUN_TIMEOUT_MS - 3000 };
}

async function openPage(browser: Browser, url: string): Promise<{ tab: Page; close(): Promise<void> }> {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    tab.setDefaultTimeout(RUN_TIMEOUT_MS);
    await tab.setViewport(VIEWPORT);
    await tab.goto(url, { waitUntil: 'load' });
    return { tab, close: () => context.close() };
  } catch (error) {
    await context.close();
    throw error;
  }
}

function runIn(tab: Page, side: HarnessSide, setup: BenchSetup): Promise<RunResult> {
  return tab.evaluate((name, arg) => (window as unknown as { bench: Bench }).bench[name](arg), side.run, setup);
}

/** One cold run: a fresh browser context (empty storage and HTTP cache) and page, timed once the page has settled. */
async function measureCold(browser: Browser, origin: string, side: HarnessSide, setup: BenchSetup) {
  const { tab, close } = await openPage(browser, origin + paths.harness(side.page));
  const errors: string[] = [];
  tab.on('pageerror', (error) => errors.push(String(error)));
  try {
    await sleep(SETTLE_MS);
    return await runIn(tab, side, setup);
  } catch (error) {
    const pageErrors = errors.length ? `\npage errors: ${errors.join('\n')}` : '';
    throw new Error(`${side.page} ${side.run}: ${(error as Error).message}${pageErrors}`, { cause: error });
  } finally {
    await close();
  }
}

/**
 * A page for warm runs: each run after `reset` (the previous calendar removed, storage and request records cleared,
 * so that each run fetches and parses again). Start-up costs paid once per page (module compilation, locale data,
 * font fallback) are left out.
 */
async function openWarmPage(
  browser: Browser,
  origin: string,
  side: HarnessSide,
  setup: BenchSetup,
): Promise<{ run(): Promise<RunResult>; close(): Promise<void> }> {
  const { tab, close } = await openPage(browser, origin + paths.harness(side.page));
  return {
    async run() {
      await tab.evaluate(() => (window as unknown as { bench: Bench }).bench.reset());
      await sleep(WARM_SETTLE_MS);
      return runIn(tab, side, setup);
    },
    close,
  };
}

/**
 * Cold or warm runs of every side, interleaved. Warm, each side has its own page, open throughout.
 */
export async function harnessRuns<Side extends string>(
  { browser, origin }: Session,
  mode: 'cold' | 'warm',
  sides: Record<Side, HarnessSide>,
  setup: BenchSetup,
  runs: number,
): Promise<Record<Side, RunResult[]>> {
  const keys = Object.keys(sides) as Side[];
  if (mode === 'cold') return interleaved(keys, runs, (side) => measureCold(browser, origin, sides[side], setup));
  const pages = {} as Record<Side, Awaited<ReturnType<typeof openWarmPage>>>;
  try {
    for (const side of keys) pages[side] = await openWarmPage(browser, origin, sides[side], setup);
    return await interleaved(keys, runs, (side) => pages[side].run());
  } finally {
    await Promise.all(Object.values<{ close(): Promise<void> }>(pages).map((page) => page.close()));
  }
}
