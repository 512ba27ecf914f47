// `npm run build` (after vite build): the relay as one self-contained ES module for Node,
// dist/relay/cli.js, the `ipo-calendar-relay` command. Nothing from node_modules is needed to run it.
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

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildRelay();
