import { expect } from '@open-wc/testing';
import { EMPTY_PLAN, PLAN_LIMIT, plannedIds, plannedOfferings, readPlan, withPlanned } from '../../src/model/plan.js';
import { offering, scheduled } from '../support/offering.js';

describe('the plan', () => {
  it('reads back what it stored', () => {
    const plan = withPlanned(EMPTY_PLAN, scheduled('a', '2026-12-07'), true, '2026-12-01');
    expect(readPlan(JSON.parse(JSON.stringify(plan)))).to.deep.equal(plan);
    expect(plannedIds(plan)).to.deep.equal(['a']);
  });

  it('reads a value of another shape or version as empty, and drops unusable or repeated offerings', () => {
    for (const stored of [
      null,
      'a',
      42,
      [],
      { offerings: [] },
      { version: 2, offerings: [offering()] },
      { version: 1 },
    ]) {
      expect(readPlan(stored), JSON.stringify(stored)).to.deep.equal(EMPTY_PLAN);
    }
    const read = readPlan({
      version: 1,
      offerings: [
        { id: 'a', corp_name: 'A', price_final: '<b>' },
        { id: 'a', corp_name: 'again' },
        null,
        7,
        { id: 'b' },
      ],
    });
    expect(read.offerings.map(({ id, corp_name, price_final }) => [id, corp_name, price_final])).to.deep.equal([
      ['a', 'A', null],
    ]);
  });

  it('marks and unmarks, replacing a stored copy, and lets go of offerings whose money is back', () => {
    const today = '2026-12-09';
    let plan = withPlanned(EMPTY_PLAN, scheduled('old', '2026-12-01'), true, '2026-11-30');
    plan = withPlanned(plan, scheduled('a', '2026-12-07'), true, '2026-11-30');
    // 'old' was refunded on 12-04; 'a' on 12-10.
    plan = withPlanned(plan, scheduled('b', '2026-12-10'), true, today);
    expect(plannedIds(plan)).to.deep.equal(['a', 'b']);
    plan = withPlanned(plan, scheduled('a', '2026-12-08'), true, today);
    expect(plan.offerings.map(({ id, sub_start }) => [id, sub_start])).to.deep.equal([
      ['b', '2026-12-10'],
      ['a', '2026-12-08'],
    ]);
    expect(plannedIds(withPlanned(plan, scheduled('b', '2026-12-10'), false, today))).to.deep.equal(['a']);
  });

  it(`keeps at most ${PLAN_LIMIT}, the latest marked`, () => {
    let plan = EMPTY_PLAN;
    for (let index = 0; index <= PLAN_LIMIT; index++)
      plan = withPlanned(plan, offering({ id: `o${index}` }), true, '2026-12-01');
    expect(plan.offerings.length).to.equal(PLAN_LIMIT);
    expect(plannedIds(plan)[0]).to.equal('o1');
  });

  it('shows the loaded copy of a planned offering over the stored one', () => {
    const plan = withPlanned(EMPTY_PLAN, scheduled('a', '2026-12-07'), true, '2026-12-01');
    const corrected = scheduled('a', '2026-12-14');
    expect(plannedOfferings(plan, [corrected, scheduled('z', '2026-12-07')])).to.deep.equal([corrected]);
    expect(plannedOfferings(plan, [])).to.deep.equal(plan.offerings);
  });
});
