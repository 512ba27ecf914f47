/**
 * The built relay killed with SIGKILL at five instants during an attack, restarted each time on the same `--state`
 * file: the upstream (the mock in this process, counting what it gets) never sees more calls than the day's budget,
 * nor answers 429. The instants are drawn from a seed that the test prints; RELAY_CRASH_SEED=<n> runs that draw
 * again. Bounded: a fixed number of requests, all to 127.0.0.1.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { seededRandom } from '../../../src/mock/random.js';
import { kstDateOf } from '../../../src/time/kst.js';
import { countedUpstream } from './support/counted-upstream.js';
import { writeFigures, writingFigures } from './support/figures.js';
import { plan, runLoad } from './support/load.js';
import { startRelay, stopAll, temporaryFolder } from './support/processes.js';

const NOW = '2026-11-23T12:00:00+09:00';
/** The demo key allows 100 calls a day: the default budget is 90. */
const BUDGET = 90;
const KILLS = 5;
const SEGMENT = 1_500;
const CONCURRENCY = 50;

interface CrashRun {
  seed: number;
  /** Answers received before each kill. */
  killedAfter: number[];
  upstreamCalls: number;
  upstream429s: number;
  /** What the relay's /healthz said it had used, at the end. */
  counted: number;
}

/** Runs the attack with five kills and a last, uninterrupted segment; returns the upstream's count. */
async function crashRun(seed: number): Promise<CrashRun> {
  const random = seededRandom(seed);
  const killedAfter = Array.from({ length: KILLS }, () => random.int(20, 600));
  const upstream = await countedUpstream(NOW);
  const state = join(await temporaryFolder('ipo-relay-crash-'), 'state.json');
  // 10 % of the requests are attackers' distinct queries, far more than the budget.
  const planned = plan(kstDateOf(Date.parse(NOW)), SEGMENT * (KILLS + 1), 300, 0.1, seed);
  try {
    for (let segment = 0; segment <= KILLS; segment++) {
      const relay = await startRelay(upstream.baseUrl, ['--now', NOW, '--state', state]);
      const stop = new AbortController();
      let answered = 0;
      const exited = new Promise((resolve) => relay.child.once('exit', resolve));
      await runLoad(relay.firstLine, planned.slice(segment * SEGMENT, (segment + 1) * SEGMENT), CONCURRENCY, {
        signal: stop.signal,
        onAnswer() {
          if (++answered !== killedAfter[segment]) return;
          // Mid-load: other requests, and the relay's upstream calls, are under way.
          relay.child.kill('SIGKILL');
          stop.abort();
        },
      });
      if (segment === KILLS) {
        const health = await (await fetch(new URL('/healthz', relay.firstLine))).json();
        relay.child.kill('SIGTERM');
        await exited;
        return {
          seed,
          killedAfter,
          upstreamCalls: upstream.calls(),
          upstream429s: upstream.statuses[429] ?? 0,
          counted: health.budget.used,
        };
      }
      await exited;
    }
    throw new Error('unreachable');
  } finally {
    await upstream.close();
  }
}

describe('relay killed during an attack', { timeout: 180_000 }, () => {
  after(stopAll);

  it('never calls the upstream past the budget, nor draws a 429, across five SIGKILLs and restarts', async (t) => {
    // `npm run relay:figures` runs seeds 1 to 5 for the table in docs/relay.md.
    const seeds = writingFigures
      ? [1, 2, 3, 4, 5]
      : [Number(process.env.RELAY_CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31))];
    const runs: CrashRun[] = [];
    for (const seed of seeds) {
      t.diagnostic(`seed ${seed} (RELAY_CRASH_SEED=${seed} runs it again)`);
      const run = await crashRun(seed);
      runs.push(run);
      t.diagnostic(JSON.stringify(run));
      assert.ok(run.upstreamCalls <= BUDGET, `${run.upstreamCalls} upstream calls, budget ${BUDGET} (seed ${seed})`);
      assert.equal(run.upstream429s, 0, `seed ${seed}`);
      assert.ok(run.counted >= run.upstreamCalls, `the relay counts every call that left: ${run.counted} counted`);
      // The attack used up the budget as the relay counts it: calls on record that a kill stopped from leaving cost
      // budget, never more calls.
      assert.equal(run.counted, BUDGET);
    }
    if (writingFigures)
      await writeFigures(
        'crash-figures',
        ['seed', 'killed after (answers)', 'upstream calls', 'budget', 'counted by the relay', 'upstream 429s'],
        runs.map((run) => [
          run.seed,
          run.killedAfter.join(', '),
          run.upstreamCalls,
          BUDGET,
          run.counted,
          run.upstream429s,
        ]),
      );
  });
});
