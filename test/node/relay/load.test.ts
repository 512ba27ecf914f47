/**
 * The load test: a real nginx with relay/nginx/ipo-relay.conf, in front of the built relay, in front of
 * `npm run mock-server`, all on 127.0.0.1. 10,000 requests, 200 at a time, from 1,000 visitors over the queries the
 * element makes; then, on the next KST day (the relay restarted on its state file), the same with 10 % attacker
 * queries. Bounded by its request count; it stops by itself. `npm run relay:figures` writes the figures into
 * docs/relay.md.
 */
import assert from 'node:assert/strict';
import { format, resolveConfig } from 'prettier';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { kstDateOf } from '../../../src/time/kst.js';
import { plan, runLoad, type Figures } from './support/load.js';
import { root, startMock, startNginx, startRelay, stop, stopAll, temporaryFolder } from './support/processes.js';

const REQUESTS = 10_000;
const CONCURRENCY = 200;
const VISITORS = 1_000;
const DAY_ONE = '2026-11-23T12:00:00+09:00';
const DAY_TWO = '2026-11-24T00:00:30+09:00';

interface Run extends Figures {
  name: string;
  /** Upstream calls the relay made that day, and its budget. */
  upstreamCalls: number;
  budget: number;
  /** Requests that reached the relay through nginx. */
  relayRequests: number;
}

const health = async (relayBase: string) => (await fetch(new URL('/healthz', relayBase))).json();

async function loadRun(name: string, now: string, state: string, attackShare: number, seed: number): Promise<Run> {
  const mock = await startMock(now);
  const relay = await startRelay(mock.firstLine, ['--now', now, '--state', state]);
  const nginx = await startNginx(relay.firstLine);
  try {
    const before = (await health(relay.firstLine)).requests;
    const figures = await runLoad(
      nginx.baseUrl,
      plan(kstDateOf(Date.parse(now)), REQUESTS, VISITORS, attackShare, seed),
      CONCURRENCY,
    );
    const report = await health(relay.firstLine);
    return {
      name,
      ...figures,
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

const runs: Run[] = [];

describe('relay behind nginx under load', { timeout: 240_000 }, () => {
  after(async () => {
    await stopAll();
    if (process.env.RELAY_FIGURES === 'write' && runs.length === 2) await writeFigures(runs);
  });

  let state = '';

  it('serves 10,000 requests from 1,000 visitors with a handful of upstream calls and no errors', async (t) => {
    state = join(await temporaryFolder('ipo-relay-state-'), 'state.json');
    const run = await loadRun('visitors only', DAY_ONE, state, 0, 1);
    runs.push(run);
    t.diagnostic(JSON.stringify(run));
    assert.equal(run.errors, 0, JSON.stringify(run.statuses));
    // Each of the element's six queries once: nginx coalesces the misses, the relay stores the answers.
    assert.equal(run.upstreamCalls, 6);
    assert.ok(run.relayRequests < 100, `${run.relayRequests} requests reached the relay`);
  });

  it('keeps within the budget on the next KST day with 10 % attacker queries, and refuses no visitor', async (t) => {
    assert.ok(state, 'runs after the first');
    const run = await loadRun('10 % attacker queries', DAY_TWO, state, 0.1, 2);
    runs.push(run);
    t.diagnostic(JSON.stringify(run));
    assert.ok(run.upstreamCalls <= run.budget, `${run.upstreamCalls} calls, budget ${run.budget}`);
    assert.equal(run.visitor503s, 0);
    assert.equal(run.errors, 0, JSON.stringify(run.statuses));
    assert.ok(run.attackerRefused > 0, 'the attack spent the unreserved budget');
  });
});

const MARK_START = '<!-- load-figures:start -->';
const MARK_END = '<!-- load-figures:end -->';

async function writeFigures(done: Run[]): Promise<void> {
  const file = join(root, 'docs/relay.md');
  const text = await readFile(file, 'utf8');
  const row = (run: Run) =>
    `| ${run.name} | ${run.requests.toLocaleString('en')} | ${run.upstreamCalls} of ${run.budget} | ${run.relayRequests} | ${run.errors} | ${run.visitor503s} | ${run.attackerRefused} | ${run.p50Ms} | ${run.p99Ms} |`;
  const table = [
    MARK_START,
    '| run | requests | upstream calls (of budget) | requests the relay saw | errors to visitors | 503s to visitors | attacker requests refused | p50 ms | p99 ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...done.map(row),
    MARK_END,
  ].join('\n');
  const [head, rest] = text.split(MARK_START);
  assert.ok(rest?.includes(MARK_END), 'docs/relay.md has the figure markers');
  // Formatted as `npm run lint` expects.
  const formatted = await format(head + table + rest.split(MARK_END)[1], {
    ...(await resolveConfig(file)),
    filepath: file,
  });
  await writeFile(file, formatted);
}
