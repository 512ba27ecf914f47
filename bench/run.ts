/**
 * `npm run bench [-- --runs N]`: the full bench (bench/full-bench.ts), which writes the table in docs/performance.md.
 * `npm run bench -- --only longest-task|page-load|warm-reload [--runs N]`: one measure alone, printed only.
 * `npm run bench -- --ab <A.js> <B.js> [--runs N]`: an A/B run of two element bundles (bench/ab.ts), printed only.
 * Everything runs in headless Chromium against servers on 127.0.0.1, and stops by itself (per-run timeouts and a
 * watchdog).
 */
import { access } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { abBench } from './ab.js';
import { fullBench, longestTaskBench, pageLoadBench, warmReloadBench } from './full-bench.js';

const AB_RUNS = 30;
const MAX_RUNS = 200;
/** The measures `--only` runs alone. */
const ONLY = {
  'longest-task': longestTaskBench,
  'page-load': pageLoadBench,
  'warm-reload': warmReloadBench,
} satisfies Record<string, (projectRoot: string, runs: number | undefined) => Promise<void>>;

class UsageError extends Error {}

function parseRuns(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const runs = Number(value);
  if (!/^\d+$/.test(value) || runs < 1 || runs > MAX_RUNS) {
    throw new UsageError(`--runs must be an integer from 1 to ${MAX_RUNS}, not "${value}"`);
  }
  return runs;
}

async function bundleFile(path: string): Promise<string> {
  const file = resolve(path);
  try {
    await access(file);
  } catch {
    throw new UsageError(`--ab: cannot read ${file}`);
  }
  return file;
}

async function main(): Promise<void> {
  const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
  const { values, positionals } = parseArgs({
    options: { ab: { type: 'boolean', default: false }, runs: { type: 'string' }, only: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  const runs = parseRuns(values.runs);
  if (values.only !== undefined) {
    if (!Object.hasOwn(ONLY, values.only)) {
      throw new UsageError(`--only takes ${Object.keys(ONLY).join(', ')}, not "${values.only}"`);
    }
    if (values.ab || positionals.length) throw new UsageError('--only runs alone, without --ab or bundle files');
    await ONLY[values.only as keyof typeof ONLY](projectRoot, runs);
    return;
  }
  if (!values.ab) {
    if (positionals.length) throw new UsageError(`unexpected ${positionals.join(' ')} (A/B runs take --ab A.js B.js)`);
    await fullBench(projectRoot, runs);
    return;
  }
  if (positionals.length !== 2) throw new UsageError('--ab takes two bundle files: --ab A.js B.js');
  const [a, b] = await Promise.all(positionals.map(bundleFile));
  await abBench(projectRoot, { a, b }, runs ?? AB_RUNS);
}

main().catch((error: unknown) => {
  const usage = error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  process.stderr.write(`bench: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = usage ? 2 : 1;
});
