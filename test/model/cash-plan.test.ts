import { expect } from '@open-wc/testing';
import type { Offering } from '../../src/api/types.js';
import { cashTimeline, lockOf, overlaps, plannedCash } from '../../src/model/cash-plan.js';
import { DEFAULT_DEPOSIT_ASSUMPTIONS } from '../../src/model/deposit.js';
import { offering } from '../support/offering.js';

/** A subscription on `start`–`end`, its refund on `refund` (null: not in the data), at `price` (10 shares · 50 %). */
const sub = (id: string, start: string, end: string, refund: string | null, price: number | null = 20_000): Offering =>
  offering({ id, corp_name: id, sub_start: start, sub_end: end, refund_date: refund, price_final: price });

const cashOf = (...offerings: Offering[]) => plannedCash(offerings, DEFAULT_DEPOSIT_ASSUMPTIONS);

/** The timeline as [date, refunded ids, deposited ids, locked]. */
const timeline = (offerings: Offering[], today = '2026-11-01') =>
  cashTimeline(cashOf(...offerings), today).map(({ date, refunds, deposits, locked }) => [
    date,
    refunds.map(({ offering: { id } }) => id),
    deposits.map(({ offering: { id } }) => id),
    locked,
  ]);

const overlapsOf = (...offerings: Offering[]) =>
  Object.fromEntries(
    [...overlaps(cashOf(...offerings))].map(([id, { others, needed }]) => [id, [others.map((o) => o.id), needed]]),
  );

describe('lockOf', () => {
  const cases: [string, Offering, unknown][] = [
    [
      'from the first day to the refund',
      sub('a', '2026-12-08', '2026-12-09', '2026-12-11'),
      { from: '2026-12-08', refund: '2026-12-11', estimated: false },
    ],
    // Thursday–Friday: two business days later is Tuesday.
    [
      'two business days after the end when the refund is unknown, over a weekend',
      sub('a', '2026-12-10', '2026-12-11', null),
      { from: '2026-12-10', refund: '2026-12-15', estimated: true },
    ],
    // 추석 2026: 09-24 to 09-26, so Wednesday 09-23's refund falls on Tuesday 09-29.
    [
      'over a holiday',
      sub('a', '2026-09-22', '2026-09-23', null),
      { from: '2026-09-22', refund: '2026-09-29', estimated: true },
    ],
    ['none without a subscription date', offering({ refund_date: '2026-12-11' }), null],
    ['none when the refund is not after the first day', sub('a', '2026-12-08', '2026-12-09', '2026-12-08'), null],
  ];
  for (const [name, input, expected] of cases) it(name, () => expect(lockOf(input)).to.deep.equal(expected));
});

describe('cashTimeline', () => {
  it('locks two subscriptions of one week together, and gives each refund back', () => {
    expect(
      timeline([
        sub('a', '2026-12-07', '2026-12-08', '2026-12-10'),
        sub('b', '2026-12-09', '2026-12-10', '2026-12-14', 30_000),
      ]),
    ).to.deep.equal([
      ['2026-12-07', [], ['a'], 100_000],
      ['2026-12-09', [], ['b'], 250_000],
      ['2026-12-10', ['a'], [], 150_000],
      ['2026-12-14', ['b'], [], 0],
    ]);
  });

  it('pays the next subscription with a refund of the same morning', () => {
    expect(
      timeline([
        sub('b', '2026-12-10', '2026-12-11', '2026-12-15'),
        sub('a', '2026-12-07', '2026-12-08', '2026-12-10'),
      ]),
    ).to.deep.equal([
      ['2026-12-07', [], ['a'], 100_000],
      ['2026-12-10', ['a'], ['b'], 100_000],
      ['2026-12-15', ['b'], [], 0],
    ]);
  });

  it('starts today: what left before still counts as locked until its refund', () => {
    expect(timeline([sub('a', '2026-12-07', '2026-12-08', '2026-12-10')], '2026-12-08')).to.deep.equal([
      ['2026-12-10', ['a'], [], 0],
    ]);
  });

  it('leaves out an offering without a price or dates, and counts an estimated refund', () => {
    const days = cashTimeline(
      cashOf(
        sub('a', '2026-12-10', '2026-12-11', null),
        sub('n', '2026-12-10', '2026-12-11', '2026-12-15', null),
        offering({ id: 'x', price_final: 10_000 }),
      ),
      '2026-11-01',
    );
    expect(days.map(({ date, locked }) => [date, locked])).to.deep.equal([
      ['2026-12-10', 100_000],
      ['2026-12-15', 0],
    ]);
    expect(days[1].refunds[0]).to.include({ amount: 100_000, estimated: true });
  });
});

describe('overlaps', () => {
  it('marks a subscription that starts before another’s refund, with the cash needed at once', () => {
    expect(
      overlapsOf(
        sub('a', '2026-12-07', '2026-12-08', '2026-12-10'),
        sub('b', '2026-12-09', '2026-12-10', '2026-12-14', 30_000),
      ),
    ).to.deep.equal({ b: [['a'], 250_000] });
  });

  it('does not mark a subscription that starts on the morning of the other’s refund', () => {
    expect(
      overlapsOf(
        sub('a', '2026-12-07', '2026-12-08', '2026-12-10'),
        sub('b', '2026-12-10', '2026-12-11', '2026-12-14'),
      ),
    ).to.deep.equal({});
  });

  it('marks both of two subscriptions starting the same day', () => {
    expect(
      overlapsOf(
        sub('a', '2026-12-07', '2026-12-08', '2026-12-10'),
        sub('b', '2026-12-07', '2026-12-08', '2026-12-10'),
      ),
    ).to.deep.equal({
      a: [['b'], 200_000],
      b: [['a'], 200_000],
    });
  });

  it('counts a lock over a weekend: Friday’s subscription is not back before Tuesday', () => {
    // Thursday–Friday, refund unknown: Tuesday. A Monday subscription overlaps it; a Tuesday one does not.
    const friday = sub('a', '2026-12-10', '2026-12-11', null);
    expect(overlapsOf(friday, sub('m', '2026-12-14', '2026-12-15', '2026-12-17'))).to.deep.equal({
      m: [['a'], 200_000],
    });
    expect(overlapsOf(friday, sub('t', '2026-12-15', '2026-12-16', '2026-12-18'))).to.deep.equal({});
  });

  it('marks one without a price, counting the known deposits only', () => {
    expect(
      overlapsOf(
        sub('a', '2026-12-07', '2026-12-08', '2026-12-10'),
        sub('n', '2026-12-08', '2026-12-09', '2026-12-11', null),
      ),
    ).to.deep.equal({
      n: [['a'], 100_000],
    });
  });
});
