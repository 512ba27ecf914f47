import { expect } from '@open-wc/testing';
import { summarizeDay } from '../../src/calendar/day-summary.js';
import { placeOfferings } from '../../src/calendar/placement.js';
import { offering } from '../support/offering.js';

describe('summarizeDay', () => {
  const day = '2026-11-24';
  const entries = placeOfferings(
    [
      offering({ id: 'a', sub_start: day, sub_end: '2026-11-25' }),
      offering({ id: 'b', listing_date: day }),
      offering({ id: 'c', sub_start: '2026-11-23', sub_end: day }),
      offering({ id: 'd', refund_date: day }),
    ],
    { from: day, to: day },
  ).get(day)!;

  it('counts the entries of each stage', () => {
    expect(summarizeDay(entries, 3).counts).to.deep.equal({ demand: 0, sub: 2, refund: 1, listing: 1 });
  });

  it('shows every entry when they fit', () => {
    for (const maxLines of [4, 9]) {
      const summary = summarizeDay(entries, maxLines);
      expect(summary.visible).to.deep.equal(entries);
      expect(summary.more).to.equal(0);
    }
  });

  it('gives the last line to "+N more" when they do not fit', () => {
    const summary = summarizeDay(entries, 3);
    expect(summary.visible.map((entry) => entry.offering.id)).to.deep.equal(['a', 'c']);
    expect(summary.more).to.equal(2);
    expect(summarizeDay(entries, 1)).to.include({ more: 4 }).and.to.have.property('visible').that.is.empty;
    expect(summarizeDay(entries, 0).more).to.equal(4);
  });

  it('is empty for a day without entries', () => {
    expect(summarizeDay([], 3)).to.deep.equal({ counts: { demand: 0, sub: 0, refund: 0, listing: 0 }, visible: [], more: 0 });
  });
});
