// Safari's engine for the tests: Debian's WebKitGTK MiniBrowser, driven over W3C WebDriver (plain HTTP, fetch alone) by
// Debian's WebKitWebDriver, under xvfb-run (apt-get install webkit2gtk-driver xvfb). The driver listens on a port
// chosen free when it starts; it chooses the browser's own.
import { spawn } from 'node:child_process';
import { freePort } from '../relay/support/stack.mjs';

const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** How long the driver may take to listen, and each command to answer. */
const START_LIMIT_MS = 20_000;
const COMMAND_LIMIT_MS = 60_000;

/** Sends a WebDriver command; resolves with its `value`, or rejects with the driver's error. */
async function command(base, method, path, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(COMMAND_LIMIT_MS),
  });
  const { value } = await response.json();
  if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${value?.error}: ${value?.message}`);
  return value;
}

/** Resolves once the driver says it is ready, or rejects when it exits or the start takes too long. */
async function driverReady(base, driver, output) {
  const giveUpAt = performance.now() + START_LIMIT_MS;
  while (performance.now() < giveUpAt) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${driver.exitCode}: ${output()}`);
    try {
      if ((await command(base, 'GET', '/status')).ready) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not start: ${output()}`);
}

/**
 * Starts the driver and a browser session. `close()` ends the session, then the driver's process group (xvfb-run, its
 * X server, the driver and the browser).
 */
export async function startWebKit() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const args = ['-a', '-s', '-screen 0 1280x1024x24 -nolisten tcp', 'WebKitWebDriver', `--port=${port}`];
  // A group of its own, so that it can be ended whole.
  const driver = spawn('xvfb-run', args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  driver.stderr.on('data', (chunk) => (stderr += chunk));
  const endDriver = () => {
    try {
      process.kill(-driver.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  let session;
  try {
    await driverReady(base, driver, () => stderr);
    const browserOptions = { binary: MINIBROWSER, args: ['--automation'] };
    const capabilities = { alwaysMatch: { browserName: 'MiniBrowser', 'webkitgtk:browserOptions': browserOptions } };
    session = await command(base, 'POST', '/session', { capabilities });
  } catch (error) {
    endDriver();
    throw error;
  }
  const path = `/session/${session.sessionId}`;
  const send = (method, subpath, body) => command(base, method, `${path}${subpath}`, body);
  await send('POST', '/window/rect', { width: 1280, height: 1000 });
  await send('POST', '/window', { handle: await send('GET', '/window') });
  // Typed in ./webkit.d.mts.
  return {
    version: session.capabilities.browserVersion,
    navigate: (url) => send('POST', '/url', { url }),
    execute: (script, args = []) => send('POST', '/execute/sync', { script, args }),
    performActions: (actions) => send('POST', '/actions', { actions }),
    releaseActions: () => send('DELETE', '/actions'),
    async close() {
      try {
        await command(base, 'DELETE', path);
      } finally {
        endDriver();
      }
    },
  };
}
