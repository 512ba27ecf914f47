// `npm test`: every stage of the suite on one instant, two stages at a time.
//
// The first line names the run's instant (test/clock/instants.mjs); IPO_TEST_NOW set to it reproduces the run. Each
// stage writes to a log of its own, printed whole when the stage ends, so that two stages never interleave; a table of
// the stages, their results and times closes the run, followed by the failures again, where a log's tail shows them. `npm run test:quick` runs the inner loop: lint, types and the
// browser tests on the sources in Chromium.
//
//   node scripts/test.mjs [--quick] [--jobs N] [stage …]
//
// IPO_TEST_JOBS (or --jobs) sets how many stages run at once: 2 by default, one per core of a 2-core machine; 1 on a
// machine busy with other work, where Firefox and WebKit miss their timeouts.
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
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

/** Runs one stage to its end, its output in its log; resolves with its exit code and time. */
async function run(stage) {
  const args =
    stage.command === 'wtr' ? [...stage.args, '--static-logging', '--port', String(await freePort())] : stage.args;
  const command = stage.command === 'npm' ? 'npm' : join('node_modules', '.bin', stage.command);
  const log = join(logs, `${stage.name}.log`);
  const started = performance.now();
  const code = await new Promise((resolve) => {
    const out = createWriteStream(log);
    const child = spawn(command, args, {
      env: { ...process.env, ...stage.env, IPO_TEST_NOW: instant.iso, FORCE_COLOR: '0' },
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
  console.log(
    `\n===== ${stage.name}: ${stage.what} — ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds.toFixed(1)} s`,
  );
  const text = await readFile(log, 'utf8');
  console.log(text);
  return { stage, code, seconds, failures: code === 0 ? [] : failureLines(text) };
}

const FAILURE_MARK = /^\s*(❌|✖)/;
const FAILURE_CONTEXT = 8;
const FAILURE_LINES = 60;

/**
 * The lines of a log that name a failure (web-test-runner marks them ❌, Node's runner ✖), each with the lines that
 * follow it, at most FAILURE_LINES in all; the log's last lines where nothing is marked.
 */
function failureLines(text) {
  const lines = text.trimEnd().split('\n');
  const picked = new Set();
  lines.forEach((line, index) => {
    if (!FAILURE_MARK.test(line)) return;
    for (let next = index; next < Math.min(lines.length, index + FAILURE_CONTEXT); next++) picked.add(next);
  });
  const chosen = picked.size > 0 ? [...picked].map((index) => lines[index]) : lines.slice(-FAILURE_CONTEXT);
  return chosen.length > FAILURE_LINES ? [...chosen.slice(0, FAILURE_LINES), '…'] : chosen;
}

/**
 * The machine's processor time so far, in core-seconds, busy and in all: the first line of Linux's /proc/stat, in
 * ticks of 1/100 s (USER_HZ). Null where there is no /proc. Browsers' processes are not all waited for by the runner
 * that starts them, so the machine's count is the one that holds all of a stage's work.
 */
function machineTime() {
  try {
    const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const busy = user + nice + system + irq + softirq + steal;
    return { busy: busy / 100, all: (busy + idle + iowait) / 100 };
  } catch {
    return null;
  }
}

const startedTime = machineTime();
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
console.log('| stage | result | time |\n| --- | --- | --- |');
for (const { stage, code, seconds } of results) {
  console.log(`| ${stage.what} | ${code === 0 ? 'passed' : 'FAILED'} | ${seconds.toFixed(1)} s |`);
}
console.log(`\nall stages: ${((performance.now() - started) / 1000).toFixed(1)} s`);
const endedTime = machineTime();
if (startedTime && endedTime) {
  // The cores' busy time shared by the cores is as soon as the same work can end on this machine.
  const busy = endedTime.busy - startedTime.busy;
  const share = busy / (endedTime.all - startedTime.all);
  const cores = availableParallelism();
  console.log(
    `the machine's cores were busy ${busy.toFixed(0)} core-seconds (${(share * 100).toFixed(0)} % of their time): ` +
      `the same work takes at least ${(busy / cores).toFixed(0)} s on ${cores} core(s)`,
  );
}
for (const { stage, failures } of failed) console.log(`\n===== what failed in ${stage.name}\n${failures.join('\n')}`);
console.log(`${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length === 0 ? 0 : 1);
