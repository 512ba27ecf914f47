/**
 * Corrections (정정신고서), as the demo files them: each one moves an offering's whole schedule two weeks later and cuts
 * its price band, as a correction of an offering's terms does, so that a change can be seen (the element's change
 * mark, the feed's SEQUENCE). The mock keeps how many it filed for each offering id and applies them to the data
 * whenever it is read, the collection of later days included.
 */
import { DATE_FIELDS, type KstDate } from '../api/types.js';
import { addBusinessDays } from '../time/business-days.js';
import type { OfferingRecord } from './fixtures.js';

/** Business days a correction moves each date by: two weeks. */
export const CORRECTION_BUSINESS_DAYS = 10;
/** What a correction leaves of each end of the band, rounded to 500 won as the fixtures' bands are. */
const BAND_KEPT = 0.85;
const BAND_STEP = 500;

/** Corrections filed, by offering id. */
export type Corrections = ReadonlyMap<string, number>;

const cut = (price: number | null, times: number) =>
  price === null ? null : Math.max(BAND_STEP, Math.round((price * BAND_KEPT ** times) / BAND_STEP) * BAND_STEP);

/**
 * The offering after `times` corrections: every date later by two weeks of business days each time, the band cut by
 * 15 % each time. Until the moved demand forecasting ends, the final price and the subscription brokers are unknown
 * again.
 */
export function correctedRecord(record: OfferingRecord, times: number, today: KstDate): OfferingRecord {
  const moved: OfferingRecord = {
    ...record,
    price_low: cut(record.price_low, times),
    price_high: cut(record.price_high, times),
  };
  for (const field of DATE_FIELDS) {
    const date = record[field];
    moved[field] = date === null ? null : addBusinessDays(date, CORRECTION_BUSINESS_DAYS * times);
  }
  if (moved.demand_end !== null && moved.demand_end >= today) {
    moved.price_final = null;
    moved.subscription_brokers = [];
  }
  return moved;
}

/** The data with the corrections filed. */
export function withCorrections(records: OfferingRecord[], corrections: Corrections, today: KstDate): OfferingRecord[] {
  if (corrections.size === 0) return records;
  return records.map((record) => {
    const times = corrections.get(record.id);
    return times ? correctedRecord(record, times, today) : record;
  });
}

/**
 * The offering a correction is filed for when none is named: the next to open for subscription whose demand
 * forecasting has not started, leaving out SPACs, whose price is fixed.
 */
export function nextCorrectable(records: readonly OfferingRecord[], today: KstDate): OfferingRecord | undefined {
  return records
    .filter((record) => !record.is_spac && record.sub_start !== null && record.demand_start !== null)
    .filter((record) => record.demand_start! > today)
    .sort((a, b) => (a.sub_start! < b.sub_start! ? -1 : a.sub_start! > b.sub_start! ? 1 : a.id < b.id ? -1 : 1))[0];
}
