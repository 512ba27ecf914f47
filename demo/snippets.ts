/** The code that makes the playground's element in a page, and in React 19, Vue 3 and Svelte 5 templates. */
export interface Snippet {
  name: string;
  code: string;
}

type Attributes = [name: string, value: string][];

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** `name="value"` (a boolean attribute by its name alone). */
const pairsOf = (attributes: Attributes) =>
  attributes.map(([name, value]) => (value === '' ? name : `${name}="${escapeAttribute(value)}"`));

/** The attributes after the tag name: on its line when they are few, else one per line under `indent`. */
function layout(pairs: string[], indent: string): string {
  const inline = pairs.join(' ');
  return inline.length <= 60 ? ` ${inline}` : pairs.map((pair) => `\n${indent}  ${pair}`).join('') + `\n${indent}`;
}

const LOG_ITEMS = '{(event) => console.log(event.detail.items)}';

const html = (pairs: string[]) => `<script type="module" src="ipo-calendar.js"></script>

<ipo-calendar${layout(pairs, '')}></ipo-calendar>`;

/** React 19 passes a custom event's handler as `on` + the event's own name. */
const react = (pairs: string[]) => `import 'ipo-calendar';

export function IpoSchedule() {
  return (
    <ipo-calendar${layout([...pairs, `onipo-load=${LOG_ITEMS}`], '    ')} />
  );
}`;

/** Vue must be told that the tag is a custom element, not one of its components. */
const vue = (
  pairs: string[],
) => `<!-- vite.config: vue({ template: { compilerOptions: { isCustomElement: (tag) => tag === 'ipo-calendar' } } }) -->
<script setup>
import 'ipo-calendar';

const onLoad = (event) => console.log(event.detail.items);
</script>

<template>
  <ipo-calendar${layout([...pairs, '@ipo-load="onLoad"'], '  ')} />
</template>`;

/** Svelte 5 takes event attributes as `on` + the event's name. */
const svelte = (pairs: string[]) => `<script>
  import 'ipo-calendar';
</script>

<ipo-calendar${layout([...pairs, `onipo-load=${LOG_ITEMS}`], '')}></ipo-calendar>`;

export function snippetsFor(attributes: Attributes): Snippet[] {
  const pairs = pairsOf(attributes);
  return [
    { name: 'HTML', code: html(pairs) },
    { name: 'React 19', code: react(pairs) },
    { name: 'Vue 3', code: vue(pairs) },
    { name: 'Svelte 5', code: svelte(pairs) },
  ];
}
