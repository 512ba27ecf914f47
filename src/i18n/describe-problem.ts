import { formatOrList } from '../format/or-list.js';
import { shorten } from '../format/shorten.js';
import type { AttributeProblem } from '../model/attribute-problem.js';
import type { Strings } from './strings.js';

const MAX_SHOWN_VALUE = 40;

/** The configuration message for a problem: the attribute, the value (shortened), and what it accepts. */
export function describeProblem({ attribute, value, accepted }: AttributeProblem, t: Strings): string {
  const shown = value && shorten(value, MAX_SHOWN_VALUE);
  const worded = typeof accepted === 'string' ? t.accepted[accepted] : formatOrList(accepted, t.lang);
  return t.configProblem(attribute, shown, worded);
}
