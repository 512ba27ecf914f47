/**
 * The weekdays on which Korean IPO schedules do not fall: the public holidays (공휴일, substitute holidays, election
 * days and temporary holidays included) and the exchange's closing days. Business days (./business-days.ts) skip them.
 */
import type { KstDate } from '../api/types.js';

/**
 * Each year's public holidays as the official almanac (월력요항) lists them, `MM-DD`, weekends included. 2028–2030 are
 * projected: the lunar dates (설날, 부처님 오신 날, 추석) with the substitute-holiday rules of 2027 and the election days
 * the election law sets; replace them with the almanac's once it is out.
 */
const PUBLIC_HOLIDAYS: Readonly<Record<number, string>> = {
  2020: '01-01 01-24 01-25 01-26 01-27 03-01 04-15 04-30 05-05 06-06 08-15 08-17 09-30 10-01 10-02 10-03 10-09 12-25',
  2021: '01-01 02-11 02-12 02-13 03-01 05-05 05-19 06-06 08-15 08-16 09-20 09-21 09-22 10-03 10-04 10-09 10-11 12-25',
  2022: '01-01 01-31 02-01 02-02 03-01 03-09 05-05 05-08 06-01 06-06 08-15 09-09 09-10 09-11 09-12 10-03 10-09 10-10 12-25',
  2023: '01-01 01-21 01-22 01-23 01-24 03-01 05-05 05-27 05-29 06-06 08-15 09-28 09-29 09-30 10-02 10-03 10-09 12-25',
  2024: '01-01 02-09 02-10 02-11 02-12 03-01 04-10 05-05 05-06 05-15 06-06 08-15 09-16 09-17 09-18 10-01 10-03 10-09 12-25',
  2025: '01-01 01-27 01-28 01-29 01-30 03-01 03-03 05-05 05-06 06-03 06-06 08-15 10-03 10-05 10-06 10-07 10-08 10-09 12-25',
  2026: '01-01 02-16 02-17 02-18 03-01 03-02 05-01 05-05 05-24 05-25 06-03 06-06 07-17 08-15 08-17 09-24 09-25 09-26 10-03 10-05 10-09 12-25',
  2027: '01-01 02-06 02-07 02-08 02-09 03-01 05-01 05-03 05-05 05-13 06-06 07-17 07-19 08-15 08-16 09-14 09-15 09-16 10-03 10-04 10-09 10-11 12-25 12-27',
  2028: '01-01 01-26 01-27 01-28 03-01 04-12 05-01 05-02 05-05 06-06 07-17 08-15 10-02 10-03 10-04 10-05 10-09 12-25',
  2029: '01-01 02-12 02-13 02-14 03-01 05-01 05-05 05-07 05-20 05-21 06-06 07-17 08-15 09-21 09-22 09-23 09-24 10-03 10-09 12-25',
  2030: '01-01 02-02 02-03 02-04 02-05 03-01 03-27 05-01 05-05 05-06 05-09 06-05 06-06 07-17 08-15 09-11 09-12 09-13 10-03 10-09 12-25',
};

/** The years the table covers; outside them, only the exchange's closing days are known. */
export const HOLIDAY_YEARS = { first: 2020, last: 2030 } as const;

/**
 * The exchange's own closing days, every year: Labour Day (근로자의 날, a public holiday as 노동절 from 2026 on) and the
 * year-end closing day.
 */
const MARKET_CLOSING_DAYS = ['05-01', '12-31'];

const HOLIDAYS: ReadonlySet<KstDate> = new Set(
  Object.entries(PUBLIC_HOLIDAYS).flatMap(([year, days]) => days.split(' ').map((day) => `${year}-${day}`)),
);

/** Whether a date is a public holiday or a closing day of the exchange (whatever its weekday). */
export function isHoliday(date: KstDate): boolean {
  return HOLIDAYS.has(date) || MARKET_CLOSING_DAYS.includes(date.slice(5));
}
