import type { Lang } from '../i18n/lang.js';
import { cached } from './cached.js';

/** A won amount: "12,000원" in Korean, "₩12,000" in English. */
export function formatWon(amount: number, lang: Lang): string {
  const format = cached(`won ${lang}`, () =>
    new Intl.NumberFormat(lang, lang === 'ko' ? {} : { style: 'currency', currency: 'KRW' }),
  );
  return format.format(amount) + (lang === 'ko' ? '원' : '');
}
