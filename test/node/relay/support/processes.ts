/** The Node suites' processes: the shared stack (test/relay/support/stack.mjs), the built relay and one-off runs. */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildRelay } from '../../../../relay/build.mjs';
import { root, start, temporaryFolder, typescript, type Started } from '../../../relay/support/stack.mjs';

export {
  root,
  startMock,
  startNginx,
  stop,
  stopAll,
  temporaryFolder,
  typescript,
} from '../../../relay/support/stack.mjs';

let built: Promise<string> | undefined;
/** The relay as `npm run build` makes it, built once per process into a temporary folder. */
export const builtRelay = (): Promise<string> =>
  (built ??= temporaryFolder('ipo-relay-build-').then((folder) => buildRelay(join(folder, 'cli.js'))));

/** The built relay (plain node, as deployed) in front of `upstream`, with the key in the environment only. */
export async function startRelay(upstream: string, flags: string[] = [], key = 'demo-key'): Promise<Started> {
  return start(process.execPath, [await builtRelay(), '--upstream', upstream, '--port', '0', ...flags], {
    ...process.env,
    IPO_API_KEY: key,
  });
}

/**
 * `npm run relay:worker` (the Worker template under workerd) in front of `upstream`, in a process group of its own
 * (a crash kills the runner, wrangler and workerd alike), its temporary files in `tmp`, by default a folder of its own
 * that the tests remove.
 */
export async function startWorkerRelay(
  upstream: string,
  flags: string[] = [],
  key = 'demo-key',
  tmp?: string,
): Promise<Started> {
  const env = { ...process.env, IPO_API_KEY: key, TMPDIR: tmp ?? (await temporaryFolder('ipo-relay-worker-')) };
  // Node with tsx's loader, not the tsx command: that one gives the runner 30 ms to answer a SIGTERM it passes on,
  // then kills it, which on a busy machine leaves wrangler running and the temporary folder behind.
  const runner = typescript('src/relay/worker-dev.ts');
  return start(process.execPath, [...runner, '--upstream', upstream, '--port', '0', ...flags], env, {
    detached: true,
    timeoutMs: 60_000,
  });
}

/** Kills a process, and its group when it has one of its own, at once, as a crash would. */
export function crash({ child }: Started): Promise<void> {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
  return exited;
}

/** Runs a command to its end (at most 20 s). */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** The site's `location /ipo/ { … }` block, as docs/relay.md shows it: the tests run the documented deployment. */
export async function siteBlock(): Promise<string> {
  const docs = await readFile(join(root, 'docs/relay.md'), 'utf8');
  const blocks = [...docs.matchAll(/```nginx\n(location \/ipo\/ \{[\s\S]*?\n\})\n```/g)].map((match) => match[1]);
  assert.equal(blocks.length, 1, 'docs/relay.md shows one location /ipo/ block');
  return blocks[0];
}
