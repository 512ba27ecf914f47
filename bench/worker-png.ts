/**
 * `npm run bench:worker-png [-- --rounds N]`: the week's card rendered as PNG inside workerd, the Workers runtime
 * itself (the binary wrangler ships), by the rasterizer compiled to WebAssembly (`@resvg/resvg-wasm`, a development
 * dependency for this measure only) with the Pretendard font the Node relay uses. Writes the figures and the bundle's size into docs/embedding.md.
 *
 * A deployed Worker's clocks advance only on I/O, so that a render there cannot time itself inside the request: the
 * wall time of a render is timed from this process across requests, a request that renders once less one that renders
 * nothing, each round; `performance.now()` inside, which the local workerd advances, is shown beside it. The CPU time
 * is workerd's own, read from /proc around a request of many renders.
 * workerd listens on 127.0.0.1 only, on a free port, and is stopped at the end; nothing is fetched from the network.
 */
import { spawn } from 'node:child_process';
import { copyFile, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { buildWorker } from '../relay/build.mjs';
import { markdownTable, writeBetweenMarkers } from '../scripts/markdown-figures.js';
import { createMockApi } from '../src/mock/api.js';
import { parseListResponse } from '../src/client/parse.js';
import { cardSvg, type CardSize } from '../src/relay/card-svg.js';
import { shareSummary } from '../src/relay/share-summary.js';
import { weekShare } from '../src/relay/share-week.js';
import { parseIsoWeek } from '../src/relay/week-of.js';
import { SHARE_TEXT } from '../src/i18n/share-text.js';
import { freePort, root, temporaryFolder } from '../test/relay/support/stack.mjs';
import { summarize } from './stats.js';

/** The pages' black-box week (test/node/relay/pages-black-box.test.ts): three subscriptions, refunds and listings. */
const NOW = '2026-12-08T10:00:00+09:00';
const WEEK = parseIsoWeek('2026-W50')!;
const DOC = join(root, 'docs/embedding.md');
const WORKERD = join(root, 'node_modules/.bin/workerd');
/** Renders per request when workerd's CPU time is read: enough for the kernel's 10 ms ticks. */
const CPU_BATCH = 10;
const START_TIMEOUT_MS = 30_000;
/** The Free plan's limits: 10 ms of CPU a request, 3 MB of compressed code. */
const FREE_CPU_MS = 10;
const FREE_BYTES = 3 * 1024 * 1024;

/** The Worker: renders the card `renders` times with the font, once the WebAssembly module is instantiated. */
const WORKER_SOURCE = `
import { initWasm, Resvg } from 'resvg';
import wasm from 'resvg.wasm';
import regular from 'regular.otf';
import bold from 'bold.otf';
import og from 'og.svg';
import post from 'post.svg';
let ready;
export default {
  async fetch(request) {
    const url = new URL(request.url);
    ready ??= initWasm(wasm);
    await ready;
    const svg = url.searchParams.get('size') === 'post' ? post : og;
    const font = { fontBuffers: [new Uint8Array(regular), new Uint8Array(bold)], loadSystemFonts: false, defaultFontFamily: 'Pretendard' };
    const renders = Number(url.searchParams.get('renders'));
    const started = performance.now();
    let bytes = 0;
    for (let render = 0; render < renders; render++) bytes = new Resvg(svg, { font }).render().asPng().length;
    return Response.json({ bytes, inside: performance.now() - started });
  },
};
`;

const config = (port: number) => `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [(name = "main", worker = .worker)],
  sockets = [(name = "http", address = "127.0.0.1:${port}", http = (), service = "main")],
);
const worker :Workerd.Worker = (
  modules = [
    (name = "worker.js", esModule = embed "worker.js"),
    (name = "resvg", esModule = embed "resvg.js"),
    (name = "resvg.wasm", wasm = embed "resvg.wasm"),
    (name = "regular.otf", data = embed "regular.otf"),
    (name = "bold.otf", data = embed "bold.otf"),
    (name = "og.svg", text = embed "og.svg"),
    (name = "post.svg", text = embed "post.svg"),
  ],
  compatibilityDate = "2025-01-01",
);
`;

/** The week's cards as the relay makes them, from the mock's offerings. */
async function weekCards(): Promise<Record<CardSize, string>> {
  const api = createMockApi({ now: () => Date.parse(NOW) });
  const query = new URLSearchParams({ from: WEEK.monday, to: WEEK.sunday, limit: '100' });
  const request = new Request(`http://mock.test/v1/upcoming-ipos?${query}`, { headers: { 'X-API-Key': 'demo-key' } });
  const { items } = parseListResponse(await (await api.handle(request)).json())!;
  const summary = shareSummary(weekShare(items, WEEK), 'ko', true);
  const more = (count: number) => SHARE_TEXT.ko.names('', count).trim();
  return { og: cardSvg(summary, 'og', more), post: cardSvg(summary, 'post', more) };
}

/** workerd's user and system CPU time in ms, from /proc (Linux's clock ticks, 100 a second). */
async function cpuMs(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const gzipped = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { rounds: { type: 'string', default: '15' } },
  });
  const rounds = Number(values.rounds);
  const packages = createRequire(join(root, 'package.json'));
  const packageDir = join(packages.resolve('@resvg/resvg-wasm/index_bg.wasm'), '..');
  const folder = await temporaryFolder('ipo-worker-png-');
  const port = await freePort();
  const cards = await weekCards();
  const glue = await build({
    entryPoints: [join(packageDir, 'index.mjs')],
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'warning',
  });
  await Promise.all([
    writeFile(join(folder, 'worker.js'), WORKER_SOURCE),
    writeFile(join(folder, 'resvg.js'), glue.outputFiles[0].contents),
    copyFile(join(packageDir, 'index_bg.wasm'), join(folder, 'resvg.wasm')),
    copyFile(packages.resolve('pretendard/dist/public/static/Pretendard-Regular.otf'), join(folder, 'regular.otf')),
    copyFile(packages.resolve('pretendard/dist/public/static/Pretendard-Bold.otf'), join(folder, 'bold.otf')),
    writeFile(join(folder, 'og.svg'), cards.og),
    writeFile(join(folder, 'post.svg'), cards.post),
    writeFile(join(folder, 'config.capnp'), config(port)),
  ]);

  const workerd = spawn(WORKERD, ['serve', join(folder, 'config.capnp')], {
    cwd: folder,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => workerd.once('exit', () => resolve()));
  try {
    const base = `http://127.0.0.1:${port}/`;
    const ask = async (renders: number, size: CardSize) => {
      const started = performance.now();
      const response = await fetch(`${base}?renders=${renders}&size=${size}`);
      if (!response.ok) throw new Error(`workerd answered ${response.status}: ${await response.text()}`);
      const body = (await response.json()) as { bytes: number; inside: number };
      return { ...body, wall: performance.now() - started };
    };
    const deadline = performance.now() + START_TIMEOUT_MS;
    for (;;) {
      const up = await fetch(base + '?renders=0').then(
        () => true,
        () => false,
      );
      if (up) break;
      if (performance.now() > deadline) throw new Error('workerd did not answer in 30 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    const rows: string[][] = [];
    for (const size of ['og', 'post'] as const) {
      const first = await ask(1, size);
      const walls: number[] = [];
      const inside: number[] = [];
      for (let round = 0; round < rounds; round++) {
        const none = await ask(0, size);
        const one = await ask(1, size);
        walls.push(one.wall - none.wall);
        inside.push(one.inside);
      }
      const before = await cpuMs(workerd.pid!);
      await ask(CPU_BATCH, size);
      const cpu = ((await cpuMs(workerd.pid!)) - before) / CPU_BATCH;
      rows.push([
        size === 'og' ? 'og, 1200 × 630' : 'post, 1080 × 1350',
        ms(first.wall),
        ms(summarize(walls).median),
        ms(summarize(inside).median),
        ms(cpu),
        `${(first.bytes / 1024).toFixed(0)} KB`,
      ]);
    }

    const workerFile = await buildWorker(join(folder, 'relay-worker.js'));
    const parts = {
      "the relay's Worker (dist/relay/worker.js)": await readFile(workerFile),
      'resvg compiled to WebAssembly, with its glue': Buffer.concat([
        await readFile(join(folder, 'resvg.wasm')),
        Buffer.from(glue.outputFiles[0].contents),
      ]),
      'Pretendard Regular and Bold': Buffer.concat([
        await readFile(join(folder, 'regular.otf')),
        await readFile(join(folder, 'bold.otf')),
      ]),
    };
    const sizes = Object.entries(parts).map(([part, bytes]) => [
      part,
      megabytes(bytes.length),
      megabytes(gzipped(bytes)),
    ]);
    const total = Object.values(parts).reduce((sum, bytes) => sum + gzipped(bytes), 0);
    sizes.push(['all three', '', `${megabytes(total)} (the Free plan: ${megabytes(FREE_BYTES)})`]);

    const header = [
      'card',
      'first render (instantiation, fonts)',
      `render, wall from outside (median of ${rounds})`,
      'render, performance.now() inside (median)',
      `render, workerd's CPU (${CPU_BATCH} renders)`,
      'PNG',
    ];
    const version = (await readFile(join(packageDir, 'package.json'), 'utf8')).match(/"version": "([^"]+)"/)![1];
    await writeBetweenMarkers(
      DOC,
      'worker-png-figures',
      markdownTable(header, rows, header.slice(1)) +
        `\n\n` +
        markdownTable(['part of a Worker that renders live', 'size', 'compressed (gzip -9)'], sizes, ['size']) +
        `\n\n\`@resvg/resvg-wasm\` ${version}, workerd ${WORKER_VERSION}, the Free plan's ${FREE_CPU_MS} ms of CPU a request; ` +
        `the machine's load average was ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores.`,
    );
    console.log(`Wrote ${DOC}.`);
  } finally {
    workerd.kill('SIGTERM');
    await exited;
    await rm(folder, { recursive: true, force: true });
  }
}

const WORKER_VERSION = (await readFile(join(root, 'node_modules/workerd/package.json'), 'utf8')).match(
  /"version": "([^"]+)"/,
)![1];

await main();
