// A server-side command for the bundle tests: builds dist/ipo-calendar.js, its chunks and the classic script as
// `npm run build` does (into a temporary folder, once per test run) and reports each file's text and size, raw and as
// `gzip -9` counts it.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The first module, which a page includes. */
export const FIRST_MODULE = 'ipo-calendar.js';

async function buildBundle() {
  const { build } = await import('vite');
  const outDir = await mkdtemp(join(tmpdir(), 'ipo-build-'));
  try {
    await build({ root, logLevel: 'silent', build: { outDir, emptyOutDir: true } });
    await build({ root, configFile: join(root, 'vite.iife.config.ts'), logLevel: 'silent', build: { outDir } });
    const files = {};
    for (const path of await readdir(outDir, { recursive: true })) {
      if (!path.endsWith('.js')) continue;
      const text = await readFile(join(outDir, path), 'utf8');
      const gzip = execFileSync('gzip', ['-9', '-c', join(outDir, path)]).length;
      files[path.split('\\').join('/')] = { raw: Buffer.byteLength(text), gzip, text };
    }
    return { ...files[FIRST_MODULE], files };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/** How long the test server holds each file back, by its path in dist/ (the command `delay-file`). */
const delaysMs = new Map();

let built;
/** The build, once per test run for every test and plugin that asks: the first module's size and text, and `files`. */
export const builtBundle = () => (built ??= buildBundle());

/** The commands `bundle-size` and `delay-file`, and the built files served at the test server's root, as in dist/. */
export function buildCommands() {
  return {
    name: 'build-commands',
    async executeCommand({ command, payload }) {
      if (command === 'bundle-size') return builtBundle();
      if (command !== 'delay-file') return undefined;
      delaysMs.set(payload.file, payload.ms);
      return true;
    },
    async serve({ path }) {
      // At the root, or under `/visit/<name>/`, a path of its own that neither the server's cache nor the browser's
      // has seen: a page that includes it there waits for the chunk as a first visit does.
      const [, name] = path.match(/^(?:\/visit\/[\w-]+)?\/(ipo-calendar(?:\.iife)?\.js|chunks\/[\w-]+\.js)$/) ?? [];
      const file = name && (await builtBundle()).files[name];
      if (!file) return undefined;
      await new Promise((resolve) => setTimeout(resolve, delaysMs.get(name) ?? 0));
      return { body: file.text, type: 'js' };
    },
  };
}
