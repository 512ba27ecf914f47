import { expect } from '@open-wc/testing';
import { summarizeDay } from '../../src/calendar/day-summary.js';
import { placeOfferings } from '../../src/calendar/placement.js';
import { offering } from '../support/offering.js';

describe('summarizeDay', () => {
  const day = '2026-11-24';
  const items = [
    offering({ id: 'a', sub_start: day, sub_end: '2026-11-25' }),
    offering({ id: 'b', listing_date: day }),
    offering({ id: 'c', sub_start: '2026-11-23', sub_end: day }),
    offering({ id: 'd', refund_date: day }),
  ];
  const entriesWith = (maxLines: number) => placeOfferings(items, { from: day, to: day }, { maxLines }).get(day)!;

  it('counts the entries of each stage', () => {
    expect(summarizeDay(entriesWith(3)).counts).to.deep.equal({ demand: 0, sub: 2, refund: 1, listing: 1 });
  });

  it('shows every entry on its line when they fit', () => {
    for (const maxLines of [4, 9]) {
      const summary = summarizeDay(entriesWith(maxLines));
      expect(summary.visible.map((entry) => entry.offering.id)).to.deep.equal(['a', 'c', 'b', 'd']);
      expect(summary.more).to.equal(0);
    }
  });

  it('counts what is not shown for "+N more"', () => {
    const summary = summarizeDay(entriesWith(3));
    expect(summary.visible.map((entry) => entry.offering.id)).to.deep.equal(['a', 'c']);
    expect(summary.more).to.equal(2);
    expect(summarizeDay(entriesWith(0))).to.deep.include({ visible: [], more: 4 });
  });

  it('is empty for a day without entries', () => {
    expect(summarizeDay([])).to.deep.equal({
      counts: { demand: 0, sub: 0, refund: 0, listing: 0 },
      visible: [],
      more: 0,
    });
  });
});
