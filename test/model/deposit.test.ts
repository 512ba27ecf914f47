import { expect } from '@open-wc/testing';
import { DEFAULT_DEPOSIT_ASSUMPTIONS, minimumDeposit } from '../../src/model/deposit.js';

const prices = (price_final: number | null, price_high: number | null = null) => ({ price_final, price_high });

describe('minimumDeposit', () => {
  const cases: [string, ReturnType<typeof prices>, { minShares: number; depositRate: number }, unknown][] = [
    [
      'the final price: 20,000 × 10 × 50 %',
      prices(20_000, 25_000),
      { minShares: 10, depositRate: 50 },
      { amount: 100_000, price: 20_000, basis: 'final' },
    ],
    [
      'the top of the band before pricing',
      prices(null, 14_000),
      { minShares: 10, depositRate: 50 },
      { amount: 70_000, price: 14_000, basis: 'band-top' },
    ],
    [
      '20 shares',
      prices(31_500),
      { minShares: 20, depositRate: 50 },
      { amount: 315_000, price: 31_500, basis: 'final' },
    ],
    [
      'a full deposit',
      prices(9_900),
      { minShares: 10, depositRate: 100 },
      { amount: 99_000, price: 9_900, basis: 'final' },
    ],
    // 12,345 × 10 × 33 % = 40,738.5: rounded up, never a float's 40,738.49999…
    [
      'a fraction of a won, rounded up',
      prices(12_345),
      { minShares: 10, depositRate: 33 },
      { amount: 40_739, price: 12_345, basis: 'final' },
    ],
    // 0.1 + 0.2 territory: 2,999 × 3 × 10 % = 899.7 → 900.
    [
      'a rate whose float product is inexact',
      prices(2_999),
      { minShares: 3, depositRate: 10 },
      { amount: 900, price: 2_999, basis: 'final' },
    ],
    ['one share at 1 %', prices(1), { minShares: 1, depositRate: 1 }, { amount: 1, price: 1, basis: 'final' }],
  ];
  for (const [name, offering, assumptions, expected] of cases) {
    it(`works out ${name}`, () => {
      expect(minimumDeposit(offering, assumptions)).to.deep.equal({ ...(expected as object), ...assumptions });
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
