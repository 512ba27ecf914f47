import { expect } from '@open-wc/testing';
import { parseDepositRate, parseMinShares } from '../../src/model/parse-deposit.js';

describe('parseMinShares and parseDepositRate', () => {
  it('default to 10 shares and 50 % when absent or blank', () => {
    for (const input of [null, undefined, '', '  ']) {
      expect(parseMinShares(input)).to.deep.equal({ ok: true, value: 10 });
      expect(parseDepositRate(input)).to.deep.equal({ ok: true, value: 50 });
    }
  });

  const accepted: [typeof parseMinShares, string | number, number][] = [
    [parseMinShares, '20', 20],
    [parseMinShares, ' 1 ', 1],
    [parseMinShares, 1000, 1000],
    [parseDepositRate, '100', 100],
    [parseDepositRate, 1, 1],
    [parseDepositRate, '40', 40],
  ];
  for (const [parse, input, value] of accepted) {
    it(`${parse.name} takes ${JSON.stringify(input)}`, () => {
      expect(parse(input)).to.deep.equal({ ok: true, value });
    });
  }

  const refused: [typeof parseMinShares, string | number, string, string][] = [
    [parseMinShares, '0', 'min-shares', 'shares'],
    [parseMinShares, '1001', 'min-shares', 'shares'],
    [parseMinShares, '10주', 'min-shares', 'shares'],
    [parseMinShares, '2.5', 'min-shares', 'shares'],
    [parseMinShares, -10, 'min-shares', 'shares'],
    [parseDepositRate, '0', 'deposit-rate', 'percent'],
    [parseDepositRate, '101', 'deposit-rate', 'percent'],
    [parseDepositRate, '50%', 'deposit-rate', 'percent'],
    [parseDepositRate, '0.5', 'deposit-rate', 'percent'],
    [parseDepositRate, '1e2', 'deposit-rate', 'percent'],
  ];
  for (const [parse, input, attribute, kind] of refused) {
    it(`${parse.name} refuses ${JSON.stringify(input)}, naming what it accepts`, () => {
      expect(parse(input)).to.deep.equal({
        ok: false,
        problem: { attribute, value: String(input), accepted: kind },
      });
    });
  }
});
