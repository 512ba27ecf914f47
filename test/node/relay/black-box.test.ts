/**
 * The relay as visitors and its operator see it, over HTTP, against both targets: the built Node relay
 * (dist/relay/cli.js) and the Worker template under workerd (`npm run relay:worker`). The upstream is the mock in
 * this process, counting what it gets; both clocks are fixed at the same instant. Bounded; all on 127.0.0.1.
 */
import assert from 'node:assert/strict';
import { readdir, readFile, realpath } from 'node:fs/promises';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import ICAL from 'ical.js';
import { kstDateOf } from '../../../src/time/kst.js';
import { countedUpstream, type CountedUpstream } from './support/counted-upstream.js';
import { thousands, writeFigures, writingFigures } from './support/figures.js';
import { elementQueries, runLoad, type Planned } from './support/load.js';
import {
  crash,
  root,
  run,
  startRelay,
  startWorkerRelay,
  stop,
  stopAll,
  temporaryFolder,
  typescript,
} from './support/processes.js';

const NOW = '2026-11-23T12:00:00+09:00';
const BLOG = 'https://blog.example';

interface Target {
  name: string;
  start: typeof startRelay;
  /** `--state`: a file for the Node relay, a folder for the Worker's Durable Object. */
  state(folder: string): string;
}

const targets: Target[] = [
  { name: 'the Node relay', start: startRelay, state: (folder) => join(folder, 'state.json') },
  { name: 'the Worker under workerd', start: startWorkerRelay, state: (folder) => join(folder, 'state') },
];

/** The element's six queries asked by visitors, then `attacks` distinct queries from one address each. */
function attack(attacks: number): Planned[] {
  const visitors = elementQueries(kstDateOf(Date.parse(NOW))).map((path, visitor) => ({
    from: '127.0.2.1',
    visitor,
    path,
    attacker: false,
  }));
  const attackers = Array.from({ length: attacks }, (_, i) => ({
    from: `127.1.0.${1 + (i % 200)}`,
    visitor: -1,
    path: `/upcoming-ipos?from=2001-01-${String(1 + (i % 28)).padStart(2, '0')}&limit=${1 + Math.floor(i / 28)}`,
    attacker: true,
  }));
  // Visitors keep asking their queries between the attacker's.
  return attackers.flatMap((attacker, i) => (i % 10 === 0 ? [attacker, ...visitors] : [attacker]));
}

interface AttackRun {
  target: string;
  requests: number;
  budget: number;
  upstreamCalls: number;
  upstream429s: number;
  counted: number;
  visitorRefusals: number;
  attackerRefusals: number;
}
const attackRuns: AttackRun[] = [];

after(async () => {
  await stopAll();
  if (writingFigures && attackRuns.length === targets.length)
    await writeFigures(
      'attack-figures',
      [
        'target',
        'requests',
        'upstream calls',
        'budget',
        'counted by the relay',
        'upstream 429s',
        'visitors refused',
        'attacker requests refused',
      ],
      attackRuns.map((run) => [
        run.target,
        thousands(run.requests),
        run.upstreamCalls,
        run.budget,
        run.counted,
        run.upstream429s,
        run.visitorRefusals,
        thousands(run.attackerRefusals),
      ]),
    );
});

for (const target of targets) {
  describe(`relay black box: ${target.name}`, { timeout: 180_000 }, () => {
    const upstreams: CountedUpstream[] = [];
    const counted = async () => {
      const upstream = await countedUpstream(NOW);
      upstreams.push(upstream);
      return upstream;
    };
    after(() => Promise.all(upstreams.map((upstream) => upstream.close())));

    it('answers as API v1 without the key, 304s, 400s and 404s without a call, and /healthz', async () => {
      const upstream = await counted();
      const relay = await target.start(upstream.baseUrl, ['--now', NOW, '--cors-origin', BLOG]);
      assert.match(relay.firstLine, /^http:\/\/127\.0\.0\.1:\d+\/v1$/);
      const base = relay.firstLine;
      const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
        fetch(base + path, { headers, method });

      const response = await get('/upcoming-ipos?status=sub&limit=5', { 'X-API-Key': 'visitor-key', Origin: BLOG });
      assert.equal(response.status, 200);
      const body = await response.json();
      assert.equal(body.version, 'v1');
      assert.ok(body.items.length > 0 && body.items.every((item: { status: string }) => item.status === '청약'));
      assert.equal(response.headers.get('Cache-Control'), 'public, max-age=300');
      assert.equal(response.headers.get('Access-Control-Allow-Origin'), '*');
      for (const name of ['X-RateLimit-Limit', 'X-RateLimit-Remaining']) assert.equal(response.headers.get(name), null);
      const etag = response.headers.get('ETag')!;
      assert.match(etag, /^W\/"/);

      assert.equal((await get('/upcoming-ipos?status=청약&limit=5', { 'If-None-Match': etag })).status, 304);
      const head = await get('/upcoming-ipos?limit=5&status=sub', {}, 'HEAD');
      assert.equal(head.status, 200);
      assert.equal(await head.text(), '');
      const invalid = await get('/upcoming-ipos?status=soon');
      assert.equal(invalid.status, 400);
      assert.equal((await invalid.json()).error.code, 'invalid_status');
      const other = await get('/other');
      assert.equal(other.status, 404);
      assert.equal((await other.json()).error.code, 'not_found');
      const elsewhere = await get('/upcoming-ipos?status=listed', { Origin: 'https://other.example' });
      assert.equal(elsewhere.status, 403);
      // An answer the Worker keeps in the location's cache is refused to another origin's page too.
      assert.equal((await get('/upcoming-ipos?status=sub&limit=5', { Origin: 'https://other.example' })).status, 403);
      const preflight = await get('/upcoming-ipos', { Origin: BLOG }, 'OPTIONS');
      assert.equal(preflight.headers.get('Access-Control-Allow-Headers'), 'If-None-Match');
      assert.equal(upstream.calls(), 1, 'one call: the rest was stored, or needed none');

      const health = await (await fetch(new URL('/healthz', base))).json();
      assert.equal(health.day, '2026-11-23');
      assert.deepEqual(health.budget, { limit: 90, used: 1, left: 89, reserved: 0 });
      assert.equal(health.upstream.limit, 100);
      await stop(relay);
      assert.match(relay.stderr(), /set (--cors-origin|IPO_CORS_ORIGIN) to https:\/\/other\.example/);
      assert.ok(!relay.stderr().includes('demo-key'), 'the key is not in the log');
    });

    it('serves the feed, linked from the list; SEQUENCE follows a correction and survives crashes', async () => {
      const upstream = await counted();
      const state = target.state(await temporaryFolder('ipo-feed-'));
      const startAt = (hours: number) =>
        target.start(upstream.baseUrl, [
          '--now',
          new Date(Date.parse(NOW) + hours * 3_600_000).toISOString(),
          '--state',
          state,
          '--cors-origin',
          BLOG,
        ]);
      const feedAt = async (base: string) => {
        const response = await fetch(`${base}/calendar.ics?stages=sub%20listing`);
        assert.equal(response.status, 200);
        assert.equal(response.headers.get('Content-Type'), 'text/calendar; charset=utf-8');
        // The Worker's copy in the location's cache counts its max-age down.
        assert.match(response.headers.get('Cache-Control')!, /^public, max-age=(300|29\d)$/);
        const calendar = new ICAL.Component(ICAL.parse(await response.text()));
        assert.equal(calendar.getFirstPropertyValue('x-published-ttl'), 'PT6H');
        return new Map(
          calendar
            .getAllSubcomponents('vevent')
            .map((event) => [
              String(event.getFirstPropertyValue('uid')),
              [Number(event.getFirstPropertyValue('sequence')), String(event.getFirstPropertyValue('dtstart'))],
            ]),
        );
      };

      let relay = await startAt(0);
      const list = await fetch(`${relay.firstLine}/upcoming-ipos?status=sub`, { headers: { Origin: BLOG } });
      assert.equal(list.headers.get('Link'), '<calendar.ics>; rel="alternate"; type="text/calendar"');
      assert.match(list.headers.get('Access-Control-Expose-Headers')!, /\bLink\b/);
      const unchanged = await fetch(`${relay.firstLine}/upcoming-ipos?status=sub`, {
        headers: { 'If-None-Match': list.headers.get('ETag')! },
      });
      assert.equal(unchanged.status, 304);
      assert.equal(unchanged.headers.get('Link'), list.headers.get('Link'));
      const bad = await fetch(`${relay.firstLine}/calendar.ics?stages=ipo`);
      assert.equal(bad.status, 400);
      assert.equal((await bad.json()).error.code, 'invalid_stages');
      const before = await feedAt(relay.firstLine);
      assert.ok(before.size > 0);
      assert.ok([...before.values()].every(([sequence]) => sequence === 0));
      assert.deepEqual(await feedAt(relay.firstLine), before, 'the same feed, from the stored body');
      assert.equal(upstream.calls(), 2, 'the list and the feed, one call each');

      // A correction upstream; the relay killed and restarted an hour later on its state: the body is stale.
      const corrected = upstream.api.fileCorrection()!;
      const moved = `${corrected}-sub@ipo-calendar`;
      assert.ok(before.has(moved));
      await crash(relay);
      relay = await startAt(1);
      const after = await feedAt(relay.firstLine);
      assert.equal(upstream.calls(), 3, 'one refresh');
      assert.deepEqual([...after.keys()].sort(), [...before.keys()].sort(), 'the same UIDs');
      for (const [uid, [sequence, start]] of after) {
        const shifted = uid.startsWith(corrected);
        assert.equal(sequence, shifted ? 1 : 0, uid);
        assert.equal(start !== before.get(uid)![1], shifted, uid);
      }

      // Killed as soon as that feed was answered: the sequence it showed is on record.
      await crash(relay);
      relay = await startAt(2);
      assert.deepEqual(await feedAt(relay.firstLine), after);
      assert.equal(upstream.calls(), 4);
      await stop(relay);
    });

    it('keeps within the budget under attack, restarted on its state mid-attack, and refuses no visitor', async (t) => {
      const upstream = await counted();
      const flags = ['--now', NOW, '--budget', '20', '--state', target.state(await temporaryFolder('ipo-attack-'))];
      const planned = attack(200);
      const half = planned.length / 2;
      let relay = await target.start(upstream.baseUrl, flags);
      const first = await runLoad(relay.firstLine, planned.slice(0, half), 10);
      // The visitors' six queries are stored by now; a crash, then the same state.
      await crash(relay);
      relay = await target.start(upstream.baseUrl, flags);
      const second = await runLoad(relay.firstLine, planned.slice(half), 10);
      const health = await (await fetch(new URL('/healthz', relay.firstLine))).json();
      const figures: AttackRun = {
        target: target.name,
        requests: first.requests + second.requests,
        budget: 20,
        upstreamCalls: upstream.calls(),
        upstream429s: upstream.statuses[429] ?? 0,
        counted: health.budget.used,
        visitorRefusals: first.errors + second.errors,
        attackerRefusals: first.attackerRefused + second.attackerRefused,
      };
      attackRuns.push(figures);
      t.diagnostic(JSON.stringify(figures));
      assert.ok(figures.upstreamCalls <= 20, `${figures.upstreamCalls} upstream calls`);
      assert.equal(figures.upstream429s, 0);
      assert.ok(figures.counted >= figures.upstreamCalls, `${figures.counted} counted`);
      assert.equal(figures.visitorRefusals, 0, JSON.stringify([first.statuses, second.statuses]));
      assert.ok(figures.attackerRefusals > 100, 'the attack spent the budget');
    });
  });
}

describe('npm run relay:worker', { timeout: 180_000 }, () => {
  it('deploys the template as docs/relay.md does from a checkout, and keeps no Durable Object across runs without --state', async (t) => {
    const upstream = await countedUpstream(NOW);
    t.after(() => upstream.close());
    const tmp = await temporaryFolder('ipo-relay-worker-tmp-');
    const runs = async () => (await readdir(tmp)).filter((name) => name.startsWith('ipo-relay-worker-'));
    const first = await startWorkerRelay(upstream.baseUrl, ['--now', NOW], 'demo-key', tmp);
    assert.equal((await fetch(`${first.firstLine}/upcoming-ipos?status=sub`)).status, 200);
    const [folder] = await runs();
    // The Worker's folder: the checkout installed with npm (a link), and the template's files copied from it.
    const site = join(tmp, folder, 'site');
    assert.equal(await realpath(join(site, 'node_modules/ipo-calendar')), await realpath(root));
    for (const file of ['wrangler.toml', 'index.js'])
      assert.equal(await readFile(join(site, file), 'utf8'), await readFile(join(root, 'relay/worker', file), 'utf8'));

    // Killed, the run leaves its folder behind; the next run makes a folder of its own, with a new Durable Object.
    await crash(first);
    const second = await startWorkerRelay(upstream.baseUrl, ['--now', NOW], 'demo-key', tmp);
    assert.equal((await runs()).length, 2);
    assert.equal((await (await fetch(new URL('/healthz', second.firstLine))).json()).budget.used, 0);
    assert.equal(await stop(second), 0);
    assert.deepEqual(await runs(), [folder], 'a run that stops removes its folder');
  });

  it('exits with a message when the key is missing, and shows its options with --help', async () => {
    const runner = (args: string[], env: NodeJS.ProcessEnv) =>
      run(process.execPath, typescript('src/relay/worker-dev.ts', ...args), { PATH: process.env.PATH, ...env });
    const missing = await runner(['--upstream', 'http://127.0.0.1:9/v1'], {});
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /IPO_API_KEY is not set/);
    const help = await runner(['--help'], {});
    assert.equal(help.code, 0);
    assert.match(help.stdout, /--upstream URL/);
  });
});
