/**
 * ISO 8601 weeks (Monday to Sunday) of KST dates, for the share pages: the week a link names (`2026-W50`), and the
 * week that "this week" means on a day. Pure date math on `YYYY-MM-DD` strings.
 */
import type { KstDate } from '../api/types.js';
import { addDays, daysBetween, isKstDate, weekdayOf } from '../time/kst.js';

/** An ISO week: its Monday and Sunday, and its name, `2026-W50`. */
export interface IsoWeek {
  name: string;
  monday: KstDate;
  sunday: KstDate;
}

const WEEK_NAME = /^(\d{4})-W(\d{2})$/;

/** The Monday of the week that holds `date`. */
const mondayOf = (date: KstDate): KstDate => addDays(date, -((weekdayOf(date) + 6) % 7));

/** The ISO week that holds `date`: its year is the year of its Thursday. */
export function isoWeekOf(date: KstDate): IsoWeek {
  const monday = mondayOf(date);
  const thursday = addDays(monday, 3);
  const year = thursday.slice(0, 4);
  const week = Math.floor(daysBetween(`${year}-01-01`, thursday) / 7) + 1;
  return { name: `${year}-W${String(week).padStart(2, '0')}`, monday, sunday: addDays(monday, 6) };
}

/** The week a link names, `YYYY-Www`; null for a name that is no week (W00, W53 of a 52-week year, a bad year). */
export function parseIsoWeek(name: string): IsoWeek | null {
  const match = WEEK_NAME.exec(name);
  if (!match) return null;
  const [, year, week] = match;
  // 4 January is always in week 1.
  const january4 = `${year}-01-04`;
  if (!isKstDate(january4) || +week < 1) return null;
  const found = isoWeekOf(addDays(mondayOf(january4), (+week - 1) * 7));
  return found.name === name ? found : null;
}

/**
 * The week "this week" shares on `today`: the week that holds it, and from Saturday on the next one, whose
 * subscriptions readers plan for over the weekend.
 */
export function shareWeekOf(today: KstDate): IsoWeek {
  const weekday = weekdayOf(today);
  return isoWeekOf(weekday === 6 || weekday === 0 ? addDays(today, 2) : today);
}
