import { expect } from '@open-wc/testing';
import { formatWon, groupDigits } from '../../src/format/won.js';

describe('formatWon', () => {
  it('writes won with a 원 suffix in Korean and a ₩ prefix in English, grouping thousands', () => {
    expect(formatWon(12000, 'ko')).to.equal('12,000원');
    expect(formatWon(12000, 'en')).to.equal('₩12,000');
    expect(formatWon(1234567, 'ko')).to.equal('1,234,567원');
    expect(formatWon(0, 'en')).to.equal('₩0');
  });

  it('keeps the formatters of the two languages apart after both were used', () => {
    formatWon(1, 'en');
    expect(formatWon(5000, 'ko')).to.equal('5,000원');
    expect(formatWon(5000, 'en')).to.equal('₩5,000');
  });

  it('writes amounts as Intl.NumberFormat does, rounded to the won', () => {
    const ko = new Intl.NumberFormat('ko', { maximumFractionDigits: 0 });
    const en = new Intl.NumberFormat('en', { style: 'currency', currency: 'KRW' });
    const amounts = [0, 7, 999, 1000, 10_500, 123_456, 9_999_999, 1_234_567_890, -4_500, 12_000.4, 12_000.6];
    expect(amounts.map((amount) => formatWon(amount, 'ko'))).to.deep.equal(
      amounts.map((amount) => ko.format(amount) + '원'),
    );
    expect(amounts.map((amount) => formatWon(amount, 'en'))).to.deep.equal(amounts.map((amount) => en.format(amount)));
  });
});

describe('groupDigits', () => {
  it('groups thousands of an amount rounded to the won, without a unit', () => {
    expect([0, 999, 1000, 12_000, 1_234_567, -4_500, 12_000.6, -0.4].map(groupDigits)).to.deep.equal([
      '0',
      '999',
      '1,000',
      '12,000',
      '1,234,567',
      '-4,500',
      '12,001',
      '0',
    ]);
  });
});
