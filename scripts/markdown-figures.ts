/**
 * A generated table in a Markdown file, between `<!-- <name>:start -->` and `<!-- <name>:end -->`: the script that
 * measures replaces what is between the markers and leaves the rest of the file as it is. The file goes through
 * Prettier, as `npm run lint` wants.
 */
import { readFile, writeFile } from 'node:fs/promises';
import * as prettier from 'prettier';

const markdownRow = (cells: readonly string[]) => `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;

/** Columns whose header is in `figures` are right-aligned, the others left-aligned. */
export function markdownTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  figures: readonly string[],
): string {
  const alignment = header.map((title) => (figures.includes(title) ? '---:' : '---'));
  return [markdownRow(header), markdownRow(alignment), ...rows.map(markdownRow)].join('\n');
}

export async function writeBetweenMarkers(file: string, name: string, content: string): Promise<void> {
  const [start, end] = [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`];
  const text = await readFile(file, 'utf8');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${file} lacks the markers ${start} and ${end}`);
  const updated = `${text.slice(0, from + start.length)}\n\n${content}\n\n${text.slice(to)}`;
  const options = await prettier.resolveConfig(file);
  await writeFile(file, await prettier.format(updated, { ...options, filepath: file }));
}
