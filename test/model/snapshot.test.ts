import { expect } from '@open-wc/testing';
import { brokerNames } from '../../src/brokers/names.js';
import { brokersDifferAsWritten, diffSnapshots } from '../../src/model/snapshot-diff.js';
import { isSnapshot, snapshotOf, SNAPSHOT_FIELDS } from '../../src/model/snapshot.js';
import { scheduled } from '../support/offering.js';

const base = scheduled('a', '2026-11-20', {
  price_low: 12000,
  price_high: 14000,
  subscription_brokers: ['키움증권', '삼성증권'],
  industry: '소프트웨어',
});

describe('snapshotOf', () => {
  it('keeps the four stages’ dates, the band, the final price and the brokers, as the API sent them', () => {
    const snapshot = snapshotOf(base);
    expect(Object.keys(snapshot)).to.deep.equal([...SNAPSHOT_FIELDS]);
    expect(snapshot).to.deep.equal({
      demand_start: '2026-11-11',
      demand_end: '2026-11-15',
      sub_start: '2026-11-20',
      sub_end: '2026-11-21',
      refund_date: '2026-11-23',
      listing_date: '2026-11-30',
      price_low: 12000,
      price_high: 14000,
      price_final: null,
      subscription_brokers: ['키움증권', '삼성증권'],
    });
  });

  it('does not share the broker list with the offering', () => {
    const offering = { ...base, subscription_brokers: ['키움증권'] };
    const snapshot = snapshotOf(offering);
    offering.subscription_brokers.push('NH투자증권');
    expect(snapshot.subscription_brokers).to.deep.equal(['키움증권']);
  });

  it('is recognised when read back, and nothing else is', () => {
    expect(isSnapshot(JSON.parse(JSON.stringify(snapshotOf(base))))).to.equal(true);
    const bad = [null, 'x', {}, { ...snapshotOf(base), price_low: '12000' }, { ...snapshotOf(base), sub_start: 3 }];
    bad.push({ ...snapshotOf(base), subscription_brokers: [1] }, { ...snapshotOf(base), subscription_brokers: null });
    for (const value of bad) expect(isSnapshot(value), JSON.stringify(value)).to.equal(false);
  });
});

describe('diffSnapshots', () => {
  const before = snapshotOf(base);

  it('is empty for the same schedule', () => {
    expect(
      diffSnapshots(before, snapshotOf({ ...base, industry: '다른 업종', corp_name: '새 이름' }), brokerNames),
    ).to.deep.equal([]);
  });

  it('names each field that moved with its values before and after, in the order of the fields', () => {
    const after = snapshotOf({
      ...base,
      sub_start: '2026-12-04',
      sub_end: '2026-12-07',
      price_low: 10000,
      price_high: 12000,
      price_final: 11000,
    });
    expect(diffSnapshots(before, after, brokerNames)).to.deep.equal([
      { field: 'sub_start', before: '2026-11-20', after: '2026-12-04' },
      { field: 'sub_end', before: '2026-11-21', after: '2026-12-07' },
      { field: 'price_low', before: 12000, after: 10000 },
      { field: 'price_high', before: 14000, after: 12000 },
      { field: 'price_final', before: null, after: 11000 },
    ]);
  });

  it('sees a date become unknown', () => {
    expect(diffSnapshots(before, snapshotOf({ ...base, listing_date: null }), brokerNames)).to.deep.equal([
      { field: 'listing_date', before: '2026-11-30', after: null },
    ]);
  });

  it('compares brokers as firms: order and spelling are no change, a firm is', () => {
    const respelt = snapshotOf({ ...base, subscription_brokers: ['삼성증권', '키움증권(주)'] });
    expect(diffSnapshots(before, respelt, brokerNames)).to.deep.equal([]);
    const added = snapshotOf({ ...base, subscription_brokers: ['키움증권', '삼성증권', '엔에이치투자증권'] });
    expect(diffSnapshots(before, added, brokerNames)).to.deep.equal([
      {
        field: 'subscription_brokers',
        before: ['키움증권', '삼성증권'],
        after: ['키움증권', '삼성증권', '엔에이치투자증권'],
      },
    ]);
  });

  it('compares brokers as written without the broker table', () => {
    const reordered = snapshotOf({ ...base, subscription_brokers: ['삼성증권', '키움증권', '삼성증권'] });
    expect(diffSnapshots(before, reordered, null)).to.deep.equal([]);
    const respelt = snapshotOf({ ...base, subscription_brokers: ['삼성증권', '키움증권(주)'] });
    expect(diffSnapshots(before, respelt, null).map(({ field }) => field)).to.deep.equal(['subscription_brokers']);
  });
});

describe('brokersDifferAsWritten', () => {
  const listed = (subscription_brokers: string[]) => snapshotOf({ ...base, subscription_brokers });
  const cases: [string[], string[], boolean][] = [
    [['키움증권', '삼성증권'], ['삼성증권', '키움증권'], false],
    [['키움증권'], ['키움증권', '키움증권'], false],
    [[], [], false],
    [['키움증권'], ['키움증권(주)'], true],
    [[], ['키움증권'], true],
  ];
  for (const [a, b, differ] of cases) {
    it(`is ${differ} for ${JSON.stringify(a)} and ${JSON.stringify(b)}`, () => {
      expect(brokersDifferAsWritten(listed(a), listed(b))).to.equal(differ);
    });
  }
});
