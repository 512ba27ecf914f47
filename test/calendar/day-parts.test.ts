import { expect } from '@open-wc/testing';
import { partsOf } from '../../src/calendar/day-parts.js';
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
      offering({ id: 'b', listing_date: '2026-11-24', demand_start: '2026-11-02', demand_end: '2026-11-06', refund_date: '2026-11-26' }),
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
