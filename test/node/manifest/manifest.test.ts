/**
 * custom-elements.json, as `npm run build` makes it: the element's events are listed once each, by name and type,
 * as the page's event map declares them; its parts and custom properties are all documented; its attributes are the
 * attribute table's (src/model/attributes.ts), in its order, each described once for it and its property.
 */
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import type { Declaration } from '@custom-elements-manifest/analyzer/cli.js';
import { ATTRIBUTES } from '../../../src/model/attributes.js';
import { analyzeManifest, root } from './analyze.js';

/** The text of every TypeScript file under src/element. */
async function elementSources(): Promise<string> {
  const files = await readdir(join(root, 'src/element'), { recursive: true });
  const sources = files.filter((file) => file.endsWith('.ts')).map((file) => readFile(join(root, 'src/element', file)));
  return (await Promise.all(sources)).join('\n');
}

describe('custom-elements.json', () => {
  let declarations: Declaration[];
  let element: Declaration;

  before(async () => {
    // In memory: the analyzer writes no file.
    const manifest = await analyzeManifest();
    declarations = manifest.modules.flatMap((module) => module.declarations ?? []);
    const elements = declarations.filter((declaration) => declaration.customElement);
    assert.deepEqual(
      elements.map(({ name, tagName }) => ({ name, tagName })),
      [{ name: 'IpoCalendar', tagName: 'ipo-calendar' }],
    );
    element = elements[0];
  });

  it("lists each event of the page's event map once, with its name, type and description", async () => {
    const source = await readFile(join(root, 'src/element/events.ts'), 'utf8');
    const eventMap = /interface GlobalEventHandlersEventMap \{([^}]*)\}/.exec(source)?.[1] ?? '';
    const declared = [...eventMap.matchAll(/'([\w-]+)': (\w+);/g)].map(([, name, type]) => ({ name, type }));
    assert.equal(declared.length, 8, 'the eight events of events.ts');
    const listed = (element.events ?? []).map(({ name, type }) => ({ name, type: type?.text }));
    assert.deepEqual(listed, declared);
    for (const event of element.events ?? []) assert.ok(event.description?.trim(), `${event.name} is described`);
  });

  it('lists no event on any other declaration', () => {
    const others = declarations.filter((declaration) => declaration !== element && declaration.events?.length);
    assert.deepEqual(
      others.map((declaration) => declaration.name),
      [],
    );
  });

  it('documents every part the templates name and every custom property the styles read, once each', async () => {
    const source = await elementSources();
    const parts = new Set([...source.matchAll(/\bpart="([\w-]+)/g)].map(([, part]) => part));
    const properties = new Set([...source.matchAll(/var\((--ipo-calendar-[\w-]+)/g)].map(([, name]) => name));
    const documentedParts = (element.cssParts ?? []).map((part) => part.name);
    const documentedProperties = (element.cssProperties ?? []).map((property) => property.name);
    assert.deepEqual([...new Set(documentedParts)], documentedParts, 'no part twice');
    assert.deepEqual([...new Set(documentedProperties)], documentedProperties, 'no custom property twice');
    for (const part of parts) assert.ok(documentedParts.includes(part), `the part ${part} is documented`);
    for (const property of properties)
      assert.ok(documentedProperties.includes(property), `the custom property ${property} is documented`);
  });

  it("lists the attribute table's attributes in its order, each with its property, which says the attribute", () => {
    const declared = Object.entries(ATTRIBUTES).map(([property, { attribute, lit }]) => ({
      attribute,
      property,
      reflects: 'reflect' in lit,
    }));
    const listed = (element.attributes ?? []).map(({ name, fieldName }) => {
      const field = element.members?.find((member) => member.kind === 'field' && member.name === fieldName);
      return { attribute: name, property: fieldName, reflects: !!field?.reflects, named: field?.attribute === name };
    });
    assert.deepEqual(
      listed,
      declared.map((entry) => ({ ...entry, named: true })),
    );
  });

  it('names the property and describes each attribute, as its property', () => {
    for (const attribute of element.attributes ?? []) {
      assert.ok(attribute.fieldName, `${attribute.name} names its property`);
      assert.ok(attribute.description?.trim(), `${attribute.name} is described`);
      const field = element.members?.find((member) => member.name === attribute.fieldName);
      assert.equal(
        field?.description,
        attribute.description,
        `${attribute.fieldName} is described as ${attribute.name}`,
      );
    }
  });
});
