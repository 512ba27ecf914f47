/**
 * `ipo-calendar-relay --upstream <v1 base URL> [--host 127.0.0.1] [--port 8788] [--ttl 900] [--budget N]
 * [--state FILE] [--cors-origin ORIGIN] [--now ISO]`, with the key in the environment variable IPO_API_KEY (an
 * argument would show in `ps`). The first line on stdout is the relay's base URL, so that a test or a script can
 * start it on `--port 0`; the log goes to stderr. SIGTERM (or SIGINT) finishes the requests under way, saves the
 * state and exits. `--now` fixes the clock, for tests.
 */
import { parseArgs } from 'node:util';
import { emptySequenceBook } from '../ics/sequence-book.js';
import { createRelay } from './relay.js';
import { serveRelay } from './node-server.js';
import { bundledElementScript } from './element-script.js';
import { nodePngRenderer } from './card-png-node.js';
import type { PngRenderer } from './card-png.js';
import { prerenderedCards } from './prerendered-card.js';
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
import { fileStore, readStateFile } from './state-file.js';
import { StateStorage } from './state-storage.js';
import { memoryStore } from './store.js';

const USAGE = `usage: IPO_API_KEY=<key> ipo-calendar-relay --upstream <v1 base URL> [options]

${flagHelp("FILE          keeps the day's calls, the 429 block, the bodies and the feed's sequences across restarts")}
The key is read from the environment variable IPO_API_KEY only. The first line on stdout is the base URL
to put in the element's base-url; the log goes to stderr. See docs/relay.md.
`;

const log = (line: string) => process.stderr.write(line + '\n');

/**
 * Run from the sources (`npm run relay`): the element in one file, built from them as relay/build.mjs builds it for
 * the built relay. Not dist/ipo-calendar.js, which imports chunks from beside its URL that the relay does not serve.
 */
async function sourceElementScript(): Promise<string> {
  // A path computed at run time, which esbuild leaves unbundled: the built relay carries its element and never comes
  // here, and must not carry the build's tools.
  const build = new URL('../../relay/build.mjs', import.meta.url).href;
  const { elementBundle } = (await import(build)) as typeof import('../../relay/build.mjs');
  return elementBundle();
}

/** The renderer, logging each render's time and CPU time: the figures of docs/relay.md. */
function loggedRenderer(render: PngRenderer | null): PngRenderer | null {
  if (!render) log('relay: no @resvg/resvg-js or pretendard beside the relay: PNG cards are the prerendered ones');
  return (
    render &&
    ((svg) => {
      const [started, cpu] = [performance.now(), process.cpuUsage()];
      const png = render(svg);
      const { user, system } = process.cpuUsage(cpu);
      log(
        `relay: card rendered in ${Math.round(performance.now() - started)} ms, CPU ${Math.round((user + system) / 1000)} ms`,
      );
      return png;
    })
  );
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: FLAGS, strict: true, allowPositionals: false });
  if (values.help) {
    process.stdout.write(USAGE);
    return;
  }
  const key = apiKey(
    process.env.IPO_API_KEY,
    'the relay reads the API key from the environment only, never from an argument',
  );
  const upstream = upstreamUrl('--upstream', values.upstream);
  const port = wholeNumber('--port', values.port, 65535);
  const ttlMs = wholeNumber('--ttl', values.ttl ?? '900') * 1000;
  const budget = values.budget === undefined ? undefined : wholeNumber('--budget', values.budget);
  const stateFile = values.state;
  const loaded = stateFile
    ? await readStateFile(stateFile)
    : { ledger: null, storage: new StateStorage(), sequences: emptySequenceBook(), problem: null };
  if (loaded.problem) log(`relay: WARNING ${loaded.problem}; starting with an empty state, which it overwrites`);
  const store = stateFile
    ? fileStore(stateFile, globalThis, (error) =>
        log(`relay: WARNING cannot save the state: ${(error as Error).message}`),
      )
    : null;

  const relay = createRelay({
    upstream,
    apiKey: key,
    ttlMs,
    budget,
    corsOrigin: corsOrigin('--cors-origin', values['cors-origin']),
    storage: loaded.storage,
    ledger: loaded.ledger,
    sequences: loaded.sequences,
    store: store ?? memoryStore,
    clock: fixedClock('--now', values.now),
    frameAncestors: frameAncestors('--frame-ancestors', values['frame-ancestors']),
    publicUrl: publicUrl('--public-url', values['public-url']),
    elementScript: bundledElementScript ?? (await sourceElementScript()),
    renderPng: loggedRenderer(nodePngRenderer()),
    prerenderedPng: prerenderedCards,
    log,
  });
  const running = await serveRelay(relay.handle, port, values.host);
  process.stdout.write(`${running.baseUrl}\n`);
  log(
    `relay: serving ${running.baseUrl} from ${upstream}; budget ${budget ?? "90 % of the key's daily limit"}; ttl ${ttlMs / 1000} s; state ${stateFile ?? 'in memory only'}`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`relay: ${signal}: finishing the requests under way`);
    await running.close();
    await store?.flush();
    log('relay: state saved; exiting');
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop(signal));
}

main().catch((cause: unknown) => {
  const message = cause instanceof Error ? cause.message : String(cause);
  const usage = cause instanceof SettingError || (cause as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  process.stderr.write(
    `ipo-calendar-relay: ${message}\n${usage ? 'Run ipo-calendar-relay --help for the options.\n' : ''}`,
  );
  process.exit(2);
});
