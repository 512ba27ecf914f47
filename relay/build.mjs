// `npm run build` (after vite build): the relay as one self-contained ES module for Node, dist/relay/cli.js, the
// `ipo-calendar-relay` command, and as one for Cloudflare Workers, dist/relay/worker.js, which the template
// relay/worker/ imports (`ipo-calendar/relay/worker`). Nothing from node_modules is needed to run either.
import { build } from 'esbuild';
import { chmod } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));

/** One self-contained ES module from `entry` (a file of src/relay/). */
const bundle = (entry, outfile, options) =>
  build({
    entryPoints: [`${root}src/relay/${entry}`],
    outfile,
    bundle: true,
    format: 'esm',
    logLevel: 'warning',
    ...options,
  });

/** Builds into `outfile` (the tests build into a temporary folder). */
export async function buildRelay(outfile = `${root}dist/relay/cli.js`) {
  await bundle('cli.ts', outfile, { platform: 'node', target: 'node20', banner: { js: '#!/usr/bin/env node' } });
  await chmod(outfile, 0o755);
  return outfile;
}

/** The Worker's module: the Worker and its Durable Object class, for the Workers runtime (no Node built-ins). */
export async function buildWorker(outfile = `${root}dist/relay/worker.js`) {
  await bundle('worker.ts', outfile, { platform: 'neutral', target: 'es2022' });
  return outfile;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await Promise.all([buildRelay(), buildWorker()]);
