/** The two languages of the element's string tables; also their `Intl` locales (ko-KR and en-US by default). */
export type Lang = 'ko' | 'en';

/** The language of a `lang` value by its primary subtag: `en`, `en-GB` → en; anything else (or nothing) → ko. */
export function langOf(value: string | null | undefined): Lang {
  return value?.trim().split('-')[0].toLowerCase() === 'en' ? 'en' : 'ko';
}
