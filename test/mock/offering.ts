/** A v1 offering with every field, for data sets that tests state explicitly. */
import type { Offering } from '../../src/api/types.js';
import { addDays } from '../../src/time/kst.js';

export function offering(overrides: Partial<Offering> & Pick<Offering, 'id'>): Omit<Offering, 'status'> {
  return {
    corp_name: `회사 ${overrides.id}`,
    stock_code: null,
    market: 'KOSDAQ',
    is_spac: false,
    demand_start: null,
    demand_end: null,
    sub_start: null,
    sub_end: null,
    refund_date: null,
    listing_date: null,
    price_low: null,
    price_high: null,
    price_final: null,
    lead_managers: [],
    industry: null,
    ceo: null,
    est_date: null,
    homepage: null,
    dart_url: null,
    detail_url: null,
    subscription_brokers: [],
    ...overrides,
  };
}

/** A full schedule whose subscription starts on `sub_start` (demand a week before, listing after). */
export function scheduled(id: string, sub_start: string, overrides: Partial<Offering> = {}) {
  const shift = (days: number) => addDays(sub_start, days);
  return offering({
    id,
    demand_start: shift(-9),
    demand_end: shift(-5),
    sub_start,
    sub_end: shift(1),
    refund_date: shift(3),
    listing_date: shift(10),
    ...overrides,
  });
}
