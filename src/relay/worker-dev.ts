/**
 * `npm run relay:worker -- --upstream <v1 base URL> [--host 127.0.0.1] [--port 8788] [--ttl S] [--budget N]
 * [--state DIR] [--cors-origin ORIGIN] [--now ISO]`, with the key in IPO_API_KEY: the Worker template (relay/worker/)
 * run locally under workerd by `wrangler dev`, as a site deploys it. The Worker's folder is made in a new temporary
 * folder as docs/relay.md (step 2, from a checkout) makes it: this checkout installed with npm, after its
 * dist/relay/worker.js is built, and the template's two files copied out of the installed package. The flags become
 * the Worker's variables, the key its secret (from this process's environment, never an argument or a file). The
 * Durable Object is kept in `--state DIR` across restarts, else in the temporary folder, removed at the end: `wrangler
 * dev` always keeps it on disk. The first stdout line is the base URL; wrangler's output goes to stderr. Nothing is
 * fetched from the network.
 */
import { execFile, spawn } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { buildWorker } from '../../relay/build.mjs';
import {
  apiKey,
  corsOrigin,
  fixedClock,
  FLAGS,
  flagHelp,
  frameAncestors,
  publicUrl,
  SettingError,
  upstreamUrl,
  wholeNumber,
} from './settings.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const WRANGLER = join(root, 'node_modules/wrangler/bin/wrangler.js');
const READY = /Ready on (http:\/\/\S+)/;
const START_TIMEOUT_MS = 60_000;

const USAGE = `usage: IPO_API_KEY=<key> npm run relay:worker -- --upstream <v1 base URL> [options]

${flagHelp("DIR           keeps the Durable Object (the day's calls, the bodies, the feed's sequences) across restarts")}
Runs relay/worker/ under workerd (wrangler dev). The first line on stdout is the base URL.
`;

const log = (line: string) => process.stderr.write(line + '\n');
const run = promisify(execFile);

/**
 * The checkout's dist/relay/worker.js as `npm run build` makes it, from the sources as they are. Replaced whole, and
 * only when it differs: the wrangler of another run may be reading it, and reloads its Worker on a change.
 */
async function buildPackage(folder: string): Promise<void> {
  const built = join(root, 'dist/relay/worker.js');
  const fresh = await readFile(await buildWorker(join(folder, 'worker.js')));
  if ((await readFile(built).catch(() => null))?.equals(fresh)) return;
  await mkdir(dirname(built), { recursive: true });
  const temporary = `${built}.${process.pid}.tmp`;
  await writeFile(temporary, fresh);
  await rename(temporary, built);
}

/**
 * The Worker's folder as docs/relay.md step 2 makes it from a checkout: `npm init -y`, `npm install <checkout>` (npm
 * links it), then the template's two files copied out of the installed package. wrangler is the checkout's own.
 */
async function siteFolder(folder: string): Promise<string> {
  const site = join(folder, 'site');
  await mkdir(site);
  await buildPackage(folder);
  const npm = (...args: string[]) =>
    run('npm', args, { cwd: site, env: { PATH: process.env.PATH, HOME: process.env.HOME } });
  await npm('init', '-y');
  // Offline: a checkout is linked, not downloaded.
  await npm('install', '--offline', '--no-audit', '--no-fund', root);
  const template = join(site, 'node_modules/ipo-calendar/relay/worker');
  for (const file of ['wrangler.toml', 'index.js']) await copyFile(join(template, file), join(site, file));
  return site;
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: FLAGS, strict: true, allowPositionals: false });
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const key = apiKey(process.env.IPO_API_KEY, 'the key is read from the environment only, never from an argument');
  const vars: [string, string | undefined][] = [
    ['IPO_UPSTREAM', upstreamUrl('--upstream', values.upstream)],
    ['IPO_TTL', values.ttl && String(wholeNumber('--ttl', values.ttl))],
    ['IPO_BUDGET', values.budget && String(wholeNumber('--budget', values.budget))],
    ['IPO_CORS_ORIGIN', corsOrigin('--cors-origin', values['cors-origin']) ?? ''],
    ['IPO_NOW', fixedClock('--now', values.now) && values.now],
    [
      'IPO_FRAME_ANCESTORS',
      values['frame-ancestors'] && frameAncestors('--frame-ancestors', values['frame-ancestors']),
    ],
    ['IPO_PUBLIC_URL', publicUrl('--public-url', values['public-url'])],
  ];
  const port = wholeNumber('--port', values.port, 65535);

  const folder = await mkdtemp(join(tmpdir(), 'ipo-relay-worker-'));
  const site = await siteFolder(folder);
  const wrangler = spawn(
    process.execPath,
    [
      WRANGLER,
      'dev',
      '--config',
      join(site, 'wrangler.toml'),
      '--ip',
      values.host,
      '--port',
      String(port),
      '--inspector-port',
      '0',
      '--persist-to',
      values.state ?? join(folder, 'state'),
      '--show-interactive-dev-session=false',
      ...vars.flatMap(([name, value]) => (value === undefined ? [] : ['--var', `${name}:${value}`])),
    ],
    {
      cwd: site,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Only what wrangler needs, and the key, which it hands to the Worker as a secret.
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        IPO_API_KEY: key,
        CLOUDFLARE_INCLUDE_PROCESS_ENV: 'true',
        // Offline: no update check, no metrics, no download of `Request.cf` data.
        WRANGLER_HIDE_BANNER: 'true',
        WRANGLER_SEND_METRICS: 'false',
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        WRANGLER_LOG_PATH: join(folder, 'logs'),
        NO_COLOR: '1',
      },
    },
  );
  const exited = new Promise<number>((resolve) => wrangler.once('exit', (code) => resolve(code ?? 1)));
  const cleanUp = () => rm(folder, { recursive: true, force: true });

  const ready = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('wrangler dev did not start in 60 s')), START_TIMEOUT_MS);
    for (const stream of [wrangler.stdout, wrangler.stderr])
      createInterface({ input: stream }).on('line', (line) => {
        log(line);
        const url = READY.exec(line)?.[1];
        if (url) {
          clearTimeout(timer);
          resolve(url);
        }
      });
    void exited.then((code) => reject(new Error(`wrangler dev exited with ${code}`)));
  });

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    wrangler.kill('SIGTERM');
    await exited;
    await cleanUp();
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop());

  try {
    const origin = await ready;
    // The Durable Object reads its settings on the first request: a wrong one is named here, not at a visitor's.
    const health = await fetch(`${origin}/healthz`);
    if (health.status !== 200) throw new SettingError((await health.json()).error.message);
    process.stdout.write(`${origin}/v1\n`);
    const code = await exited;
    // Stopped by a signal, `stop` cleans up and exits; else wrangler ended by itself.
    if (stopping) return new Promise<never>(() => {});
    await cleanUp();
    return code;
  } catch (error) {
    wrangler.kill('SIGTERM');
    await exited;
    await cleanUp();
    throw error;
  }
}

main().then(
  (code) => process.exit(code),
  (cause: unknown) => {
    const message = cause instanceof Error ? cause.message : String(cause);
    process.stderr.write(`relay:worker: ${message}\n`);
    process.exit(2);
  },
);
