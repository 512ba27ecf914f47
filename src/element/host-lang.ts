/** An element's language: its own `lang`, else the closest ancestor's, else the document's. */
import { langOf, type Lang } from '../format/lang.js';

export function hostLang(host: HTMLElement): Lang {
  return langOf(host.lang || host.closest('[lang]')?.getAttribute('lang') || document.documentElement.lang);
}
