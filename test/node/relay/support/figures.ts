/** Writes a table of figures into docs/relay.md between `<!-- name:start -->` and `<!-- name:end -->`, formatted. */
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { root } from './processes.js';

/** Whether this run writes the figures (`npm run relay:figures`). */
export const writingFigures = process.env.RELAY_FIGURES === 'write';

export async function writeFigures(name: string, header: string[], rows: (string | number)[][]): Promise<void> {
  const file = join(root, 'docs/relay.md');
  const text = await readFile(file, 'utf8');
  const [start, end] = [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`];
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  const table = [
    start,
    line(header),
    line(header.map((_, index) => (index === 0 ? '---' : '---:'))),
    ...rows.map(line),
    end,
  ].join('\n');
  const [head, rest] = text.split(start);
  assert.ok(rest?.includes(end), `docs/relay.md has the ${name} markers`);
  // Formatted as `npm run lint` expects.
  const formatted = await format(head + table + rest.split(end)[1], { ...(await resolveConfig(file)), filepath: file });
  await writeFile(file, formatted);
}

export const thousands = (count: number) => count.toLocaleString('en');
