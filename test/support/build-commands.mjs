// A server-side command for the bundle tests: builds dist/ipo-calendar.js as `npm run build` does
// (into a temporary folder, once per test run) and reports its text and its size raw and as `gzip -9` counts it.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';

const root = fileURLToPath(new URL('../../', import.meta.url));

async function buildBundle() {
  const { build } = await import('vite');
  const outDir = await mkdtemp(join(tmpdir(), 'ipo-build-'));
  try {
    await build({ root, logLevel: 'silent', build: { outDir, emptyOutDir: true } });
    const bundle = await readFile(join(outDir, 'ipo-calendar.js'));
    const gzip = execFileSync('gzip', ['-9', '-c', join(outDir, 'ipo-calendar.js')]).length;
    return { raw: bundle.length, gzip, text: bundle.toString('utf8') };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

let built;
/** The bundle, built once per test run for every test and plugin that asks. */
export const builtBundle = () => (built ??= buildBundle());

export function buildCommands() {
  return {
    name: 'build-commands',
    async executeCommand({ command }) {
      return command === 'bundle-size' ? builtBundle() : undefined;
    },
  };
}
