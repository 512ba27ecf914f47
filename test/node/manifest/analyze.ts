/** custom-elements.json as `npm run build` makes it, analyzed in memory: no file is written. */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cli, type Manifest } from '@custom-elements-manifest/analyzer/cli.js';

export const root = fileURLToPath(new URL('../../../', import.meta.url));

/** The arguments of `cem` in package.json's build script. */
async function buildArguments(): Promise<string[]> {
  const { scripts } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
  const command = /\bcem (analyze[^&]*)/.exec(scripts.build)?.[1];
  assert.ok(command, 'npm run build runs cem analyze');
  return command
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/^'(.*)'$/, '$1'));
}

export async function analyzeManifest(): Promise<Manifest> {
  return cli({ argv: await buildArguments(), cwd: root, noWrite: true });
}
