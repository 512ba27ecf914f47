// `npm run build` (after vite build): the relay as one self-contained ES module for Node, dist/relay/cli.js, the
// `ipo-calendar-relay` command, and as one for Cloudflare Workers, dist/relay/worker.js, which the template
// relay/worker/ imports (`ipo-calendar/relay/worker`). Nothing from node_modules is needed to run either.
//
// Both carry the element's bundle as the text their embed and share pages load (defined as `__IPO_ELEMENT_SCRIPT__`,
// src/relay/element-script.ts): dist/ipo-calendar.js as vite builds it, but in one file, its chunks inside, since the
// relay serves that one text. It is kept in node_modules/.cache under a hash of the sources, since each
// `npm run relay` (src/relay/cli.ts, run from the sources) and `npm run relay:worker` is a process of its own.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const main = process.argv[1] === fileURLToPath(import.meta.url);

/** The element's bundle from the sources, as `vite build` makes dist/ipo-calendar.js, its chunks inside. */
async function viteBundle() {
  const { build: viteBuild } = await import('vite');
  const outDir = await mkdtemp(join(tmpdir(), 'ipo-element-'));
  try {
    const output = { codeSplitting: false };
    await viteBuild({ root, logLevel: 'silent', build: { outDir, emptyOutDir: true, rolldownOptions: { output } } });
    return await readFile(join(outDir, 'ipo-calendar.js'), 'utf8');
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/** A hash of what the bundle is built from: every file of src/, the build's configuration and the lockfile. */
async function sourcesHash() {
  const hash = createHash('sha256');
  const files = (await readdir(`${root}src`, { recursive: true })).sort();
  for (const file of [...files.map((name) => `src/${name}`), 'vite.config.ts', 'package-lock.json']) {
    const text = await readFile(join(root, file)).catch(() => null);
    if (text) hash.update(file).update(text);
  }
  return hash.digest('hex').slice(0, 16);
}

/** What `make` makes of the sources, from the cache when the sources are the same; `name` names it there. */
async function cached(name, make) {
  const cache = join(root, 'node_modules/.cache/ipo-relay-build');
  const file = join(cache, `${name}.${await sourcesHash()}`);
  const kept = await readFile(file, 'utf8').catch(() => null);
  if (kept !== null) return kept;
  const text = await make();
  await mkdir(cache, { recursive: true });
  // Whole or not at all: another run may read it.
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, file);
  return text;
}

let element;
/** The element's bundle the relay serves, in one file. */
export const elementBundle = () => (element ??= cached('ipo-calendar.one-file.js', viteBundle));

/**
 * The cards the relay serves as PNG where it renders none (src/relay/prerendered-card.ts), as base64 by size: their
 * SVG from the sources, rasterized with resvg and the Pretendard font, as the Node relay renders the live ones.
 */
async function renderPrerenderedCards() {
  const { outputFiles } = await build({
    entryPoints: [`${root}src/relay/prerendered-card.ts`],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'warning',
  });
  const module = await import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
  const { Resvg } = await import('@resvg/resvg-js');
  const fontFile = (weight) =>
    fileURLToPath(import.meta.resolve(`pretendard/dist/public/static/Pretendard-${weight}.otf`));
  const fontFiles = [fontFile('Regular'), fontFile('Bold')];
  const font = { fontFiles, loadSystemFonts: false, defaultFontFamily: 'Pretendard' };
  const png = (size) => new Resvg(module.genericCardSvg(size), { font }).render().asPng();
  return Object.fromEntries(module.CARD_SIZES.map((size) => [size, Buffer.from(png(size)).toString('base64')]));
}
let cards;
/** The cards as JSON: made now under `npm run build`, else from the cache. */
const prerenderedCards = () =>
  (cards ??= main
    ? renderPrerenderedCards().then((made) => JSON.stringify(made))
    : cached('cards.json', async () => JSON.stringify(await renderPrerenderedCards())));

/** One self-contained ES module from `entry` (a file of src/relay/). */
const bundle = async (entry, outfile, options) =>
  build({
    entryPoints: [`${root}src/relay/${entry}`],
    outfile,
    bundle: true,
    format: 'esm',
    logLevel: 'warning',
    define: {
      __IPO_ELEMENT_SCRIPT__: JSON.stringify(await elementBundle()),
      __IPO_PRERENDERED_CARDS__: await prerenderedCards(),
    },
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

if (main) await Promise.all([buildRelay(), buildWorker()]);
