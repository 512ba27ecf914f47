/**
 * `npm run mock-server -- [--port 8787] [--now <ISO instant>] [--data <file.json>] [--expose all|rate-limit]`
 * The first line on stdout is the base URL, so that a test can start the server on `--port 0`.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { createMockApi } from './api.js';
import { serveMockApi } from './server.js';

class UsageError extends Error {}

function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535)
    throw new UsageError(`--port must be an integer from 0 to 65535, not "${value}"`);
  return port;
}

function parseNow(value: string): number {
  const instant = Date.parse(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(instant)) {
    throw new UsageError(`--now must be an ISO 8601 instant such as 2026-11-21T09:00:00+09:00, not "${value}"`);
  }
  return instant;
}

async function readData(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (cause) {
    throw new UsageError(`--data: cannot read ${file} (${(cause as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new UsageError(`--data: ${file} is not valid JSON`);
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8787' },
      now: { type: 'string' },
      data: { type: 'string' },
      expose: { type: 'string', default: 'all' },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.expose !== 'all' && values.expose !== 'rate-limit') {
    throw new UsageError(`--expose must be "all" or "rate-limit", not "${values.expose}"`);
  }
  const port = parsePort(values.port);
  const fixedNow = values.now === undefined ? null : parseNow(values.now);
  const data = values.data === undefined ? undefined : await readData(values.data);
  let api;
  try {
    api = createMockApi({ now: fixedNow === null ? undefined : () => fixedNow, data, exposeHeaders: values.expose });
  } catch (cause) {
    throw new UsageError(`--data: ${(cause as Error).message}`);
  }
  const { baseUrl } = await serveMockApi(api, port);
  process.stdout.write(`${baseUrl}\n`);
  process.stderr.write(
    `mock API v1 listening; keys: demo-key (100/day), demo-tiny (3/day), demo-unlimited, demo-inactive\n`,
  );
}

main().catch((cause: unknown) => {
  const message = cause instanceof Error ? cause.message : String(cause);
  process.stderr.write(`mock-server: ${message.split('\n')[0]}\n`);
  process.exit(2);
});
