import { expect } from '@open-wc/testing';
import { monthGrid } from '../../src/calendar/month-grid.js';
import { LINES_PER_DAY, placeOfferings, type DayEntry } from '../../src/calendar/placement.js';
import type { Offering } from '../../src/api/types.js';
import type { KstMonth } from '../../src/time/kst.js';
import { generateFixtures } from '../../src/mock/fixtures.js';
import { offering } from '../support/offering.js';

/**
 * An entry's flags as a compact string: [ labelled; < joined to the day before, ( open there (the period goes on,
 * not drawn beside); > joined to the day after, ) open there.
 */
function shape(entry: DayEntry): string {
  const start = entry.joinsPrevious ? '<' : entry.fromPrevious ? '(' : '';
  const end = entry.joinsNext ? '>' : entry.intoNext ? ')' : '';
  return `${entry.labelled ? '[' : ''}${start}${end}`;
}

describe('placeOfferings', () => {
  const november = monthGrid('2026-11', '2000-01-01').visible; // 2026-11-01 (Sun) … 2026-12-12 (Sat)

  it('draws a period across a week boundary as two segments of one continuous bar', () => {
    // Thursday 2026-11-19 to Tuesday 2026-11-24 crosses from one week row into the next.
    const item = offering({ id: 'a', sub_start: '2026-11-19', sub_end: '2026-11-24' });
    const byDay = placeOfferings([item], november);
    const days = ['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'];
    expect([...byDay.keys()]).to.deep.equal(days);
    expect(days.map((day) => shape(byDay.get(day)![0]))).to.deep.equal(['[>', '<>', '<>', '[<>', '<>', '<']);
    expect(days.every((day) => byDay.get(day)![0].offering === item && byDay.get(day)![0].stage === 'sub')).to.equal(
      true,
    );
  });

  it('shows a period from the previous month as continuing into the first cell, and cuts it at the grid', () => {
    const item = offering({ id: 'a', demand_start: '2026-10-28', demand_end: '2026-11-03' });
    const byDay = placeOfferings([item], november);
    expect([...byDay.keys()]).to.deep.equal(['2026-11-01', '2026-11-02', '2026-11-03']);
    expect(shape(byDay.get('2026-11-01')![0])).to.equal('[<>');
    expect(shape(byDay.get('2026-11-03')![0])).to.equal('<');
  });

  it('runs a period across the month end into the outside cells of the grid and beyond', () => {
    const item = offering({ id: 'a', sub_start: '2026-11-30', sub_end: '2026-12-15' });
    const byDay = placeOfferings([item], november);
    expect([...byDay.keys()]).to.have.length(13);
    expect([...byDay.keys()][0]).to.equal('2026-11-30');
    expect([...byDay.keys()].at(-1)).to.equal('2026-12-12');
    expect(shape(byDay.get('2026-11-30')![0])).to.equal('[>');
    expect(shape(byDay.get('2026-12-01')![0])).to.equal('<>');
    expect(shape(byDay.get('2026-12-06')![0]), 'named again where the sixth week starts').to.equal('[<>');
    expect(shape(byDay.get('2026-12-12')![0])).to.equal('<>');
  });

  it('covers every visible day of a period longer than the grid, open at both ends', () => {
    const item = offering({
      id: 'a',
      demand_start: '2026-10-01',
      demand_end: '2026-12-31',
      sub_start: null,
      sub_end: null,
      refund_date: null,
      listing_date: null,
    });
    const byDay = placeOfferings([item], november);
    expect(byDay.size).to.equal(42);
    expect(shape(byDay.get('2026-11-01')![0])).to.equal('[<>');
    expect(shape(byDay.get('2026-11-04')![0])).to.equal('<>');
    expect(shape(byDay.get('2026-12-12')![0])).to.equal('<>');
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
    const item = offering({
      id: 'a',
      refund_date: '2026-11-24',
      listing_date: '2026-12-20',
      sub_start: null,
      sub_end: null,
    });
    const byDay = placeOfferings([item], november);
    expect([...byDay.keys()]).to.deep.equal(['2026-11-24']);
    expect(byDay.get('2026-11-24')!.map((entry) => [entry.stage, shape(entry)])).to.deep.equal([['refund', '[']]);
  });

  it('orders a day by stage, subscriptions first and demand forecasts last, then by the API order of the items', () => {
    const first = offering({ id: 'first', listing_date: '2026-11-24' });
    const second = offering({ id: 'second', sub_start: '2026-11-23', sub_end: '2026-11-24' });
    const third = offering({
      id: 'third',
      sub_start: '2026-11-24',
      sub_end: '2026-11-25',
      demand_start: '2026-11-20',
      demand_end: '2026-11-24',
    });
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
    // Wednesday has a fourth line: its third goes to "+2 more", so the long bar is hidden there and named again on
    // Thursday.
    expect(byDay.get(wednesday)!.map((entry) => [entry.offering.id, entry.lane, entry.shown])).to.deep.equal([
      ['first', 0, true],
      ['second', 1, true],
      ['long', 2, false],
      ['late', 3, false],
    ]);
    // It stops on Tuesday and goes on, named, on Thursday: its ends there are open (square, not flush with Wednesday).
    expect(days.map((day) => shape(longOn(day)))).to.deep.equal(['[>', '<)', '()', '[(>', '<']);
    expect(
      days
        .map((day) => longOn(day))
        .filter((entry) => entry.labelled)
        .map((entry) => entry.runDays),
      'days its names may use',
    ).to.deep.equal([2, 2]);
  });

  it('draws a period in pieces on the days with a line free, when no drawn line is free on all its days', () => {
    // Sunday 2026-11-15 to Saturday 2026-11-21: Monday's first line and Wednesday's three are taken first.
    const week = { from: '2026-11-15', to: '2026-11-21' };
    const days = ['2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21'];
    const monday = offering({ id: 'monday', sub_start: days[1], sub_end: days[1] });
    const wednesday = ['w1', 'w2', 'w3'].map((id) => offering({ id, sub_start: days[3], sub_end: days[3] }));
    const long = offering({ id: 'long', demand_start: days[0], demand_end: days[6] });
    const byDay = placeOfferings([monday, ...wednesday, long], week);
    const longOn = days.map((day) => byDay.get(day)!.find((entry) => entry.offering === long)!);
    // Sunday to Tuesday on the second line (free longest from Sunday), hidden on Wednesday, Thursday on the first line.
    expect(longOn.map((entry) => entry.lane)).to.deep.equal([1, 1, 1, 3, 0, 0, 0]);
    expect(longOn.map((entry) => entry.shown)).to.deep.equal([true, true, true, false, true, true, true]);
    expect(longOn.map(shape)).to.deep.equal(['[>', '<>', '<)', '()', '[(>', '<>', '<']);
    expect(longOn.filter((entry) => entry.labelled).map((entry) => entry.runDays)).to.deep.equal([3, 3]);
    expect(byDay.get(days[3])!.map((entry) => [entry.offering.id, entry.lane, entry.shown])).to.deep.equal([
      ['w1', 0, true],
      ['w2', 1, true],
      ['w3', 2, false],
      ['long', 3, false],
    ]);
  });

  describe("on nine months of the demo's fixtures", () => {
    const offerings: Offering[] = generateFixtures('2026-11-23').map((record) => ({ ...record, status: null }));
    const months: KstMonth[] = [
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ];
    const placed = months.flatMap((month) => [
      ...placeOfferings(offerings, monthGrid(month, '2000-01-01').visible).values(),
    ]);

    it('gives every entry of a day its own line, shows a day that fits whole, and hides entries only under full lines', () => {
      let hiding = 0;
      for (const entries of placed) {
        expect(new Set(entries.map((entry) => entry.lane)).size).to.equal(entries.length);
        const shownLines = entries.filter((entry) => entry.shown).map((entry) => entry.lane);
        if (entries.length <= LINES_PER_DAY) expect(shownLines).to.have.length(entries.length);
        else {
          hiding++;
          // Every line above the one that says "+N more" has a bar.
          expect(shownLines).to.have.members([...Array(LINES_PER_DAY - 1).keys()]);
        }
      }
      expect(hiding, 'the fixtures fill some days').to.be.greaterThan(50);
    });

    it('joins a drawn bar only to the same bar drawn on the same line the day before', () => {
      let joined = 0;
      for (const entry of placed.flat()) {
        const { previous } = entry;
        if (!previous) continue;
        const same = previous.shown && entry.shown && previous.lane === entry.lane;
        if (entry.shown) expect(entry.joinsPrevious, entry.offering.corp_name).to.equal(same);
        if (previous.shown) expect(previous.joinsNext, previous.offering.corp_name).to.equal(same);
        expect(entry.fromPrevious && previous.intoNext, 'the period goes on').to.equal(true);
        if (same) joined++;
      }
      expect(joined, 'bars run across days').to.be.greaterThan(100);
    });
  });

  it('names a bar again where it goes on on another line', () => {
    // Monday 2026-11-16 to Wednesday 2026-11-18, under bars that leave no line free on all three days.
    const week = { from: '2026-11-15', to: '2026-11-21' };
    const sunday = offering({ id: 'sunday', sub_start: '2026-11-15', sub_end: '2026-11-15' });
    const toWednesday = offering({ id: 'to-wednesday', sub_start: '2026-11-15', sub_end: '2026-11-18' });
    const toMonday = offering({ id: 'to-monday', sub_start: '2026-11-15', sub_end: '2026-11-16' });
    const listing = offering({ id: 'listing', listing_date: '2026-11-18' });
    const long = offering({ id: 'long', demand_start: '2026-11-16', demand_end: '2026-11-18' });
    const byDay = placeOfferings([sunday, toWednesday, toMonday, listing, long], week);
    const longOn = ['2026-11-16', '2026-11-17', '2026-11-18'].map((day) =>
      byDay.get(day)!.find((entry) => entry.offering === long)!,
    );
    expect(longOn.map((entry) => [entry.lane, entry.shown])).to.deep.equal([
      [0, true],
      [0, true],
      [2, true],
    ]);
    // Tuesday's piece stops there, open; Wednesday's goes on, named and open, on its own line.
    expect(longOn.map(shape)).to.deep.equal(['[>', '<)', '[(']);
    expect(longOn.filter((entry) => entry.labelled).map((entry) => entry.runDays)).to.deep.equal([2, 1]);
  });

  it('shows nothing on lines when there are none (the compact grid)', () => {
    const item = offering({ id: 'a', sub_start: '2026-11-24', sub_end: '2026-11-25' });
    const byDay = placeOfferings([item], november, { maxLines: 0 });
    expect([...byDay.values()].flat().map((entry) => [entry.shown, entry.labelled])).to.deep.equal([
      [false, false],
      [false, false],
    ]);
  });
});

describe('placeOfferings: options', () => {
  const november = { from: '2026-11-01', to: '2026-12-12' };
  const day = '2026-11-24';
  const onDay = (id: string, field: 'sub' | 'listing' | 'demand') =>
    offering({
      id,
      ...(field === 'sub'
        ? { sub_start: day, sub_end: day }
        : field === 'listing'
          ? { listing_date: day }
          : { demand_start: day, demand_end: day }),
    });
  const subs = ['a', 'b', 'c'].map((id) => onDay(id, 'sub'));
  const listing = onDay('listing', 'listing');
  const demand = onDay('demand', 'demand');

  it('places only the stages asked for', () => {
    const entries = placeOfferings([...subs, demand], november, { stages: ['sub'] }).get(day)!;
    expect(entries.map((entry) => entry.offering.id)).to.deep.equal(['a', 'b', 'c']);
  });

  it('gives the offerings placed first the top lines, whatever their stage', () => {
    const shown = (first?: (item: Offering) => boolean) =>
      placeOfferings([...subs, listing], november, { first })
        .get(day)!
        .filter((entry) => entry.shown)
        .map((entry) => entry.offering.id);
    expect(shown(), '청약 before 상장').to.deep.equal(['a', 'b']);
    expect(shown((item) => item === listing)).to.deep.equal(['listing', 'a']);
  });
});
