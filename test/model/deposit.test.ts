import { expect } from '@open-wc/testing';
import { DEFAULT_DEPOSIT_ASSUMPTIONS, minimumDeposit } from '../../src/model/deposit.js';

const prices = (price_final: number | null, price_high: number | null = null) => ({ price_final, price_high });

describe('minimumDeposit', () => {
  // [what, price_final, price_high, minShares, depositRate, amount, basis]
  const cases: [string, number | null, number | null, number, number, number, string][] = [
    ['the final price: 20,000 × 10 × 50 %', 20_000, 25_000, 10, 50, 100_000, 'final'],
    ['the top of the band before pricing', null, 14_000, 10, 50, 70_000, 'band-top'],
    ['20 shares', 31_500, null, 20, 50, 315_000, 'final'],
    ['a full deposit', 9_900, null, 10, 100, 99_000, 'final'],
    // 12,345 × 10 × 33 % = 40,738.5: rounded up, never a float's 40,738.49999…
    ['a fraction of a won, rounded up', 12_345, null, 10, 33, 40_739, 'final'],
    // In floats 1,000 × 10 × 0.07 is 700.0000000000001, which rounded up would ask a won too many.
    ['a rate that is no exact float', 1_000, null, 10, 7, 700, 'final'],
    // …and 5,100 × 10 × 0.57 is 29,069.999999999996, which rounded down would ask a won too few.
    ['another rate that is no exact float', 5_100, null, 10, 57, 29_070, 'final'],
    ['a product that needs no rounding', 2_999, null, 3, 10, 900, 'final'],
    ['one share at 1 %', 1, null, 1, 1, 1, 'final'],
  ];
  for (const [name, final, high, minShares, depositRate, amount, basis] of cases) {
    it(`works out ${name}`, () => {
      const price = basis === 'final' ? final : high;
      expect(minimumDeposit(prices(final, high), { minShares, depositRate })).to.deep.equal({
        amount,
        price,
        basis,
        minShares,
        depositRate,
      });
    });
  }

  it('is absent without a usable price, and falls back to the band when the final price is unusable', () => {
    const assumptions = DEFAULT_DEPOSIT_ASSUMPTIONS;
    expect(minimumDeposit(prices(null, null), assumptions)).to.equal(null);
    expect(minimumDeposit(prices(0, 0), assumptions)).to.equal(null);
    expect(minimumDeposit(prices(-5_000), assumptions)).to.equal(null);
    expect(minimumDeposit(prices(12_000.5), assumptions)).to.equal(null);
    expect(minimumDeposit(prices(Number.NaN, 10_000), assumptions)?.basis).to.equal('band-top');
    expect(minimumDeposit(prices(Number.MAX_SAFE_INTEGER), assumptions)).to.equal(null);
  });

  it('assumes 10 shares at 50 % by default', () => {
    expect(DEFAULT_DEPOSIT_ASSUMPTIONS).to.deep.equal({ minShares: 10, depositRate: 50 });
    expect(minimumDeposit(prices(20_000), DEFAULT_DEPOSIT_ASSUMPTIONS)?.amount).to.equal(100_000);
  });
});
