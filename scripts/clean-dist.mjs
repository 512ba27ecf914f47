// `npm run build` starts from an empty dist/, so that no file of an earlier build is left to be packed, but for
// dist/demo: `npm run build:demo` writes it, and the package leaves it out (package.json `files`).
import { readdir, rm } from 'node:fs/promises';

const dist = new URL('../dist/', import.meta.url);
const KEPT = new Set(['demo']);

const entries = await readdir(dist).catch(() => []);
for (const entry of entries.filter((name) => !KEPT.has(name))) await rm(new URL(entry, dist), { recursive: true });
