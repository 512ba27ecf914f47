/**
 * The bench's data sets: offerings whose every stage (수요예측, 청약, 환불, 상장) falls inside November 2026, on
 * business-day schedules. Seeded, so that every run measures the same data; a smaller set is the start of a larger.
 */
import type { KstDate } from '../src/api/types.js';
import { addBusinessDays } from '../src/time/business-days.js';
import { NAME_HEADS, NAME_TAILS } from '../src/mock/fixtures.js';
import { seededRandom } from '../src/mock/random.js';

export const BENCH_MONTH = '2026-11';
/** The in-page timings and the trace of the longest task. */
export const OFFERING_COUNT = 100;
/** The page-level figure: a busy month (the mock's own data has about 20 a month). */
export const PAGE_OFFERING_COUNT = 25;

const FIRST_BUSINESS_DAY: KstDate = '2026-11-02';
/** The latest start that still lists by 2026-11-30 with the longest gaps below (21 business days in the month). */
const LATEST_START_OFFSET = 7;

export interface BenchOffering {
  id: string;
  corp_name: string;
  market: 'KOSPI' | 'KOSDAQ';
  is_spac: boolean;
  demand_start: KstDate;
  demand_end: KstDate;
  sub_start: KstDate;
  sub_end: KstDate;
  refund_date: KstDate;
  listing_date: KstDate;
  price_low: number;
  price_high: number;
  lead_managers: string[];
}

export function benchOfferings(count: number): BenchOffering[] {
  const random = seededRandom(2026_11);
  return Array.from({ length: count }, (_, index) => {
    const demandStart = addBusinessDays(FIRST_BUSINESS_DAY, random.int(0, LATEST_START_OFFSET));
    const demandEnd = addBusinessDays(demandStart, 4);
    const subStart = addBusinessDays(demandEnd, random.int(2, 3));
    const subEnd = addBusinessDays(subStart, 1);
    const refund = addBusinessDays(subEnd, 2);
    const listing = addBusinessDays(refund, random.int(2, 3));
    const low = 500 * random.int(10, 80);
    return {
      id: `00000000-0000-4000-a000-${String(index).padStart(12, '0')}`,
      corp_name: `${NAME_HEADS[index % NAME_HEADS.length]}${NAME_TAILS[Math.floor(index / NAME_HEADS.length)]}`,
      market: random.next() < 0.8 ? 'KOSDAQ' : 'KOSPI',
      is_spac: false,
      demand_start: demandStart,
      demand_end: demandEnd,
      sub_start: subStart,
      sub_end: subEnd,
      refund_date: refund,
      listing_date: listing,
      price_low: low,
      price_high: low + 500 * random.int(1, 10),
      lead_managers: ['미래에셋증권'],
    };
  });
}
