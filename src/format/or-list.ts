import type { Lang } from './lang.js';

/** "a, b 또는 c" / "a, b, or c", as `Intl.ListFormat` writes a disjunction (without loading its locale data). */
export function formatOrList(items: readonly string[], lang: Lang): string {
  const rest = items.slice(0, -1).join(', ');
  const last = items.at(-1) ?? '';
  if (!rest) return last;
  return lang === 'ko' ? `${rest} 또는 ${last}` : `${rest}${items.length > 2 ? ',' : ''} or ${last}`;
}
