import { expect } from '@open-wc/testing';
import { monthGrid } from '../../src/calendar/month-grid.js';
import { placeOfferings, type DayEntry } from '../../src/calendar/placement.js';
import { offering } from '../support/offering.js';

/** An entry's flags as a compact string: < from previous, > into next, [ labelled. */
function shape(entry: DayEntry): string {
  return `${entry.labelled ? '[' : ''}${entry.fromPrevious ? '<' : ''}${entry.intoNext ? '>' : ''}`;
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

  it('names a bar again on each Sunday of a span that does not itself start on a Sunday', () => {
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

  it('keeps a bar on one line through its week row, leaves lines free for it, and names it again after a day that hid it', () => {
    // Monday 2026-11-16 to Friday 2026-11-20: two subscriptions fill Wednesday's first two lines.
    const week = { from: '2026-11-15', to: '2026-11-21' };
    const wednesday = '2026-11-18';
    const first = offering({ id: 'first', sub_start: wednesday, sub_end: wednesday });
    const second = offering({ id: 'second', sub_start: wednesday, sub_end: wednesday });
    const long = offering({ id: 'long', demand_start: '2026-11-16', demand_end: '2026-11-20' });
    const late = offering({ id: 'late', demand_start: wednesday, demand_end: wednesday });
    const byDay = placeOfferings([first, second, long, late], week);
    const days = ['2026-11-16', '2026-11-17', wednesday, '2026-11-19', '2026-11-20'];
    const longOn = (day: string) => byDay.get(day)!.find((entry) => entry.offering === long)!;
    expect(days.map((day) => longOn(day).lane)).to.deep.equal([2, 2, 2, 2, 2]);
    // Wednesday has a fourth line: its third goes to "+2 more", so the long bar is hidden there and named again on Thursday.
    expect(byDay.get(wednesday)!.map((entry) => [entry.offering.id, entry.lane, entry.shown])).to.deep.equal([
      ['first', 0, true],
      ['second', 1, true],
      ['long', 2, false],
      ['late', 3, false],
    ]);
    expect(days.map((day) => shape(longOn(day)))).to.deep.equal(['[>', '<>', '<>', '[<>', '<']);
  });

  it('shows nothing on lines when there are none (the compact grid)', () => {
    const item = offering({ id: 'a', sub_start: '2026-11-24', sub_end: '2026-11-25' });
    const byDay = placeOfferings([item], november, 0);
    expect([...byDay.values()].flat().map((entry) => [entry.shown, entry.labelled])).to.deep.equal([[false, false], [false, false]]);
  });
});
