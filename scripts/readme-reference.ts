/**
 * The README's reference of the element (attributes, properties, events, parts, custom properties), generated from
 * custom-elements.json so that the two cannot drift apart. `npm run docs:reference` rewrites the README between the
 * reference markers; test/node/docs/readme.test.ts fails when the README differs from what this generates.
 */
import { readFile, writeFile } from 'node:fs/promises';

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
      ['attribute', 'property', 'type', 'default', 'description'],
      attributes.map((attribute) => [
        code(attribute.name),
        code(attribute.fieldName),
        code(attribute.type?.text),
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
    table(
      ['part', 'description'],
      (element.cssParts ?? []).map((part) => [code(part.name), cell(part.description)]),
    ),
    '',
    '### CSS custom properties',
    '',
    table(
      ['property', 'description'],
      (element.cssProperties ?? []).map((property) => [code(property.name), cell(property.description)]),
    ),
    '',
    END,
  ].join('\n');
}

/** The README with its reference section replaced. */
export function withReference(readme: string, reference: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error('README.md has no reference markers');
  return readme.slice(0, start) + reference + readme.slice(end + END.length);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const manifest = JSON.parse(await readFile('custom-elements.json', 'utf8')) as Manifest;
  const readme = await readFile('README.md', 'utf8');
  await writeFile('README.md', withReference(readme, referenceOf(manifest)));
}
