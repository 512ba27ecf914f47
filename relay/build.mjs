// `npm run build` (after vite build, which empties dist/): the relay as one self-contained ES module for Node,
// dist/relay/cli.js, the `ipo-calendar-relay` command, and as one for Cloudflare Workers, dist/relay/worker.js, which
// the template relay/worker/ imports (`ipo-calendar/relay/worker`). Nothing from node_modules is needed to run either.
import { build } from 'esbuild';
import { chmod } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));

/** Builds into `outfile` (the tests build into a temporary folder). */
export async function buildRelay(outfile = `${root}dist/relay/cli.js`) {
  await build({
    entryPoints: [`${root}src/relay/cli.ts`],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    banner: { js: '#!/usr/bin/env node' },
    logLevel: 'warning',
  });
  await chmod(outfile, 0o755);
  return outfile;
}

/** The Worker's module: the Worker and its Durable Object class, for the Workers runtime (no Node built-ins). */
export async function buildWorker(outfile = `${root}dist/relay/worker.js`) {
  await build({
    entryPoints: [`${root}src/relay/worker.ts`],
    outfile,
    bundle: true,
    platform: 'neutral',
    format: 'esm',
    target: 'es2022',
    logLevel: 'warning',
  });
  return outfile;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await Promise.all([buildRelay(), buildWorker()]);
