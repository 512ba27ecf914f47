/**
 * `ipo-calendar-relay --upstream <v1 base URL> [--host 127.0.0.1] [--port 8788] [--ttl 900] [--budget N]
 * [--state FILE] [--cors-origin ORIGIN] [--now ISO]`, with the key in the environment variable IPO_API_KEY (an
 * argument would show in `ps`). The first line on stdout is the relay's base URL, so that a test or a script can
 * start it on `--port 0`; the log goes to stderr. SIGTERM (or SIGINT) finishes the requests under way, saves the
 * state and exits.
 */
import { parseArgs } from 'node:util';
import { safeHttpUrl } from '../model/safe-url.js';
import { createRelay } from './relay.js';
import { serveRelay } from './node-server.js';
import { readStateFile, stateSaver, writeStateFile } from './state-file.js';
import { StateStorage } from './state-storage.js';

class UsageError extends Error {}

const USAGE =
  'usage: IPO_API_KEY=<key> ipo-calendar-relay --upstream <v1 base URL> [--host 127.0.0.1] [--port 8788] [--ttl 900] [--budget N] [--state FILE] [--cors-origin ORIGIN]';

function wholeNumber(flag: string, value: string, max = Number.MAX_SAFE_INTEGER): number {
  if (!/^\d+$/.test(value) || Number(value) > max)
    throw new UsageError(`--${flag} must be a whole number from 0 to ${max}, not "${value}"`);
  return Number(value);
}

function upstreamUrl(value: string | undefined): string {
  if (value === undefined)
    throw new UsageError(`--upstream is missing: the API's v1 root, e.g. https://api.example.com/v1\n${USAGE}`);
  const url = /[?#]/.test(value) ? null : safeHttpUrl(value);
  if (!url) throw new UsageError(`--upstream must be an http(s) URL without ? or #, not "${value}"`);
  return url;
}

function corsOrigin(value: string | undefined): string | null {
  if (value === undefined) return null;
  const url = safeHttpUrl(value);
  if (!url || new URL(url).origin !== value)
    throw new UsageError(`--cors-origin must be one origin such as https://blog.example, not "${value}"`);
  return value;
}

function fixedClock(value: string | undefined): (() => number) | undefined {
  if (value === undefined) return undefined;
  const instant = Date.parse(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(instant))
    throw new UsageError(`--now must be an ISO 8601 instant such as 2026-11-21T09:00:00+09:00, not "${value}"`);
  return () => instant;
}

function apiKey(): string {
  const key = process.env.IPO_API_KEY?.trim();
  if (!key)
    throw new UsageError(
      'IPO_API_KEY is not set: the relay reads the API key from the environment only, never from an argument',
    );
  if (!/^[ -~]+$/.test(key)) throw new UsageError('IPO_API_KEY must be printable ASCII, as a header value must be');
  return key;
}

const log = (line: string) => process.stderr.write(line + '\n');

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      upstream: { type: 'string' },
      host: { type: 'string', default: '127.0.0.1' },
      port: { type: 'string', default: '8788' },
      ttl: { type: 'string', default: '900' },
      budget: { type: 'string' },
      state: { type: 'string' },
      'cors-origin': { type: 'string' },
      now: { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
  const key = apiKey();
  const upstream = upstreamUrl(values.upstream);
  const port = wholeNumber('port', values.port, 65535);
  const ttlMs = wholeNumber('ttl', values.ttl) * 1000;
  const budget = values.budget === undefined ? undefined : wholeNumber('budget', values.budget);
  const clock = fixedClock(values.now);
  const stateFile = values.state;
  const loaded = stateFile
    ? await readStateFile(stateFile)
    : { ledger: null, storage: new StateStorage(), problem: null };
  if (loaded.problem) log(`relay: WARNING ${loaded.problem}; starting with an empty state, which it overwrites`);

  const saver = stateSaver(
    () => (stateFile ? writeStateFile(stateFile, relay.state()) : Promise.resolve()),
    globalThis,
    (error) => log(`relay: WARNING cannot save the state: ${(error as Error).message}`),
  );
  const relay = createRelay({
    upstream,
    apiKey: key,
    ttlMs,
    budget,
    corsOrigin: corsOrigin(values['cors-origin']),
    storage: loaded.storage,
    ledger: loaded.ledger,
    clock,
    log,
    onChange: saver.schedule,
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
    await saver.flush();
    log('relay: state saved; exiting');
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop(signal));
}

main().catch((cause: unknown) => {
  const message = cause instanceof Error ? cause.message : String(cause);
  process.stderr.write(`ipo-calendar-relay: ${message}\n`);
  process.exit(2);
});
