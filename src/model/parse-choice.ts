import { accept, type AttributeInput, type Parsed } from './attribute-problem.js';
import { parseAttribute } from './parse-attribute.js';

/** Each list starts with its default. */
const VIEWS = ['month', 'list'] as const;
const LOADINGS = ['lazy', 'eager'] as const;
const THEMES = ['auto', 'light', 'dark'] as const;

export type View = (typeof VIEWS)[number];
export type Loading = (typeof LOADINGS)[number];
export type Theme = (typeof THEMES)[number];

/** An enumerated attribute: ASCII case-insensitive like HTML's own; absent or blank gives the default. */
function parseChoice<T extends string>(attribute: string, choices: readonly T[], input: AttributeInput): Parsed<T> {
  const read = (text: string) => choices.find((choice) => choice === text.toLowerCase());
  return parseAttribute(attribute, choices, input, read, accept(choices[0]));
}

export const parseView = (input: AttributeInput) => parseChoice('view', VIEWS, input);
export const parseLoading = (input: AttributeInput) => parseChoice('loading', LOADINGS, input);
export const parseTheme = (input: AttributeInput) => parseChoice('theme', THEMES, input);
