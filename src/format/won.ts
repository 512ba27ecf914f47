import type { Lang } from './lang.js';

/** An amount to the won, its thousands grouped, without a unit: 12000 → "12,000", -4500.4 → "-4,500". */
export function groupDigits(amount: number): string {
  const rounded = Math.round(amount);
  const grouped = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+$)/g, ',');
  return rounded < 0 ? `-${grouped}` : grouped;
}

/**
 * A won amount to the won (it has no smaller unit), thousands grouped: "12,000원" in Korean,
 * "₩12,000" in English, as `Intl.NumberFormat` writes them.
 */
export function formatWon(amount: number, lang: Lang): string {
  const grouped = groupDigits(amount);
  // The sign comes before ₩: "-₩4,500".
  return lang === 'ko' ? `${grouped}원` : grouped.replace(/^-?/, '$&₩');
}
