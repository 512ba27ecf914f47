/**
 * The README's reference of the element (attributes, properties, events, parts, custom properties), generated from
 * custom-elements.json so that the two cannot drift apart. `npm run docs:reference` rewrites the README between the
 * reference markers; test/node/docs/readme.test.ts fails when the README differs from what this generates.
 */
import { readFile, writeFile } from 'node:fs/promises';
import * as prettier from 'prettier';

export const START = '<!-- reference:start (generated from custom-elements.json by npm run docs:reference) -->';
export const END = '<!-- reference:end -->';

interface Described {
  name: string;
  description?: string;
  type?: { text: string };
  default?: string;
}
interface Member extends Described {
  kind: 'field' | 'method';
  privacy?: string;
  static?: boolean;
  readonly?: boolean;
  attribute?: string;
}
interface Declaration {
  tagName?: string;
  attributes?: (Described & { fieldName?: string })[];
  members?: Member[];
  events?: Described[];
  cssParts?: Described[];
  cssProperties?: Described[];
}
export interface Manifest {
  modules: { declarations?: Declaration[] }[];
}

/** Table cells hold one line; a pipe would end the cell. */
const cell = (text = '') => text.replace(/\s+/g, ' ').replaceAll('|', '\\|').trim();
const code = (text?: string) => (text ? `\`${cell(text)}\`` : '');

function table(head: string[], rows: string[][]): string {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/**
 * A long table of two columns folded into four: the first half of the rows on the left, the second on the right, so
 * that short entries (parts, custom properties) take half the lines.
 */
function foldedTable(head: [string, string], rows: string[][]): string {
  const half = Math.ceil(rows.length / 2);
  const folded = rows.slice(0, half).map((row, index) => [...row, ...(rows[half + index] ?? ['', ''])]);
  return table([...head, ...head], folded);
}

/** The reference section for the manifest's custom element. */
export function referenceOf(manifest: Manifest): string {
  const element = manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .find((declaration) => declaration.tagName);
  if (!element) throw new Error('custom-elements.json declares no custom element');
  const attributes = element.attributes ?? [];
  const withAttribute = new Set(attributes.map((attribute) => attribute.fieldName));
  const properties = (element.members ?? []).filter(
    (member) =>
      member.privacy !== 'private' &&
      member.privacy !== 'protected' &&
      !member.static &&
      !withAttribute.has(member.name),
  );
  return [
    START,
    '',
    '### Attributes',
    '',
    table(
      ['attribute', 'property', 'default', 'description'],
      attributes.map((attribute) => [
        code(attribute.name),
        code(attribute.fieldName),
        code(attribute.default),
        cell(attribute.description),
      ]),
    ),
    '',
    '### Properties and methods',
    '',
    table(
      ['name', 'type', 'description'],
      properties.map((member) => [
        code(member.kind === 'method' ? `${member.name}()` : member.name),
        code(member.type?.text) + (member.readonly ? ' (read-only)' : ''),
        cell(member.description),
      ]),
    ),
    '',
    '### Events',
    '',
    table(
      ['event', 'type', 'description'],
      (element.events ?? []).map((event) => [code(event.name), code(event.type?.text), cell(event.description)]),
    ),
    '',
    '### CSS parts',
    '',
    foldedTable(
      ['part', 'description'],
      (element.cssParts ?? []).map((part) => [code(part.name), cell(part.description)]),
    ),
    '',
    '### CSS custom properties',
    '',
    foldedTable(
      ['property', 'description'],
      (element.cssProperties ?? []).map((property) => [code(property.name), cell(property.description)]),
    ),
    '',
    END,
  ].join('\n');
}

/** The README with its reference section replaced, formatted as `npm run lint` wants. */
export async function withReference(readme: string, manifest: Manifest): Promise<string> {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error('README.md has no reference markers');
  const updated = readme.slice(0, start) + referenceOf(manifest) + readme.slice(end + END.length);
  const options = await prettier.resolveConfig('README.md');
  return prettier.format(updated, { ...options, parser: 'markdown' });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const manifest = JSON.parse(await readFile('custom-elements.json', 'utf8')) as Manifest;
  await writeFile('README.md', await withReference(await readFile('README.md', 'utf8'), manifest));
}
