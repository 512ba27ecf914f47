import type { Lang } from '../i18n/lang.js';
import { cached } from './cached.js';

/** "a, b 또는 c" / "a, b, or c". */
export function formatOrList(items: readonly string[], lang: Lang): string {
  return cached(`or ${lang}`, () => new Intl.ListFormat(lang, { type: 'disjunction' })).format(items);
}
