import { expect } from '@open-wc/testing';
import { monthGrid } from '../../src/calendar/month-grid.js';
import { kstDateOf } from '../../src/time/kst.js';

/** Independent oracle: the UTC calendar, which is the same as the KST one for plain dates. */
function utcWeekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

describe('monthGrid', () => {
  // 2026 has a month starting on every weekday; the weekday of the 1st is written down by hand.
  const firstWeekdays: [string, number][] = [
    ['2026-02', 0],
    ['2026-06', 1],
    ['2026-09', 2],
    ['2026-04', 3],
    ['2026-01', 4],
    ['2026-05', 5],
    ['2026-08', 6],
  ];
  for (const [month, weekday] of firstWeekdays) {
    it(`lays out ${month}, which starts on weekday ${weekday}, Sunday first`, () => {
      const grid = monthGrid(month, '2000-01-01');
      const cells = grid.weeks.flat();
      expect(cells.findIndex((cell) => cell.inMonth)).to.equal(weekday);
      expect(cells[weekday].date).to.equal(`${month}-01`);
      for (const week of grid.weeks) {
        expect(week.map((cell) => cell.weekday)).to.deep.equal([0, 1, 2, 3, 4, 5, 6]);
        for (const cell of week) expect(utcWeekday(cell.date), cell.date).to.equal(cell.weekday);
      }
      for (let i = 1; i < cells.length; i++) {
        expect(Date.parse(cells[i].date) - Date.parse(cells[i - 1].date)).to.equal(86_400_000);
      }
      const inMonth = cells.filter((cell) => cell.inMonth).map((cell) => cell.date);
      expect(inMonth.every((date) => date.startsWith(month))).to.equal(true);
      expect(cells.filter((cell) => !cell.inMonth).every((cell) => !cell.date.startsWith(month))).to.equal(true);
      expect(grid.visible).to.deep.equal({ from: cells[0].date, to: cells[cells.length - 1].date });
    });
  }

  it('always shows six weeks, so that every month is as tall', () => {
    for (let month = 1; month <= 12; month++) {
      const grid = monthGrid(`2026-${String(month).padStart(2, '0')}`, '2000-01-01');
      expect(grid.weeks, `2026-${month}`).to.have.length(6);
      expect(grid.weeks.flat(), `2026-${month}`).to.have.length(42);
    }
  });

  it('fills two weeks of March after a 28-day February that starts on Sunday', () => {
    const grid = monthGrid('2026-02', '2000-01-01');
    expect(grid.visible).to.deep.equal({ from: '2026-02-01', to: '2026-03-14' });
    expect(
      grid.weeks
        .slice(0, 4)
        .flat()
        .every((cell) => cell.inMonth),
    ).to.equal(true);
    expect(
      grid.weeks
        .slice(4)
        .flat()
        .some((cell) => cell.inMonth),
    ).to.equal(false);
  });

  it('shows November 2026 from Sunday 11-01 to Saturday 12-12', () => {
    const grid = monthGrid('2026-11', '2000-01-01');
    expect(grid.visible).to.deep.equal({ from: '2026-11-01', to: '2026-12-12' });
  });

  it('reaches into both neighbours for a 31-day month starting on Friday, which fills the six weeks', () => {
    const grid = monthGrid('2026-05', '2000-01-01');
    expect(grid.visible).to.deep.equal({ from: '2026-04-26', to: '2026-06-06' });
  });

  it('counts the 29 days of a leap February', () => {
    const cells = monthGrid('2028-02', '2000-01-01').weeks.flat();
    expect(cells.filter((cell) => cell.inMonth)).to.have.length(29);
  });

  it('marks today only, also when today is an outside cell', () => {
    const marked = (month: string, today: string) =>
      monthGrid(month, today)
        .weeks.flat()
        .filter((cell) => cell.isToday)
        .map((cell) => cell.date);
    expect(marked('2026-11', '2026-11-24')).to.deep.equal(['2026-11-24']);
    expect(marked('2026-11', '2026-12-02')).to.deep.equal(['2026-12-02']);
    expect(marked('2026-11', '2026-12-24')).to.deep.equal([]);
  });

  it('marks the KST today of an injected clock, not the machine-local one', () => {
    // 15:30 UTC on the 24th is already 00:30 on the 25th in Seoul (and still the 24th in Los Angeles).
    const clock = () => Date.parse('2026-11-24T15:30:00Z');
    const today = monthGrid('2026-11', kstDateOf(clock()))
      .weeks.flat()
      .find((cell) => cell.isToday);
    expect(today?.date).to.equal('2026-11-25');
  });
});
