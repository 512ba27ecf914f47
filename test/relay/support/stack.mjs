// Real processes on loopback, for the Node suites and the browser test's server commands: the mock server, the
// relay and a real nginx including relay/nginx/ipo-relay.conf. Ports are chosen free at run time; `stopAll` stops
// every process started and removes the temporary folders.
import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../../', import.meta.url));
/**
 * The arguments of Node running a TypeScript file, as the package's scripts do (`node --import tsx`): not the tsx
 * command, which gives its child 30 ms to answer a SIGTERM it passes on, then kills it.
 */
export const typescript = (file, ...args) => ['--import', 'tsx', file, ...args];

const running = new Set();
const folders = new Set();

export async function temporaryFolder(prefix) {
  const folder = await mkdtemp(join(tmpdir(), prefix));
  folders.add(folder);
  return folder;
}

/**
 * Starts a command and resolves with its first stdout line; rejects if it exits first or takes over `timeoutMs`.
 * `detached` gives it a process group of its own, which a test can kill whole.
 */
export function start(command, args, env = process.env, { detached = false, timeoutMs = 20_000 } = {}) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached });
  running.add(child);
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.on('exit', () => running.delete(child));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${command} did not start: ${stderr}`)), timeoutMs);
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const newline = stdout.indexOf('\n');
      if (newline < 0) return;
      clearTimeout(timer);
      resolve({ child, firstLine: stdout.slice(0, newline).trim(), stderr: () => stderr });
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} exited with ${code}: ${stderr}`));
    });
  });
}

/** Stops a process with SIGTERM and resolves with its exit code. */
export function stop({ child }) {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

export async function stopAll() {
  await Promise.all([...running].map((child) => stop({ child })));
  await Promise.all([...folders].map((folder) => rm(folder, { recursive: true, force: true })));
  folders.clear();
}

/** `npm run mock-server` with its clock fixed at `now`. */
export const startMock = (now) => start(process.execPath, typescript('src/mock/cli.ts', '--port', '0', '--now', now));

/** A loopback port free now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const canConnect = (port) =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** Replaces `from` in `text`, which must hold it exactly once. */
function replaceOnce(text, from, to) {
  const parts = text.split(from);
  if (parts.length !== 2) throw new Error(`expected "${from}" once`);
  return parts.join(to);
}

/**
 * nginx in front of the relay at `relayBase`. The include is used as shipped except five values, which the test sets to
 * what it chose at run time: the listen addresses of its two servers (127.0.0.1 and free ports) and the upstreams
 * that name them, and the cache directory (in a temporary folder, writable by the workers, which run as `nobody` when
 * nginx starts as root). With `site`, a `location` block of the site's own server (docs/relay.md) in front of it,
 * its `127.0.0.1:8789` set to the include's port.
 */
export async function startNginx(relayBase, { site } = {}) {
  const folder = await temporaryFolder('ipo-nginx-');
  // Traversable by the workers' user.
  await chmod(folder, 0o755);
  const [port, gate, sitePort] = [await freePort(), await freePort(), await freePort()];
  const relay = new URL(relayBase);
  let include = await readFile(join(root, 'relay/nginx/ipo-relay.conf'), 'utf8');
  include = replaceOnce(include, 'listen 8789;', `listen 127.0.0.1:${port};`);
  include = replaceOnce(include, 'server 127.0.0.1:8788;', `server ${relay.host};`);
  include = replaceOnce(include, 'listen 127.0.0.1:8790;', `listen 127.0.0.1:${gate};`);
  include = replaceOnce(include, 'server 127.0.0.1:8790;', `server 127.0.0.1:${gate};`);
  include = replaceOnce(include, '/var/cache/nginx/ipo-relay', join(folder, 'cache'));
  await mkdir(join(folder, 'conf.d'));
  await writeFile(join(folder, 'conf.d/ipo-relay.conf'), include);
  const temp = (name) => `${name}_temp_path ${join(folder, 'temp', name)};`;
  await writeFile(
    join(folder, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(folder, 'nginx.pid')};`,
      'error_log stderr error;',
      'events { worker_connections 2048; }',
      'http {',
      '  access_log off;',
      `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
      `  include ${join(folder, 'conf.d/ipo-relay.conf')};`,
      ...(site
        ? [`  server { listen 127.0.0.1:${sitePort}; ${replaceOnce(site, '127.0.0.1:8789', `127.0.0.1:${port}`)} }`]
        : []),
      '}',
    ].join('\n'),
  );
  await mkdir(join(folder, 'temp'), { mode: 0o777 });
  await chmod(join(folder, 'temp'), 0o777);
  const child = spawn('nginx', ['-p', folder, '-c', join(folder, 'nginx.conf'), '-e', 'stderr'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  running.add(child);
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.on('exit', () => running.delete(child));
  const started = { child, firstLine: '', stderr: () => stderr };
  for (let attempt = 0; attempt < 100 && !(await canConnect(port)); attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  for (let attempt = 0; site && attempt < 100 && !(await canConnect(sitePort)); attempt++)
    await new Promise((resolve) => setTimeout(resolve, 50));
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    siteUrl: site ? `http://127.0.0.1:${sitePort}` : null,
    stop: () => stop(started),
  };
}
