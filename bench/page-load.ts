/**
 * The page-level figure: navigation start → the side's content painted, cold, on a throttled page, with the marks of
 * the phases between (the script arrived, the call sent, the answer received). Each load gets a fresh browser context
 * (empty HTTP cache, storage and connections), the throttling set through the Chrome DevTools Protocol before
 * navigating, and the watcher (bench/page/content-painted.ts) injected before the page's own scripts.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { SERVER_LAG_MS } from '../src/client/server-day.js';
import { nextKstMidnight } from '../src/time/kst.js';
import { sleep } from './harness-runs.js';
import { pageTasks, TRACE_CATEGORIES, type Task } from './longest-task.js';
import { CONTENT_SELECTORS, paths, type DataSet, type Embed } from './pages.js';
import { interleaved } from './rounds.js';
import { VIEWPORT, type Session } from './session.js';

/**
 * 4× CPU slowdown and a slow 4G link (Lighthouse's nominal slow-4G figures). DevTools adds the latency to each
 * request's response and caps each direction's throughput; connection set-up is not modelled.
 */
export const THROTTLING = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
};
const LOAD_TIMEOUT_MS = 30_000;

/**
 * The marks of a load's phases, in milliseconds from navigation start, read the same way on every side. The page's tag
 * names one script, which may import chunks, and the page makes one API call.
 */
export interface PageLoad {
  /** The document's response end (Navigation Timing). */
  documentEndMs: number;
  /** Script arrived: the response end of the script the page's tag names (Resource Timing): the first module or the side's. */
  scriptArrivedMs: number;
  /** Call sent: the API request's start (Resource Timing), before its CORS preflight goes out. */
  callSentMs: number;
  /** Answer received: the API request's response end (Resource Timing). */
  answerReceivedMs: number;
  /** Content painted: the first frame after an offering is in the DOM (bench/page/content-painted.ts). */
  paintedMs: number;
  /**
   * The bytes of script the page downloaded by then, as sent (gzip): every `.js` of the page's origin, the element's
   * first module and the chunks it imported.
   */
  scriptBytes: number;
}

/** Which embed page to load, and the data set its API serves. */
export type EmbedLoad = Embed & { data: DataSet };

async function throttle(tab: Page): Promise<void> {
  const cdp = await tab.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: THROTTLING.downloadBitsPerSecond / 8,
    uploadThroughput: THROTTLING.uploadBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
}

/** The marks of the load, read in the page once the content is painted. */
async function timingsOf(tab: Page, urls: { api: string; script: string }): Promise<PageLoad> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no content painted within ${LOAD_TIMEOUT_MS} ms`)), LOAD_TIMEOUT_MS);
  });
  // No function is named inside the page's function: tsx would wrap it in a helper the page does not have.
  const timings = tab.evaluate(async ({ api, script }) => {
    const paintedMs = await (window as unknown as { benchContentPainted: Promise<number> }).benchContentPainted;
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const calls = resources.filter((entry) => entry.name.startsWith(api));
    const scripts = resources.filter((entry) => entry.name === script);
    if (calls.length !== 1) throw new Error(`expected one API call, saw ${calls.length}`);
    if (scripts.length !== 1) throw new Error(`expected one load of ${script}, saw ${scripts.length}`);
    const ownScripts = resources.filter(
      (entry) => entry.name.startsWith(location.origin) && new URL(entry.name).pathname.endsWith('.js'),
    );
    return {
      documentEndMs: navigation.responseEnd,
      scriptArrivedMs: scripts[0].responseEnd,
      callSentMs: calls[0].startTime,
      answerReceivedMs: calls[0].responseEnd,
      paintedMs,
      scriptBytes: ownScripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
    };
  }, urls);
  try {
    return await Promise.race([timings, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** How long a trace goes on after the content is painted, to catch the work that follows it. */
export const TRACE_TAIL_MS = 1000;

/**
 * One cold, throttled load of an embed page. With `traced`, a Chrome trace is recorded from before the navigation
 * until a second after the content is painted.
 */
async function loadEmbed(
  { browser, origin, watcherSource }: Session,
  load: EmbedLoad,
  traced = false,
): Promise<{ timings: PageLoad; trace?: Uint8Array; url: string; scriptUrl: string }> {
  const url = origin + paths.embed(load, load.data.count);
  const scriptUrl = origin + paths.embedScript(load);
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    tab.setDefaultTimeout(LOAD_TIMEOUT_MS);
    await tab.setViewport(VIEWPORT);
    const errors: string[] = [];
    tab.on('pageerror', (error) => errors.push(String(error)));
    await throttle(tab);
    await tab.evaluateOnNewDocument(
      `${watcherSource}\nbenchWatchContent(${JSON.stringify(CONTENT_SELECTORS[load.side])});`,
    );
    if (traced) await tab.tracing.start({ categories: TRACE_CATEGORIES });
    try {
      await tab.goto(url, { waitUntil: 'load' });
      const timings = await timingsOf(tab, { api: load.data.baseUrl, script: scriptUrl });
      if (!traced) return { timings, url, scriptUrl };
      await sleep(TRACE_TAIL_MS);
      return { timings, trace: await tab.tracing.stop(), url, scriptUrl };
    } catch (error) {
      const pageErrors = errors.length ? `\npage errors: ${errors.join('\n')}` : '';
      throw new Error(`${url}: ${(error as Error).message}${pageErrors}`, { cause: error });
    }
  } finally {
    await context.close();
  }
}

/** A reload of the element's page whose body the first load stored. */
export interface WarmReload {
  /** The animation frames from the element's definition to the first that shows content: 1 is the first. */
  frames: number;
  definedToFrameMs: number;
  /** The API calls of the reload: none while the stored body is fresh. */
  calls: number;
}

/**
 * Waits, when a load and its reload could straddle a KST midnight or fall in the minute after it, until that minute
 * is over: a body stored the day before, or in that minute, may be the old day's, and the element asks again
 * (src/client/server-day.ts). The warm reload measures the other 1,439 minutes of the day.
 */
async function awayFromKstMidnight(): Promise<void> {
  const now = Date.now();
  const midnight = nextKstMidnight(now - SERVER_LAG_MS);
  if (midnight - now < LOAD_TIMEOUT_MS * 2) await sleep(midnight + SERVER_LAG_MS - now);
}

/**
 * The element's page loaded cold, then reloaded in the same browser context, throttled alike: its storage holds the
 * body the first load stored, and the scripts come again over the network (the server sends them `no-store`).
 */
async function warmReload({ browser, origin, frameCounterSource }: Session, load: EmbedLoad): Promise<WarmReload> {
  await awayFromKstMidnight();
  const url = origin + paths.embed(load, load.data.count);
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    tab.setDefaultTimeout(LOAD_TIMEOUT_MS);
    await tab.setViewport(VIEWPORT);
    await throttle(tab);
    await tab.evaluateOnNewDocument(
      `${frameCounterSource}\nbenchCountFrames('ipo-calendar', ${JSON.stringify(CONTENT_SELECTORS.element)});`,
    );
    await tab.goto(url, { waitUntil: 'load' });
    const framesToContent = () =>
      tab.evaluate(
        () =>
          (window as unknown as { benchFramesToContent: Promise<{ frames: number; definedToFrameMs: number }> })
            .benchFramesToContent,
      );
    await framesToContent();
    await tab.reload({ waitUntil: 'load' });
    const { frames, definedToFrameMs } = await framesToContent();
    const calls = await tab.evaluate(
      (api) => performance.getEntriesByType('resource').filter((entry) => entry.name.startsWith(api)).length,
      load.data.baseUrl,
    );
    return { frames, definedToFrameMs, calls };
  } finally {
    await context.close();
  }
}

/** Warm reloads of the element's page, after a discarded one. */
export async function warmReloadRuns(session: Session, load: EmbedLoad, runs: number): Promise<WarmReload[]> {
  return (await interleaved(['reload'], runs, () => warmReload(session, load))).reload;
}

/** Page loads of every side, interleaved. */
export function pageLoadRuns<Side extends string>(
  session: Session,
  loads: Record<Side, EmbedLoad>,
  runs: number,
): Promise<Record<Side, PageLoad[]>> {
  const sides = Object.keys(loads) as Side[];
  return interleaved(sides, runs, async (side) => (await loadEmbed(session, loads[side])).timings);
}

/** Where the traces of the last traced runs are kept (`<side>-<run>.json`), to open in DevTools' Performance panel. */
export const traceDir = (session: Session) => join(session.outDir, 'traces');

/**
 * Traced page loads of every side, interleaved: each run's tasks on the page's main thread, longest first, with those
 * its embed script causes marked. Each trace is written to {@link traceDir}.
 */
export async function tracedRuns<Side extends string>(
  session: Session,
  loads: Record<Side, EmbedLoad>,
  runs: number,
): Promise<Record<Side, Task[][]>> {
  const sides = Object.keys(loads) as Side[];
  const dir = traceDir(session);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const counts = new Map<Side, number>();
  return interleaved(sides, runs, async (side) => {
    const { trace, url, scriptUrl } = await loadEmbed(session, loads[side], true);
    const run = counts.get(side) ?? 0;
    counts.set(side, run + 1);
    // The discarded warm-up round is run 0.
    await writeFile(join(dir, `${side}-${run}.json`), trace!);
    return pageTasks(trace!, url, scriptUrl);
  });
}
