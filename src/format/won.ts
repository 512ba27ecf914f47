import type { Lang } from '../i18n/lang.js';

/**
 * A won amount to the won (it has no smaller unit), thousands grouped: "12,000원" in Korean,
 * "₩12,000" in English, as `Intl.NumberFormat` writes them.
 */
export function formatWon(amount: number, lang: Lang): string {
  const rounded = Math.round(amount);
  const sign = rounded < 0 ? '-' : '';
  const grouped = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+$)/g, ',');
  // The sign comes before ₩: "-₩4,500".
  return lang === 'ko' ? `${sign}${grouped}원` : `${sign}₩${grouped}`;
}
