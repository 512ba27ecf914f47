import { expect } from '@open-wc/testing';
import { barClasses, partsOf } from '../../src/calendar/day-parts.js';
import { monthGrid } from '../../src/calendar/month-grid.js';
import { placeOfferings } from '../../src/calendar/placement.js';
import { STAGES } from '../../src/model/stages.js';
import { offering } from '../support/offering.js';

describe('partsOf', () => {
  const grid = monthGrid('2026-11', '2026-11-24');
  const cell = (date: string) => grid.weeks.flat().find((candidate) => candidate.date === date)!;
  const byDay = placeOfferings(
    [
      offering({ id: 'a', sub_start: '2026-11-23', sub_end: '2026-11-24', listing_date: '2026-12-05' }),
      offering({
        id: 'b',
        listing_date: '2026-11-24',
        demand_start: '2026-11-02',
        demand_end: '2026-11-06',
        refund_date: '2026-11-26',
      }),
    ],
    grid.visible,
  );
  const stagesOn = (date: string) => STAGES.filter((stage) => byDay.get(date)?.some((entry) => entry.stage === stage));
  const parts = (date: string, selected?: string | null) => partsOf(cell(date), stagesOn(date), selected);

  it('names today and its stages', () => {
    expect(parts('2026-11-24')).to.equal('day today has-sub has-listing');
  });

  it('names the other states', () => {
    expect(parts('2026-11-25')).to.equal('day');
    expect(parts('2026-11-25', '2026-11-25')).to.equal('day selected');
    expect(parts('2026-11-03', '2026-11-25')).to.equal('day has-demand');
    expect(parts('2026-11-26')).to.equal('day has-refund');
    expect(parts('2026-11-01')).to.equal('day weekend');
    expect(parts('2026-12-05', '2026-12-05')).to.equal('day outside selected weekend has-listing');
  });
});

describe('barClasses', () => {
  it('names the stage and the line, joins ends to the same bar beside, and opens those where the period goes on undrawn', () => {
    // Monday to Friday; three one-day subscriptions fill Wednesday, so the period is hidden there.
    const week = { from: '2026-11-15', to: '2026-11-21' };
    const wednesday = ['w1', 'w2', 'w3'].map((id) => offering({ id, sub_start: '2026-11-18', sub_end: '2026-11-18' }));
    const long = offering({ id: 'long', demand_start: '2026-11-16', demand_end: '2026-11-20' });
    const byDay = placeOfferings([...wednesday, long], week);
    const classesOn = (date: string) => barClasses(byDay.get(date)!.find((entry) => entry.offering === long)!);
    expect(['2026-11-16', '2026-11-17', '2026-11-19', '2026-11-20'].map(classesOn)).to.deep.equal([
      'bar demand l0 into',
      'bar demand l0 from open-end',
      'bar demand l0 open-start into',
      'bar demand l0 from',
    ]);
    expect(barClasses(byDay.get('2026-11-18')![0])).to.equal('bar sub l0');
  });
});
