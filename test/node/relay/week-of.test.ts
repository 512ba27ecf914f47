import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isoWeekOf, parseIsoWeek, shareWeekOf } from '../../../src/relay/week-of.js';

describe('week-of', () => {
  it('names the ISO week of a date, its year the year of its Thursday', () => {
    const table: [string, string, string][] = [
      ['2026-12-07', '2026-W50', '2026-12-07'],
      ['2026-12-13', '2026-W50', '2026-12-07'],
      ['2026-12-31', '2026-W53', '2026-12-28'],
      ['2027-01-03', '2026-W53', '2026-12-28'],
      ['2027-01-04', '2027-W01', '2027-01-04'],
      ['2024-12-30', '2025-W01', '2024-12-30'],
      ['2028-02-29', '2028-W09', '2028-02-28'],
      ['2021-01-01', '2020-W53', '2020-12-28'],
    ];
    for (const [date, name, monday] of table) {
      const week = isoWeekOf(date);
      assert.deepEqual([week.name, week.monday], [name, monday], date);
    }
  });

  it('reads a week name, and refuses what is no week', () => {
    assert.deepEqual(parseIsoWeek('2026-W50'), { name: '2026-W50', monday: '2026-12-07', sunday: '2026-12-13' });
    assert.equal(parseIsoWeek('2026-W53')?.monday, '2026-12-28');
    assert.equal(parseIsoWeek('2025-W01')?.monday, '2024-12-30');
    for (const bad of ['2027-W53', '2026-W00', '2026-W54', '2026-w50', '2026-W5', '0999-W10', '2026-W50x', ''])
      assert.equal(parseIsoWeek(bad), null, bad);
  });

  it('shares the week of today, and from Saturday on the next one', () => {
    const table: [string, string][] = [
      ['2026-12-07', '2026-W50'], // Monday
      ['2026-12-11', '2026-W50'], // Friday
      ['2026-12-12', '2026-W51'], // Saturday
      ['2026-12-13', '2026-W51'], // Sunday
      ['2026-12-26', '2026-W53'], // Saturday before the year's last week
      ['2027-01-02', '2027-W01'], // Saturday: the next week is the new year's first
      ['2028-02-29', '2028-W09'], // Tuesday
    ];
    for (const [today, name] of table) assert.equal(shareWeekOf(today).name, name, today);
  });
});
