/**
 * The documented deployment under load (docs/relay.md): the site's nginx with the `location /ipo/` block read from
 * the docs, the include relay/nginx/ipo-relay.conf, the built relay with its default flags plus `--state`, and
 * `npm run mock-server`, all on 127.0.0.1. Visitors from one address and from many get only 200 or 304; on the next
 * KST day an attack spends no visitor's call; one address hammering distinct uncached queries is refused after its
 * burst. Bounded by request counts; it stops by itself. `npm run relay:figures` writes the figures into
 * docs/relay.md.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { kstDateOf } from '../../../src/time/kst.js';
import { thousands, writeFigures, writingFigures } from './support/figures.js';
import { plan, runLoad, type Figures, type Planned } from './support/load.js';
import { siteBlock, startMock, startNginx, startRelay, stop, stopAll, temporaryFolder } from './support/processes.js';

const REQUESTS = 5_000;
const CONCURRENCY = 200;
const DAY_ONE = '2026-11-23T12:00:00+09:00';
const DAY_TWO = '2026-11-24T00:00:30+09:00';

interface Run extends Figures {
  name: string;
  /** Upstream calls the relay made that day, and its budget. */
  upstreamCalls: number;
  budget: number;
  /** Requests that reached the relay through nginx. */
  relayRequests: number;
  seconds: number;
}

const health = async (relayBase: string) => (await fetch(new URL('/healthz', relayBase))).json();

/** One run through the documented stack, started on `state` at `now`. */
async function deploymentRun(name: string, now: string, state: string, planned: Planned[]): Promise<Run> {
  const mock = await startMock(now);
  // The documented flags, the port chosen at run time; --now fixes the clock, as the mock's.
  const relay = await startRelay(mock.firstLine, ['--state', state, '--now', now]);
  const nginx = await startNginx(relay.firstLine, { site: await siteBlock() });
  try {
    const before = (await health(relay.firstLine)).requests;
    const begun = performance.now();
    const figures = await runLoad(`${nginx.siteUrl}/ipo/v1`, planned, CONCURRENCY);
    const seconds = (performance.now() - begun) / 1000;
    const report = await health(relay.firstLine);
    return {
      name,
      ...figures,
      seconds,
      upstreamCalls: report.budget.used,
      budget: report.budget.limit,
      // Less the health request itself.
      relayRequests: report.requests - before - 1,
    };
  } finally {
    await nginx.stop();
    assert.equal(await stop(relay), 0, 'the relay exits cleanly on SIGTERM');
    await stop(mock);
  }
}

const onlyAnswers = (run: Run) =>
  assert.deepEqual(
    Object.keys(run.statuses).filter((status) => status !== '200' && status !== '304'),
    [],
    JSON.stringify(run.statuses),
  );

const runs: Run[] = [];
const today = kstDateOf(Date.parse(DAY_ONE));
const newState = async () => join(await temporaryFolder('ipo-relay-state-'), 'state.json');

describe('the documented deployment under load: site nginx, the include, the relay', { timeout: 240_000 }, () => {
  after(async () => {
    await stopAll();
    if (writingFigures && runs.length === 4)
      await writeFigures(
        'load-figures',
        [
          'run',
          'requests',
          'answers',
          'upstream calls (of budget)',
          'requests the relay saw',
          'refused visitors',
          'p50 ms',
          'p99 ms',
        ],
        runs.map((run) => [
          run.name,
          thousands(run.requests),
          Object.entries(run.statuses)
            .map(([status, count]) => `${thousands(count)} × ${status}`)
            .join(', '),
          `${run.upstreamCalls} of ${run.budget}`,
          thousands(run.relayRequests),
          run.visitor503s,
          run.p50Ms,
          run.p99Ms,
        ]),
      );
  });

  let state = '';

  it('answers 5,000 requests from one address behind the site proxy with 200 or 304 only', async (t) => {
    const run = await deploymentRun('one address', DAY_ONE, await newState(), plan(today, REQUESTS, 1, 0, 1));
    runs.push(run);
    t.diagnostic(JSON.stringify(run));
    onlyAnswers(run);
    // Each of the element's six queries once: nginx coalesces the misses, the relay stores the answers.
    assert.equal(run.upstreamCalls, 6);
  });

  it('answers 5,000 requests from 1,000 addresses with 200 or 304 only', async (t) => {
    state = await newState();
    const run = await deploymentRun('1,000 addresses', DAY_ONE, state, plan(today, REQUESTS, 1_000, 0, 2));
    runs.push(run);
    t.diagnostic(JSON.stringify(run));
    onlyAnswers(run);
    assert.equal(run.upstreamCalls, 6);
    assert.ok(run.relayRequests < 100, `${run.relayRequests} requests reached the relay`);
  });

  it('keeps within the budget on the next KST day with 10 % attacker queries, and refuses no visitor', async (t) => {
    assert.ok(state, 'runs after the run from many addresses, on its state');
    const planned = plan(kstDateOf(Date.parse(DAY_TWO)), REQUESTS, 1_000, 0.1, 3);
    const run = await deploymentRun('next day, 10 % attacker queries', DAY_TWO, state, planned);
    runs.push(run);
    t.diagnostic(JSON.stringify(run));
    assert.ok(run.upstreamCalls <= run.budget, `${run.upstreamCalls} calls, budget ${run.budget}`);
    assert.equal(run.visitor503s, 0);
    assert.equal(run.errors, 0, JSON.stringify(run.statuses));
    assert.ok(run.attackerRefused > 0, 'the attack spent the unreserved budget');
  });

  it('refuses one address hammering distinct uncached queries after its burst', async (t) => {
    const hammer: Planned[] = Array.from({ length: 400 }, (_, i) => ({
      from: '127.0.9.9',
      visitor: -1,
      path: `/upcoming-ipos?from=2020-01-${String(1 + (i % 28)).padStart(2, '0')}&limit=${1 + Math.floor(i / 28)}`,
      attacker: true,
    }));
    const run = await deploymentRun('one address, 400 distinct queries', DAY_ONE, await newState(), hammer);
    runs.push(run);
    t.diagnostic(JSON.stringify(run));
    // nginx lets a burst of 30 through, then 5 a second.
    const allowed = 31 + Math.ceil(5 * run.seconds) + 5;
    assert.ok(run.relayRequests <= allowed, `${run.relayRequests} reached the relay in ${run.seconds} s`);
    assert.ok((run.statuses[503] ?? 0) >= 400 - allowed, JSON.stringify(run.statuses));
  });
});
