/** The built `ipo-calendar-relay` (dist/relay/cli.js under plain node) in front of `npm run mock-server`. */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { builtRelay, run, startMock, startRelay, stop, stopAll, temporaryFolder } from './support/processes.js';

const NOW = '2026-11-23T10:00:00+09:00';

describe('ipo-calendar-relay', { timeout: 120_000 }, () => {
  after(stopAll);

  it('prints its base URL first, logs each upstream call without the key, and saves its state on SIGTERM', async () => {
    const mock = await startMock(NOW);
    const state = join(await temporaryFolder('ipo-relay-cli-'), 'state.json');
    const relay = await startRelay(mock.firstLine, ['--state', state, '--budget', '5'], 'demo-key');
    assert.match(relay.firstLine, /^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    const response = await fetch(`${relay.firstLine}/upcoming-ipos?status=sub`, { headers: { 'X-API-Key': 'x' } });
    assert.equal(response.status, 200);
    assert.equal(await stop(relay), 0);
    const log = relay.stderr();
    assert.match(log, /^upstream 200 status=청약&limit=20 · 4 of 5 calls left today/m);
    assert.match(log, /state saved/);
    assert.ok(!log.includes('demo-key'));
    const saved = JSON.parse(await readFile(state, 'utf8'));
    assert.equal(saved.ledger.used, 1);
    assert.ok(!JSON.stringify(saved).includes('demo-key'), 'the key is not in the state file');

    // Started again on its state, it knows the day's calls.
    const again = await startRelay(mock.firstLine, ['--state', state, '--budget', '5']);
    const health = await (await fetch(new URL('/healthz', again.firstLine))).json();
    assert.deepEqual(health.budget, { limit: 5, used: 1, left: 4, reserved: 0 });
    assert.equal(health.cache.entries, 1);
  });

  it('exits with a clear message when the key or the upstream is missing, or a flag is wrong', async () => {
    const cli = await builtRelay();
    const cases: [NodeJS.ProcessEnv, string[], RegExp][] = [
      [{}, ['--upstream', 'http://127.0.0.1:9/v1'], /IPO_API_KEY is not set/],
      [{ IPO_API_KEY: 'k' }, [], /--upstream is missing/],
      [{ IPO_API_KEY: 'k' }, ['--upstream', 'ftp://x/v1'], /--upstream must be an http\(s\) URL/],
      [{ IPO_API_KEY: 'k' }, ['--upstream', 'http://x/v1', '--budget', 'ten'], /--budget must be a whole number/],
      [{ IPO_API_KEY: 'k' }, ['--upstream', 'http://x/v1', '--cors-origin', 'https://a.example/path'], /one origin/],
      [{ IPO_API_KEY: 'k' }, ['--upstream', 'http://x/v1', '--key', 'k'], /Unknown option '--key'/],
    ];
    for (const [env, args, message] of cases) {
      const { code, stderr } = await run(process.execPath, [cli, ...args], { PATH: process.env.PATH, ...env });
      assert.equal(code, 2, args.join(' '));
      assert.match(stderr, message);
      assert.match(stderr, /Run ipo-calendar-relay --help for the options/);
    }
  });

  it('shows its options with --help, without a key', async () => {
    const { code, stdout } = await run(process.execPath, [await builtRelay(), '--help'], { PATH: process.env.PATH });
    assert.equal(code, 0);
    for (const flag of ['--upstream', '--host', '--port', '--ttl', '--budget', '--state', '--cors-origin'])
      assert.match(stdout, new RegExp(`^  ${flag} `, 'm'), flag);
    assert.match(stdout, /IPO_API_KEY/);
  });
});
