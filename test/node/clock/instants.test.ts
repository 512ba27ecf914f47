/**
 * The run's instant (test/clock/instants.mjs): the list holds each kind of day that date code breaks on, consecutive
 * days go through the whole list, and IPO_TEST_NOW chooses, or says what it wants.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isHoliday } from '../../../src/time/holidays.js';
import {
  isWeekendDay,
  kstDateOf,
  kstStartOf,
  kstTimeOf,
  lastDayOfMonth,
  monthOf,
  weekdayOf,
} from '../../../src/time/kst.js';
import { chooseTestInstant, INSTANTS, instantLine } from '../../clock/instants.mjs';

const DAY_MS = 86_400_000;
const days = INSTANTS.map(({ iso }) => {
  const ms = Date.parse(iso);
  const date = kstDateOf(ms);
  return { iso, ms, date, time: kstTimeOf(ms), weekday: weekdayOf(date) };
});

describe('the instants a run may take', () => {
  const kinds: [string, (day: (typeof days)[number]) => boolean][] = [
    ['a weekday morning', (day) => !isWeekendDay(day.weekday) && !isHoliday(day.date) && day.time < '12:00'],
    ['a Sunday', (day) => day.weekday === 0],
    ['a public holiday on a weekday', (day) => isHoliday(day.date) && !isWeekendDay(day.weekday)],
    [
      "23:59:59.5 KST on a month's last day",
      (day) => day.date === lastDayOfMonth(monthOf(day.date)) && day.ms - kstStartOf(day.date) === DAY_MS - 500,
    ],
    ['00:00:00 KST', (day) => day.ms === kstStartOf(day.date)],
    ['31 December', (day) => day.date.endsWith('-12-31')],
    ['2028-02-29', (day) => day.date === '2028-02-29'],
  ];
  for (const [kind, is] of kinds) {
    it(`hold ${kind}`, () =>
      assert.ok(days.some(is), `${kind}: none of ${INSTANTS.map((each) => each.iso).join(', ')}`));
  }

  it('are taken in turn by the real date: consecutive days take every one', () => {
    const start = Date.parse('2026-12-06T12:00:00Z');
    const taken = new Set(INSTANTS.map((_, day) => chooseTestInstant({}, start + day * DAY_MS).iso));
    assert.equal(taken.size, INSTANTS.length);
  });

  it('give way to IPO_TEST_NOW, which the first line names', () => {
    const instant = chooseTestInstant({ IPO_TEST_NOW: '2027-03-02T09:00:00+09:00' }, 0);
    assert.equal(instant.ms, Date.parse('2027-03-02T00:00:00Z'));
    assert.equal(instantLine(instant), 'IPO_TEST_NOW=2027-03-02T09:00:00+09:00 (set by IPO_TEST_NOW)');
  });

  for (const wrong of ['tomorrow', '2027-03-02', '2027-03-02T09:00:00']) {
    it(`refuse IPO_TEST_NOW=${wrong}, saying what they want`, () => {
      assert.throws(
        () => chooseTestInstant({ IPO_TEST_NOW: wrong }, 0),
        /IPO_TEST_NOW must be an ISO 8601 instant with its offset/,
      );
    });
  }
});
