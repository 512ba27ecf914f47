import { expect } from '@open-wc/testing';
import type { Offering } from '../../src/api/types.js';
import { brokerNames } from '../../src/brokers/names.js';
import type { ShownChange } from '../../src/model/change-memory.js';
import { listRows, type RowSources } from '../../src/model/list-rows.js';
import { markTokens } from '../../src/model/offering-marks.js';
import { snapshotOf } from '../../src/model/snapshot.js';
import { DEFAULT_DEPOSIT_ASSUMPTIONS } from '../../src/model/deposit.js';
import { NO_PLAN, planView } from '../../src/model/plan-view.js';
import { scheduled } from '../support/offering.js';

const TODAY = '2026-11-23';
const kiwoom = scheduled('a', '2026-11-30', { subscription_brokers: ['키움증권', '삼성증권'] });
const samsung = scheduled('b', '2026-12-02', { subscription_brokers: ['삼성증권'] });
const leadOnly = scheduled('c', '2026-12-07', { lead_managers: ['키움증권'], subscription_brokers: [] });
const none = scheduled('d', '2026-12-09');
const OFFERINGS = [kiwoom, samsung, leadOnly, none];

const moved: ShownChange = {
  seen: snapshotOf(samsung),
  latest: { ...snapshotOf(samsung), sub_start: '2026-12-16' },
  fields: [{ field: 'sub_start', before: '2026-12-02', after: '2026-12-16' }],
};

const sources = (changes: Partial<RowSources> = {}): RowSources => ({
  today: TODAY,
  stages: ['demand', 'sub', 'refund', 'listing'],
  onlyMine: false,
  brokers: ['키움'],
  brokerNames,
  changeOf: (offering: Offering) => (offering === samsung ? moved : null),
  assumptions: DEFAULT_DEPOSIT_ASSUMPTIONS,
  plan: NO_PLAN,
  ...changes,
});

describe('listRows', () => {
  it('marks each offering: where the reader subscribes, where they need an account, and what moved', () => {
    const rows = listRows(OFFERINGS, sources());
    expect(rows.map((row) => row.offering)).to.deep.equal(OFFERINGS);
    expect(rows.map((row) => row.marks.access)).to.deep.equal([
      { mine: true, unconfirmed: false, brokers: ['키움증권'] },
      { mine: false, unconfirmed: false, brokers: ['삼성증권'] },
      { mine: true, unconfirmed: true, brokers: ['키움증권'] },
      null,
    ]);
    expect(rows.map((row) => markTokens(row.marks))).to.deep.equal([
      ['mine'],
      ['changed'],
      ['mine', 'unconfirmed'],
      [],
    ]);
  });

  it('leaves out the offerings none of the brokers takes when only those are asked for', () => {
    const rows = listRows(OFFERINGS, sources({ onlyMine: true }));
    expect(rows.map((row) => row.offering)).to.deep.equal([kiwoom, leadOnly]);
  });

  it('shows only the stages asked for', () => {
    const [row] = listRows([kiwoom], sources({ stages: ['sub', 'listing'] }));
    expect(row.item.stages.map((span) => span.stage)).to.deep.equal(['sub', 'listing']);
  });

  it('marks no access without brokers', () => {
    const rows = listRows(OFFERINGS, sources({ brokers: [] }));
    expect(rows.map((row) => row.marks.access)).to.deep.equal([null, null, null, null]);
  });

  it('marks the planned offerings, those that start before another’s refund, and the accounts to open', () => {
    // 'a' subscribes 11-30–12-01 with its refund on 12-03; 'b' starts 12-02, before it.
    const priced = OFFERINGS.map((offering) => ({ ...offering, price_final: 20_000 }));
    const plan = planView([priced[0], priced[1]], {
      assumptions: DEFAULT_DEPOSIT_ASSUMPTIONS,
      brokers: ['키움'],
      brokerNames,
      today: TODAY,
    });
    const rows = listRows(priced, sources({ plan, changeOf: () => null }));
    expect(rows.map((row) => markTokens(row.marks))).to.deep.equal([
      ['mine', 'planned'],
      ['planned', 'overlap'],
      ['mine', 'unconfirmed'],
      [],
    ]);
    expect(rows[1].marks.overlap?.needed).to.equal(200_000);
    // 삼성증권 alone takes 'b': the account by the business day before 12-02.
    expect(rows.map((row) => row.marks.accountBy)).to.deep.equal([null, '2026-12-01', null, null]);
    expect(rows.map((row) => row.marks.deposit?.amount)).to.deep.equal([100_000, 100_000, 100_000, 100_000]);
  });
});
