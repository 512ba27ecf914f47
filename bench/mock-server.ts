/**
 * Starts the real mock API (src/mock/cli.ts) on loopback port 0 in its own process group, and
 * reads its base URL from the first line of its stdout.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export interface MockServer {
  baseUrl: string;
  stop(): Promise<void>;
}

const STOP_GRACE_MS = 3000;

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    // Negative pid: the whole group, i.e. tsx and the node process it starts.
    process.kill(-child.pid!, signal);
  } catch {
    // Already gone.
  }
}

export function startMockServer(
  projectRoot: string,
  options: { now: string; dataFile: string; timeoutMs: number },
): Promise<MockServer> {
  const child = spawn(
    join(projectRoot, 'node_modules/.bin/tsx'),
    ['src/mock/cli.ts', '--port', '0', '--now', options.now, '--data', options.dataFile],
    {
      cwd: projectRoot,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let running = true;
  void exited.then(() => (running = false));
  const stop = async () => {
    if (!running) return;
    signalGroup(child, 'SIGTERM');
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    let started = false;
    const fail = (why: string) => {
      if (started) return;
      clearTimeout(timer);
      void stop().then(() => reject(new Error(`mock server: ${why}${stderr ? `\n${stderr.trim()}` : ''}`)));
    };
    const timer = setTimeout(() => fail(`no base URL within ${options.timeoutMs} ms`), options.timeoutMs);
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const newline = stdout.indexOf('\n');
      if (newline < 0 || started) return;
      started = true;
      clearTimeout(timer);
      resolve({ baseUrl: stdout.slice(0, newline).trim().replace(/\/$/, ''), stop });
    });
    child.once('error', (error) => fail(error.message));
    void exited.then(() => fail(`exited with code ${child.exitCode}`));
  });
}
