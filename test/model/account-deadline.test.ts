import { expect } from '@open-wc/testing';
import { brokerNames } from '../../src/brokers/names.js';
import { accountDeadline } from '../../src/model/account-deadline.js';
import { scheduled } from '../support/offering.js';

const samsung = { subscription_brokers: ['삼성증권'] };

describe('accountDeadline', () => {
  const cases: [string, string, readonly string[], string, string | null][] = [
    ['the business day before a Wednesday subscription', '2026-12-09', ['키움증권'], '2026-12-01', '2026-12-08'],
    ['the Friday before a Monday subscription', '2026-12-07', ['키움증권'], '2026-12-01', '2026-12-04'],
    // 추석 2026 (09-24 to 09-26) and the weekend: the day before Monday 09-28 is Wednesday 09-23.
    ['the last business day before a holiday', '2026-09-28', ['키움증권'], '2026-09-01', '2026-09-23'],
    // 12-31 is the exchange's closing day, 01-01 a holiday.
    ['across the year end', '2027-01-04', ['키움증권'], '2026-12-20', '2026-12-30'],
    ['the deadline itself as today', '2026-12-09', ['키움증권'], '2026-12-08', '2026-12-08'],
    ['none once the deadline has passed', '2026-12-09', ['키움증권'], '2026-12-09', null],
    ['none when one of the reader’s brokers takes it', '2026-12-09', ['삼성'], '2026-12-01', null],
    ['none when the reader names no broker', '2026-12-09', [], '2026-12-01', null],
  ];
  for (const [name, subStart, brokers, today, expected] of cases) {
    it(`gives ${name}`, () => {
      expect(accountDeadline(scheduled('a', subStart, samsung), brokers, brokerNames, today)).to.equal(expected);
    });
  }

  it('gives none without a subscription date', () => {
    expect(
      accountDeadline(
        scheduled('a', '2026-12-09', { ...samsung, sub_start: null }),
        ['키움'],
        brokerNames,
        '2026-12-01',
      ),
    ).to.equal(null);
  });

  it('gives none without the broker table, which alone tells whose account the reader holds', () => {
    expect(accountDeadline(scheduled('a', '2026-12-09', samsung), ['키움증권'], null, '2026-12-01')).to.equal(null);
  });
});
