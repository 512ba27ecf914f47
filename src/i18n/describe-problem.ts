import { formatOrList } from '../format/or-list.js';
import { shorten } from '../format/shorten.js';
import type { AttributeProblem } from '../model/attribute-problem.js';
import type { Lang } from '../format/lang.js';
import { STRINGS } from './tables.js';

const MAX_SHOWN_VALUE = 40;

/** The configuration message for a problem: the attribute, the value (shortened), and what it accepts. */
export function describeProblem({ attribute, value, accepted }: AttributeProblem, lang: Lang): string {
  const strings = STRINGS[lang];
  const shown = value && shorten(value, MAX_SHOWN_VALUE);
  const worded = typeof accepted === 'string' ? strings.accepted[accepted] : formatOrList(accepted, lang);
  return strings.configProblem(attribute, shown, worded);
}
