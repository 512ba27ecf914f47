// A `cem analyze` plugin: the template types of the package's `react`, `vue` and `svelte` subpaths, generated from
// custom-elements.json, so that each framework's types come from the one description of the element. Attribute
// values are typed by the element's properties and event handlers by GlobalEventHandlersEventMap, both in the
// shipped declarations, which the generated files import.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** An attribute's value: its property's type, without the null that stands for "absent". */
const attributeType = (element, attribute) => `NonNullable<${element.name}['${attribute.fieldName}']>`;
/** The event a listener gets: the type the package registers for the event's name. */
const eventType = (event) => `GlobalEventHandlersEventMap['${event.name}']`;

const indent = (lines, spaces) => lines.map((line) => ' '.repeat(spaces) + line).join('\n');
const comment = (text) => (text ? `  /** ${text.replace(/\*\//g, '*\\/').replace(/\s*\n\s*/g, ' ')} */\n` : '');

/** An attribute's description, with the value its absence stands for. */
const documented = ({ description, default: value }) => (value ? `${description} @default ${value}` : description);

/** The props of one element: its attributes, and a handler for each documented event, named by `eventProp`. */
function propsType(element, eventProp) {
  const attributes = (element.attributes ?? []).filter((attribute) => attribute.fieldName);
  // An event found in the code without a `@fires` tag is not part of the element's API.
  const events = (element.events ?? []).filter((event) => event.name && event.description);
  return `{
${attributes.map((attribute) => `${comment(documented(attribute))}  '${attribute.name}'?: ${attributeType(element, attribute)};`).join('\n')}
${events.map((event) => `${comment(event.description)}  '${eventProp(event.name)}'?: (event: ${eventType(event)}) => void;`).join('\n')}
}`;
}

/** How each framework is told about the elements: its module to augment and the shape of one entry. */
const FRAMEWORKS = {
  react: {
    imports: `import type { DetailedHTMLProps, HTMLAttributes } from 'react';`,
    entry: (element) => `DetailedHTMLProps<HTMLAttributes<${element.name}>, ${element.name}> & ${element.name}Props`,
    // React 19 adds a listener for a prop that starts with `on` on a custom element: `onipo-load` listens to ipo-load.
    eventProp: (name) => `on${name}`,
    declare: (entries) =>
      `declare module 'react' {\n  namespace JSX {\n    interface IntrinsicElements {\n${indent(entries, 6)}\n    }\n  }\n}`,
  },
  vue: {
    imports: `import type { DefineComponent } from 'vue';`,
    entry: (element) => `DefineComponent<${element.name}Props>`,
    // A template's `@ipo-load` is checked against the prop `onIpoLoad`, as Vue names a listener.
    eventProp: (name) => `on${name.replace(/(^|-)(\w)/g, (_, _dash, letter) => letter.toUpperCase())}`,
    declare: (entries) => `declare module 'vue' {\n  interface GlobalComponents {\n${indent(entries, 4)}\n  }\n}`,
  },
  svelte: {
    imports: `import type { HTMLAttributes } from 'svelte/elements';`,
    entry: (element) => `HTMLAttributes<${element.name}> & ${element.name}Props`,
    // Svelte 5 adds a listener for an attribute that starts with `on`.
    eventProp: (name) => `on${name}`,
    declare: (entries) =>
      `declare global {\n  namespace svelteHTML {\n    interface IntrinsicElements {\n${indent(entries, 6)}\n    }\n  }\n}`,
  },
};

function typesFile(framework, elements, packageName) {
  const { imports, entry, eventProp, declare } = FRAMEWORKS[framework];
  const names = elements.map((element) => element.name).join(', ');
  const props = elements.map((element) => `type ${element.name}Props = ${propsType(element, eventProp)};`);
  const entries = elements.map((element) => `'${element.tagName}': ${entry(element)};`);
  return `// Generated from custom-elements.json by tools/template-types.mjs.
${imports}
import type { ${names} } from '${packageName}';

${props.join('\n\n')}

${declare(entries)}
`;
}

/**
 * Writes `<outdir>/<framework>.d.ts` for each framework, importing the elements from `packageName`: its entry, which
 * registers them and types their events.
 */
export function templateTypesPlugin({ outdir, packageName }) {
  return {
    name: 'template-types',
    packageLinkPhase({ customElementsManifest }) {
      const modules = customElementsManifest.modules;
      const elements = modules.flatMap((module) => module.declarations.filter((declaration) => declaration.tagName));
      mkdirSync(outdir, { recursive: true });
      for (const framework of Object.keys(FRAMEWORKS)) {
        writeFileSync(join(outdir, `${framework}.d.ts`), typesFile(framework, elements, packageName));
      }
    },
  };
}
