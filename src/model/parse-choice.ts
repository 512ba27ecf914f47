import { accept, attributeText, reject, type AttributeInput, type ConfigAttribute, type Parsed } from './attribute-problem.js';

/** Each list starts with its default. */
export const VIEWS = ['month', 'list'] as const;
export const LOADINGS = ['lazy', 'eager'] as const;
export const THEMES = ['auto', 'light', 'dark'] as const;

export type View = (typeof VIEWS)[number];
export type Loading = (typeof LOADINGS)[number];
export type Theme = (typeof THEMES)[number];

/** An enumerated attribute: ASCII case-insensitive like HTML's own; absent or blank gives the default. */
function parseChoice<T extends string>(attribute: ConfigAttribute, choices: readonly T[], input: AttributeInput): Parsed<T> {
  const text = attributeText(input);
  if (text === null) return accept(choices[0]);
  const choice = choices.find((candidate) => candidate === text.toLowerCase());
  return choice ? accept(choice) : reject(attribute, text, choices);
}

export const parseView = (input: AttributeInput) => parseChoice('view', VIEWS, input);
export const parseLoading = (input: AttributeInput) => parseChoice('loading', LOADINGS, input);
export const parseTheme = (input: AttributeInput) => parseChoice('theme', THEMES, input);
