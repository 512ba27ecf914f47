/**
 * The text by which broker names are compared: `㈜NH 투자증권`, `엔에이치투자증권(주)` and `NH투자증권 주식회사` differ
 * only in what this drops. In order: compatibility forms made plain (NFKC: full-width letters and commas, `㈜`,
 * decomposed Hangul), lower case, the 證 of headlines ("NH투자證") spelt 증권, then blanks and invisible format
 * characters, the legal forms (`(주)`, `(株)`, `주식회사`, "Co., Ltd.", "Inc."), a foreign firm's "서울지점" or
 * "Seoul Branch", and punctuation. Empty when nothing is left.
 */
export function normalizeBrokerName(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/證券?/g, '증권')
    .replace(/[\s\p{Cf}]+/gu, '')
    .replace(/\(주\)|\(株\)|주식회사/g, '')
    .replace(/증권회사/g, '증권')
    .replace(/\p{P}+/gu, '')
    .replace(/(서울지점|seoulbranch)$/, '')
    .replace(/(coltd|ltd|inc)$/, '');
}
