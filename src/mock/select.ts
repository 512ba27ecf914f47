/** Status, filters and ordering of `GET /upcoming-ipos`, as the spec states them. */
import { DATE_FIELDS, type KstDate, type Offering } from '../api/types.js';
import type { OfferingRecord } from './fixtures.js';
import type { ValidQuery } from '../api/query.js';
import { statusOn } from './status-rules.js';

/** An offering passes the period when any one of its six schedule dates lies in it, bounds included. */
function inPeriod(offering: OfferingRecord, from: KstDate | null, to: KstDate | null): boolean {
  if (from === null && to === null) return true;
  return DATE_FIELDS.some((field) => {
    const date = offering[field];
    return date !== null && (from === null || date >= from) && (to === null || date <= to);
  });
}

/** Ascending by the first of sub_start, demand_start, listing_date; none of them last; ties by name, then id. */
function orderKey(offering: OfferingRecord): KstDate | null {
  return offering.sub_start ?? offering.demand_start ?? offering.listing_date;
}

function compare(a: OfferingRecord, b: OfferingRecord): number {
  const keyA = orderKey(a);
  const keyB = orderKey(b);
  if (keyA !== keyB) {
    if (keyA === null) return 1;
    if (keyB === null) return -1;
    return keyA < keyB ? -1 : 1;
  }
  if (a.corp_name !== b.corp_name) return a.corp_name < b.corp_name ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Adds the computed status, placed where the spec lists it. */
function withStatus(today: KstDate) {
  return ({ id, corp_name, stock_code, market, is_spac, ...schedule }: OfferingRecord): Offering => ({
    id,
    corp_name,
    stock_code,
    market,
    is_spac,
    status: statusOn(schedule, today),
    ...schedule,
  });
}

export interface Selection {
  total: number;
  items: Offering[];
}

export function selectOfferings(records: readonly OfferingRecord[], query: ValidQuery, today: KstDate): Selection {
  const passing = records
    .map(withStatus(today))
    .filter((offering) => query.status === null || offering.status === query.status)
    .filter((offering) => !(query.excludeSpac && offering.is_spac))
    .filter((offering) => inPeriod(offering, query.from, query.to))
    .sort(compare);
  return { total: passing.length, items: passing.slice(0, query.limit) };
}
