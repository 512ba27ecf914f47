import type { KstDate, Offering } from '../api/types.js';
import { bandPosition, type BandPosition } from './band-position.js';
import { stagesOf, type StageSpan } from './stages.js';
import { statusKeyOf, type StatusKey } from './status.js';

const MARKETS = ['KOSPI', 'KOSDAQ'] as const;
export type MarketKey = (typeof MARKETS)[number];

/** What a list row shows of an offering, independent of language. */
export interface ListItem {
  id: string;
  name: string;
  /** Null when absent or not one of the two markets the spec names. */
  market: MarketKey | null;
  isSpac: boolean;
  status: StatusKey;
  stages: StageSpan[];
  priceLow: number | null;
  priceHigh: number | null;
  priceFinal: number | null;
  bandPosition: BandPosition | null;
  leadManagers: readonly string[];
}

export function toListItem(offering: Offering, todayKst: KstDate): ListItem {
  const { price_low: low, price_high: high, price_final: final } = offering;
  return {
    id: offering.id,
    name: offering.corp_name,
    market: MARKETS.find((market) => market === offering.market) ?? null,
    isSpac: offering.is_spac === true,
    status: statusKeyOf(offering.status),
    stages: stagesOf(offering, todayKst),
    priceLow: low,
    priceHigh: high,
    priceFinal: final,
    bandPosition: bandPosition(final, low, high),
    leadManagers: offering.lead_managers,
  };
}
