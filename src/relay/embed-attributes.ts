/**
 * The embed page's query as the element's attributes: `view status range stages brokers lang theme exclude-spac
 * limit`, each checked by the element's own parser, so that a wrong value gets the element's own message (the
 * element shows it too, once its script runs). Unknown parameters are left out.
 */
import { brokerNames } from '../brokers/names.js';
import { langOf, type Lang } from '../format/lang.js';
import { describeProblem } from '../i18n/describe-problem.js';
import { STRINGS } from '../i18n/tables.js';
import { ATTRIBUTE_NAMED, type AttributeName } from '../model/attributes.js';
import { parseView, type View } from '../model/parse-choice.js';

export const EMBED_ATTRIBUTES = [
  'view',
  'status',
  'range',
  'stages',
  'brokers',
  'lang',
  'theme',
  'exclude-spac',
  'limit',
] as const satisfies readonly AttributeName[];

/** Longer values are no attribute a site writes. */
const MAX_VALUE = 500;

export interface EmbedAttributes {
  /** The attributes as given (those among {@link EMBED_ATTRIBUTES}), for the element. */
  values: Record<string, string>;
  lang: Lang;
  view: View;
  /** The element's message for each wrong value. */
  problems: string[];
}

export function embedAttributes(params: URLSearchParams): EmbedAttributes {
  const values: Record<string, string> = {};
  for (const name of EMBED_ATTRIBUTES) {
    const value = params.get(name);
    if (value !== null) values[name] = value.slice(0, MAX_VALUE);
  }
  const lang = langOf(values.lang);
  const view = parseView(values.view);
  // In the order of the list above; `lang` and `exclude-spac` are never refused.
  const problems = EMBED_ATTRIBUTES.flatMap((name) => {
    const parsed = ATTRIBUTE_NAMED[name].parse?.(values[name], { view: values.view, brokerNames });
    return parsed && !parsed.ok && parsed.problem ? [describeProblem(parsed.problem, STRINGS[lang])] : [];
  });
  return { values, lang, view: view.ok ? view.value : 'month', problems };
}
