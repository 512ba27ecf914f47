import { expect } from '@open-wc/testing';
import { monthGrid } from '../../src/calendar/month-grid.js';
import { placeOfferings, type DayEntry } from '../../src/calendar/placement.js';
import { offering } from '../support/offering.js';

/** An entry's flags as a compact string: < from previous, > into next, [ segment start. */
function shape(entry: DayEntry): string {
  return `${entry.segmentStart ? '[' : ''}${entry.fromPrevious ? '<' : ''}${entry.intoNext ? '>' : ''}`;
}

describe('placeOfferings', () => {
  const november = monthGrid('2026-11', '2000-01-01').visible; // 2026-11-01 (Sun) … 2026-12-05 (Sat)

  it('draws a period across a week boundary as two segments of one continuous bar', () => {
    // Thursday 2026-11-19 to Tuesday 2026-11-24 crosses from one week row into the next.
    const item = offering({ id: 'a', sub_start: '2026-11-19', sub_end: '2026-11-24' });
    const byDay = placeOfferings([item], november);
    const days = ['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'];
    expect([...byDay.keys()]).to.deep.equal(days);
    expect(days.map((day) => shape(byDay.get(day)![0]))).to.deep.equal(['[>', '<>', '<>', '[<>', '<>', '<']);
    expect(days.every((day) => byDay.get(day)![0].offering === item && byDay.get(day)![0].stage === 'sub')).to.equal(true);
  });

  it('shows a period from the previous month as continuing into the first cell, and cuts it at the grid', () => {
    const item = offering({ id: 'a', demand_start: '2026-10-28', demand_end: '2026-11-03' });
    const byDay = placeOfferings([item], november);
    expect([...byDay.keys()]).to.deep.equal(['2026-11-01', '2026-11-02', '2026-11-03']);
    expect(shape(byDay.get('2026-11-01')![0])).to.equal('[<>');
    expect(shape(byDay.get('2026-11-03')![0])).to.equal('<');
  });

  it('runs a period across the month end into the outside cells of the grid and beyond', () => {
    const item = offering({ id: 'a', sub_start: '2026-11-30', sub_end: '2026-12-08' });
    const byDay = placeOfferings([item], november);
    expect([...byDay.keys()]).to.deep.equal(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']);
    expect(shape(byDay.get('2026-11-30')![0])).to.equal('[>');
    expect(shape(byDay.get('2026-12-01')![0])).to.equal('<>');
    expect(shape(byDay.get('2026-12-05')![0])).to.equal('<>');
  });

  it('covers every visible day of a period longer than the grid, open at both ends', () => {
    const item = offering({ id: 'a', demand_start: '2026-10-01', demand_end: '2026-12-31', sub_start: null, sub_end: null, refund_date: null, listing_date: null });
    const byDay = placeOfferings([item], november);
    expect(byDay.size).to.equal(35);
    expect(shape(byDay.get('2026-11-01')![0])).to.equal('[<>');
    expect(shape(byDay.get('2026-11-04')![0])).to.equal('<>');
    expect(shape(byDay.get('2026-12-05')![0])).to.equal('<>');
  });

  it('starts a segment on each Sunday of a span that does not itself start on a Sunday', () => {
    // Wednesday 2026-11-04 to Friday 2026-11-20; the period runs Friday 6th to Tuesday 10th.
    const item = offering({ id: 'a', sub_start: '2026-11-06', sub_end: '2026-11-10' });
    const byDay = placeOfferings([item], { from: '2026-11-04', to: '2026-11-20' });
    const days = ['2026-11-06', '2026-11-07', '2026-11-08', '2026-11-09', '2026-11-10'];
    expect([...byDay.keys()]).to.deep.equal(days);
    expect(days.map((day) => shape(byDay.get(day)![0]))).to.deep.equal(['[>', '<>', '[<>', '<>', '<']);
  });

  it('places single days as closed one-day entries and skips what is out of view', () => {
    const item = offering({ id: 'a', refund_date: '2026-11-24', listing_date: '2026-12-10', sub_start: null, sub_end: null });
    const byDay = placeOfferings([item], november);
    expect([...byDay.keys()]).to.deep.equal(['2026-11-24']);
    expect(byDay.get('2026-11-24')!.map((entry) => [entry.stage, shape(entry)])).to.deep.equal([['refund', '[']]);
  });

  it('orders a day by stage, subscriptions first and demand forecasts last, then by the API order of the items', () => {
    const first = offering({ id: 'first', listing_date: '2026-11-24' });
    const second = offering({ id: 'second', sub_start: '2026-11-23', sub_end: '2026-11-24' });
    const third = offering({ id: 'third', sub_start: '2026-11-24', sub_end: '2026-11-25', demand_start: '2026-11-20', demand_end: '2026-11-24' });
    const day = placeOfferings([first, second, third], november).get('2026-11-24')!;
    expect(day.map((entry) => `${entry.stage}:${entry.offering.id}`)).to.deep.equal([
      'sub:second',
      'sub:third',
      'listing:first',
      'demand:third',
    ]);
  });
});
