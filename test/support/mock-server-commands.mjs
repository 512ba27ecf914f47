// Server-side commands that let browser tests start the real mock HTTP server (`npm run mock-server`)
// on a free loopback port with an injected clock, and run its CLI to check its errors.
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const tsx = join(root, 'node_modules/.bin/tsx');
const cli = join(root, 'src/mock/cli.ts');

async function cliArgs({ now, data, flags = [] }, dataDirs) {
  const args = [cli, ...flags];
  if (now) args.push('--now', now);
  if (data !== undefined) {
    const dir = await mkdtemp(join(tmpdir(), 'ipo-mock-'));
    dataDirs.add(dir);
    const file = join(dir, 'data.json');
    await writeFile(file, typeof data === 'string' ? data : JSON.stringify(data));
    args.push('--data', file);
  }
  return args;
}

/** Starts a server on port 0 and resolves with the base URL it prints on its first line. */
function startServer(args, running) {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [...args, '--port', '0'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const newline = stdout.indexOf('\n');
      if (newline >= 0) resolve({ baseUrl: stdout.slice(0, newline).trim(), pid: child.pid });
    });
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => {
      running.delete(child);
      reject(new Error(`mock server exited with ${code}: ${stderr}`));
    });
  });
}

/** Runs the CLI to completion (for flags that must fail) and reports what it printed. */
function runCli(args) {
  return new Promise((resolve) => {
    const child = spawn(tsx, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => child.kill(), 15000);
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Sends a request line no browser can send (a method such as TRACE, a target such as `*`) and reports the answer. */
function rawRequest({ baseUrl, method, target }) {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const sent = request({ hostname, port, method, path: target }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode, body }));
    });
    sent.on('error', (error) => reject(new Error(`${method} ${target}: ${error.message}`)));
    sent.end();
  });
}

export function mockServerCommands() {
  const running = new Set();
  /** Data files written for the servers and CLI runs, removed when the runner stops. */
  const dataDirs = new Set();
  return {
    name: 'mock-server-commands',
    async executeCommand({ command, payload }) {
      if (command === 'start-mock-server') return startServer(await cliArgs(payload ?? {}, dataDirs), running);
      if (command === 'stop-mock-server') {
        for (const child of running) if (child.pid === payload.pid) child.kill();
        return true;
      }
      if (command === 'run-mock-cli') return runCli(await cliArgs(payload ?? {}, dataDirs));
      if (command === 'raw-mock-request') return rawRequest(payload);
      return undefined;
    },
    async serverStop() {
      for (const child of running) child.kill();
      await Promise.all([...dataDirs].map((dir) => rm(dir, { recursive: true, force: true })));
    },
  };
}
