/**
 * docs/performance.md holds the latest figures as one table, between two markers; the bench replaces what is between
 * them and leaves the rest of the file (the method) as it is. The file goes through Prettier, as `npm run lint` wants.
 */
import { readFile, writeFile } from 'node:fs/promises';
import * as prettier from 'prettier';

const START = '<!-- bench:figures:start -->';
const END = '<!-- bench:figures:end -->';

const markdownRow = (cells: readonly string[]) => `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;

/** The first column left-aligned, the others (figures) right-aligned. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const alignment = header.map((_, column) => (column === 0 ? '---' : '---:'));
  return [markdownRow(header), markdownRow(alignment), ...rows.map(markdownRow)].join('\n');
}

export async function writeFigures(file: string, figures: string): Promise<void> {
  const text = await readFile(file, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${file} lacks the markers ${START} and ${END}`);
  const updated = `${text.slice(0, start + START.length)}\n\n${figures}\n\n${text.slice(end)}`;
  const options = await prettier.resolveConfig(file);
  await writeFile(file, await prettier.format(updated, { ...options, filepath: file }));
}
