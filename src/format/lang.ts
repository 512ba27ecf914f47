/** The two languages of the element's string tables and date and number formats (Korean, US English). */
export type Lang = 'ko' | 'en';

/** The language of a `lang` value by its primary subtag: `en`, `en-GB` → en; anything else (or nothing) → ko. */
export function langOf(value: string | null | undefined): Lang {
  return value?.trim().split('-')[0].toLowerCase() === 'en' ? 'en' : 'ko';
}
