/**
 * What every bench run stands on: the page scripts built, one mock API per data set and the static server on
 * loopback, headless Chromium, and a watchdog that ends the run if it has not finished in time.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { basename, dirname, join } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import { CHROMIUM_ARGS } from '../scripts/chromium-args.mjs';
import { buildPageScripts, PAGE_SCRIPTS, pageScriptFile, type PageScript } from './build-pages.js';
import { startMockServer, type MockServer } from './mock-server.js';
import { BENCH_MONTH, benchOfferings } from './offerings.js';
import { benchRoutes, type DataSet, type ElementBundle } from './pages.js';
import { serveStatic, type StaticServer } from './static-server.js';

export const VIEWPORT = { width: 1280, height: 900 };
/** The system's Chromium (Debian's by default), never a browser a tool downloads. */
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** The instant the mock API answers as of: mid-month, so that every stage of the data is upcoming or current. */
const MOCK_NOW = '2026-11-15T09:00:00+09:00';
const MOCK_START_TIMEOUT_MS = 20_000;

export interface Session {
  browser: Browser;
  /** bench/.out: the built page scripts, the data sets, the traces. */
  outDir: string;
  /** The static server's origin; the mock APIs listen on other ports, so the API is cross-origin as in an embed. */
  origin: string;
  /** By offering count. */
  dataSets: Map<number, DataSet>;
  /** bench/page/content-painted.ts, built: injected into the page-level pages. */
  watcherSource: string;
  /** bench/page/frames-to-content.ts, built: injected into the element's page for the warm reload. */
  frameCounterSource: string;
  browserVersion: string;
  /** The machine's 1-minute load average when the run started; other processes compete for its cores. */
  loadAtStart: number;
}

export const cores = () => cpus().length;

export interface SessionOptions {
  projectRoot: string;
  /** The element bundles to serve, by key: read once, so that a rebuild during the run changes nothing. */
  bundles: Record<string, string>;
  offeringCounts: readonly number[];
  watchdogMs: number;
}

export async function withSession<T>(options: SessionOptions, body: (session: Session) => Promise<T>): Promise<T> {
  const outDir = join(options.projectRoot, 'bench/.out');
  await mkdir(outDir, { recursive: true });
  await buildPageScripts(options.projectRoot, outDir);
  const scripts = Object.fromEntries(
    await Promise.all(
      Object.keys(PAGE_SCRIPTS).map(async (script) => [
        script,
        await readFile(pageScriptFile(outDir, script as PageScript)),
      ]),
    ),
  ) as Record<PageScript, Buffer>;
  const bundles = Object.fromEntries(
    await Promise.all(Object.entries(options.bundles).map(async ([key, file]) => [key, await readBundle(file)])),
  ) as Record<string, ElementBundle>;

  const loadAtStart = loadavg()[0];
  const mocks: MockServer[] = [];
  let server: StaticServer | undefined;
  let browser: Browser | undefined;
  const watchdog = setTimeout(() => {
    process.stderr.write(`bench: not done within ${Math.round(options.watchdogMs / 1000)} s; stopping\n`);
    browser?.process()?.kill('SIGKILL');
    void Promise.allSettled([...mocks.map((mock) => mock.stop()), server?.close()]).then(() => process.exit(1));
  }, options.watchdogMs);
  try {
    const dataSets = new Map<number, DataSet>();
    for (const count of options.offeringCounts) {
      const dataFile = join(outDir, `offerings-${BENCH_MONTH}-${count}.json`);
      await writeFile(dataFile, JSON.stringify(benchOfferings(count)));
      const mock = await startMockServer(options.projectRoot, {
        now: MOCK_NOW,
        dataFile,
        timeoutMs: MOCK_START_TIMEOUT_MS,
      });
      mocks.push(mock);
      dataSets.set(count, {
        count,
        baseUrl: mock.baseUrl,
        apiKey: 'demo-unlimited',
        month: BENCH_MONTH,
        from: `${BENCH_MONTH}-01`,
        to: `${BENCH_MONTH}-30`,
      });
    }
    server = await serveStatic(benchRoutes(scripts, bundles, [...dataSets.values()]));
    browser = await puppeteer.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
      timeout: 30_000,
    });
    return await body({
      outDir,
      browser,
      origin: server.origin,
      dataSets,
      watcherSource: scripts.contentPainted.toString(),
      frameCounterSource: scripts.framesToContent.toString(),
      browserVersion: await browser.version(),
      loadAtStart,
    });
  } finally {
    console.log(
      `\nLoad average (1 min): ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end, on ${cores()} cores.`,
    );
    clearTimeout(watchdog);
    await browser?.close();
    await Promise.allSettled([...mocks.map((mock) => mock.stop()), server?.close()]);
  }
}

/** The files of the chunks a bundle imports, in chunks/ beside it: none for a bundle of one file. */
export async function chunkFiles(bundle: string): Promise<string[]> {
  const folder = join(dirname(bundle), 'chunks');
  return (await readdir(folder).catch(() => [])).sort().map((name) => join(folder, name));
}

/** A bundle's first module, the chunks it imports by name, and the classic script beside it, if there is one. */
async function readBundle(first: string): Promise<ElementBundle> {
  const files = await chunkFiles(first);
  return {
    first: await readFile(first),
    chunks: Object.fromEntries(await Promise.all(files.map(async (file) => [basename(file), await readFile(file)]))),
    classic: await readFile(join(dirname(first), 'ipo-calendar.iife.js')).catch(() => undefined),
  };
}
