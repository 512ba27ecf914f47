// Server-side commands that let a browser test start `npm run mock-server`, `npm run relay` in front of it and a real
// nginx (relay/nginx/ipo-relay.conf) in front of the relay, all on loopback ports chosen at run time.
import { join } from 'node:path';
import { buildRelay, elementBundle } from '../../../relay/build.mjs';
import { start, startMock, startNginx, stop, stopAll, temporaryFolder, typescript } from './stack.mjs';

let built;
/** The relay as `npm run build` makes it (with the element's bundle for its embed page), once per run. */
const builtRelay = () =>
  (built ??= temporaryFolder('ipo-embed-relay-').then((folder) => buildRelay(join(folder, 'cli.js'))));

/**
 * `npm run relay`'s arguments, after the element it serves is built once here: each relay started from the sources
 * then reads it from relay/build.mjs's cache within its start's timeout, instead of building it itself.
 */
const sourceRelay = async (...args) => {
  await elementBundle();
  return typescript('src/relay/cli.ts', ...args);
};

export function relayCommands() {
  const stacks = new Map();
  let next = 1;
  return {
    name: 'relay-commands',
    async executeCommand({ command, payload }) {
      if (command === 'start-relay-stack') {
        const { now, origin, key = 'demo-key', flags = [] } = payload;
        const mock = await startMock(now);
        // `npm run relay`, started here without npm so that stopping it stops the relay.
        const relay = await start(
          process.execPath,
          await sourceRelay(
            '--upstream',
            mock.firstLine,
            '--port',
            '0',
            '--now',
            now,
            '--cors-origin',
            origin,
            ...flags,
          ),
          { ...process.env, IPO_API_KEY: key },
        );
        const nginx = await startNginx(relay.firstLine);
        const id = next++;
        stacks.set(id, [nginx, relay, mock]);
        return { id, relay: relay.firstLine, baseUrl: nginx.baseUrl };
      }
      if (command === 'start-embed-relay') {
        // The built relay alone (or with `sources`, `npm run relay`), in front of the mock: the embed page on its own
        // origin, framed by the test's page.
        const { now, sources = false } = payload;
        const mock = await startMock(now);
        const flags = ['--upstream', mock.firstLine, '--port', '0', '--now', now];
        const relay = await start(
          process.execPath,
          sources ? await sourceRelay(...flags) : [await builtRelay(), ...flags],
          { ...process.env, IPO_API_KEY: 'demo-key' },
          { timeoutMs: 120_000 },
        );
        const id = next++;
        stacks.set(id, [null, relay, mock]);
        return { id, relay: relay.firstLine };
      }
      if (command === 'stop-relay-stack') {
        const [nginx, relay, mock] = stacks.get(payload.id) ?? [];
        stacks.delete(payload.id);
        await nginx?.stop();
        if (relay) await stop(relay);
        if (mock) await stop(mock);
        return true;
      }
      return undefined;
    },
    serverStop: stopAll,
  };
}
