/** A v1 offering with every field: no dates, extras null or empty; tests set the fields they are about. */
import type { Offering } from '../../src/api/types.js';
import { addDays } from '../../src/time/kst.js';

export function offering(overrides: Partial<Offering> = {}): Offering {
  const id = overrides.id ?? '00000000-0000-4000-8000-000000000001';
  return {
    id,
    corp_name: `회사 ${id}`,
    stock_code: null,
    market: 'KOSDAQ',
    is_spac: false,
    status: null,
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
export function scheduled(id: string, sub_start: string, overrides: Partial<Offering> = {}): Offering {
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
