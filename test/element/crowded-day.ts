/**
 * Data that fills the month view: twelve offerings on today (2026-11-23, the helpers' clock), in every stage, and a busy
 * week after it.
 */
import { offering, scheduled } from '../support/offering.js';

export const CROWDED_DAY = [
  ...Array.from({ length: 12 }, (_, n) =>
    offering({
      id: `today-${n}`,
      corp_name: `붐비는날${n}호 아주긴이름주식회사`,
      ...[
        { demand_start: '2026-11-23', demand_end: '2026-11-27' },
        { sub_start: '2026-11-23', sub_end: '2026-11-24' },
        { refund_date: '2026-11-23' },
        { listing_date: '2026-11-23' },
      ][n % 4],
    }),
  ),
  ...Array.from({ length: 10 }, (_, n) => scheduled(`week-${n}`, `2026-11-${25 + (n % 5)}`)),
];
