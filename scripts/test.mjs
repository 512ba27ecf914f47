// `npm test`: every stage of the suite on one instant, two stages at a time.
//
// The first line names the run's instant (test/clock/instants.mjs); IPO_TEST_NOW set to it reproduces the run. Each
// stage writes to a log of its own, printed whole when the stage ends, so that two stages never interleave; a table of
// the stages, their results and times closes the run. `npm run test:quick` runs the inner loop: lint, types and the
// browser tests on the sources in Chromium.
//
//   node scripts/test.mjs [--quick] [--jobs N] [stage …]
//
// IPO_TEST_JOBS (or --jobs) sets how many stages run at once: 2 by default, one per core of a 2-core machine; 1 on a
// machine busy with other work, where Firefox and WebKit miss their timeouts.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chooseTestInstant, instantLine } from '../test/clock/instants.mjs';

const NO_CJK_FONTS = 'test/fonts/no-cjk.conf';

/** The stages, the longest first: with two at a time, that order ends soonest. */
const STAGES = [
  {
    name: 'firefox',
    what: 'Firefox ESR, user-facing files',
    command: 'wtr',
    args: ['--config', 'web-test-runner.firefox.config.mjs'],
  },
  {
    name: 'webkit',
    what: 'WebKit, user-facing files',
    command: 'wtr',
    args: ['--config', 'web-test-runner.webkit.config.mjs'],
  },
  {
    name: 'bundle',
    what: 'Chromium, bundle, TZ=America/Los_Angeles, no Korean font',
    command: 'wtr',
    args: [],
    env: { IPO_TEST_TARGET: 'bundle', TZ: 'America/Los_Angeles', FONTCONFIG_FILE: NO_CJK_FONTS },
  },
  { name: 'chromium', what: 'Chromium, sources', command: 'wtr', args: [], quick: true },
  { name: 'node', what: 'Node suites', command: 'npm', args: ['run', '--silent', 'test:node'] },
  { name: 'lint', what: 'Prettier, ESLint', command: 'npm', args: ['run', '--silent', 'lint'], quick: true },
  { name: 'types', what: 'tsc', command: 'tsc', args: ['--noEmit'], quick: true },
];

const { values, positionals } = parseArgs({
  options: { quick: { type: 'boolean', default: false }, jobs: { type: 'string' } },
  allowPositionals: true,
});
const unknown = positionals.filter((name) => !STAGES.some((stage) => stage.name === name));
if (unknown.length > 0) {
  console.error(`test: no stage ${unknown.join(', ')}; the stages are ${STAGES.map((stage) => stage.name).join(', ')}`);
  process.exit(2);
}
const jobs = Number(values.jobs ?? process.env.IPO_TEST_JOBS ?? 2);
if (!Number.isInteger(jobs) || jobs < 1) {
  console.error(
    `test: --jobs (IPO_TEST_JOBS) must be a whole number of at least 1, not "${values.jobs ?? process.env.IPO_TEST_JOBS}"`,
  );
  process.exit(2);
}
const chosen = STAGES.filter((stage) =>
  positionals.length > 0 ? positionals.includes(stage.name) : !values.quick || stage.quick,
);

const instant = chooseTestInstant();
console.log(instantLine(instant));

/** A loopback port free now, for a test runner's server: two runners starting at once would pick the same. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const logs = await mkdtemp(join(tmpdir(), 'ipo-test-'));

/** Runs one stage to its end, its output in its log; resolves with its exit code, time and processor time. */
async function run(stage) {
  const args =
    stage.command === 'wtr' ? [...stage.args, '--static-logging', '--port', String(await freePort())] : stage.args;
  const command = stage.command === 'npm' ? 'npm' : join('node_modules', '.bin', stage.command);
  const log = join(logs, `${stage.name}.log`);
  const cpuFile = join(logs, `${stage.name}.cpu`);
  const started = performance.now();
  const code = await new Promise((resolve) => {
    const out = createWriteStream(log);
    const child = spawn(process.execPath, ['scripts/cpu-time.mjs', command, ...args], {
      env: { ...process.env, ...stage.env, IPO_TEST_NOW: instant.iso, IPO_CPU_TIME_FILE: cpuFile, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.once('error', (error) => {
      out.end(`\n${error.message}\n`);
      resolve(127);
    });
    child.once('close', (exit) => out.end(() => resolve(exit ?? 1)));
  });
  const seconds = (performance.now() - started) / 1000;
  const cpuSeconds = Number(await readFile(cpuFile, 'utf8').catch(() => NaN));
  console.log(
    `\n===== ${stage.name}: ${stage.what} — ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds.toFixed(1)} s`,
  );
  console.log(await readFile(log, 'utf8'));
  return { stage, code, seconds, cpuSeconds };
}

/** Seconds as the table shows them; a processor time that /proc did not give is a dash. */
const shown = (seconds) => (Number.isFinite(seconds) ? `${seconds.toFixed(1)} s` : '–');

const started = performance.now();
const queue = [...chosen];
const results = [];
await Promise.all(
  Array.from({ length: Math.min(jobs, queue.length) }, async () => {
    for (let stage = queue.shift(); stage; stage = queue.shift()) results.push(await run(stage));
  }),
);
await rm(logs, { recursive: true, force: true });

const failed = results.filter((result) => result.code !== 0);
console.log(`\n${instantLine(instant)}, ${jobs} stage(s) at a time\n`);
console.log('| stage | result | time | processor time |\n| --- | --- | --- | --- |');
for (const { stage, code, seconds, cpuSeconds } of results) {
  console.log(`| ${stage.what} | ${code === 0 ? 'passed' : 'FAILED'} | ${shown(seconds)} | ${shown(cpuSeconds)} |`);
}
// The stages' processor time shared by every core is as soon as a run of them can end on this machine.
const cpuSeconds = results.reduce((sum, result) => sum + result.cpuSeconds, 0);
const cores = availableParallelism();
console.log(`\nall stages: ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(
  `processor time: ${shown(cpuSeconds)}, so at least ${shown(cpuSeconds / cores)} on ${cores} core(s) at full use`,
);
console.log(`${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length === 0 ? 0 : 1);
