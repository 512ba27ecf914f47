/**
 * The deposit's assumptions a site may change: `min-shares`, the minimum shares of the equal allocation (1 to 1,000),
 * and `deposit-rate`, the deposit rate in whole percent (1 to 100). Absent or blank, the usual 10 shares and 50 %.
 */
import { accept, type Parsed } from './attribute-problem.js';
import { DEFAULT_DEPOSIT_ASSUMPTIONS } from './deposit.js';
import { parseAttribute } from './parse-attribute.js';
import { readWholeNumber, type CountInput } from './parse-count.js';

/** A minimum above this is a typo: no offering asks a thousand shares of everyone. */
export const MAX_MIN_SHARES = 1000;

function parseBounded(
  attribute: string,
  accepted: 'shares' | 'percent',
  input: CountInput,
  max: number,
  fallback: number,
): Parsed<number> {
  const read = (text: string) => {
    const value = readWholeNumber(text);
    // Refused rather than cut: a deposit worked out on another number than the site wrote would mislead.
    return value !== null && value >= 1 && value <= max ? value : null;
  };
  return parseAttribute(attribute, accepted, input?.toString(), read, accept(fallback));
}

export const parseMinShares = (input: CountInput): Parsed<number> =>
  parseBounded('min-shares', 'shares', input, MAX_MIN_SHARES, DEFAULT_DEPOSIT_ASSUMPTIONS.minShares);

export const parseDepositRate = (input: CountInput): Parsed<number> =>
  parseBounded('deposit-rate', 'percent', input, 100, DEFAULT_DEPOSIT_ASSUMPTIONS.depositRate);
