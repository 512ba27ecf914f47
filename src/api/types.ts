/** The shapes of API v1 (docs/mock-api.md states its contract), shared by the mock, the client and the element. */

/** The six stage values the API sends in `status`, in the spec's order. */
export const STATUS_VALUES = ['수요예측예정', '수요예측', '청약예정', '청약', '상장예정', '상장완료'] as const;
/** The query aliases, index for index with {@link STATUS_VALUES}. */
export const STATUS_ALIASES = [
  'demand_upcoming',
  'demand',
  'sub_upcoming',
  'sub',
  'listing_upcoming',
  'listed',
] as const;

export type StatusValue = (typeof STATUS_VALUES)[number];
export type StatusAlias = (typeof STATUS_ALIASES)[number];

/** The six schedule fields, in the order of the stages. */
export const DATE_FIELDS = [
  'demand_start',
  'demand_end',
  'sub_start',
  'sub_end',
  'refund_date',
  'listing_date',
] as const;
export type DateField = (typeof DATE_FIELDS)[number];

/** A KST calendar date, `YYYY-MM-DD`. */
export type KstDate = string;

/** One offering, `items[]` of a response. Every field is present; unknown values are null or `[]`. */
export interface Offering {
  id: string;
  corp_name: string;
  stock_code: string | null;
  market: string | null;
  is_spac: boolean;
  /** One of {@link STATUS_VALUES}, null, or (from a newer server) an unknown string kept as is. */
  status: string | null;
  demand_start: KstDate | null;
  demand_end: KstDate | null;
  sub_start: KstDate | null;
  sub_end: KstDate | null;
  refund_date: KstDate | null;
  listing_date: KstDate | null;
  price_low: number | null;
  price_high: number | null;
  price_final: number | null;
  lead_managers: string[];
  industry: string | null;
  ceo: string | null;
  est_date: KstDate | null;
  homepage: string | null;
  dart_url: string | null;
  detail_url: string | null;
  subscription_brokers: string[];
}

/** The body of a 200 response. */
export interface ListResponse {
  version: string;
  updated_at: string | null;
  count: number;
  total: number;
  items: Offering[];
}

/** The body of every error response. */
export interface ErrorBody {
  error: { code: string; message: string };
}

/**
 * The query of `GET /upcoming-ipos`, one shape from the element's attributes and a visitor's URL to the URL called:
 * absent or null is the API's default.
 */
export interface IpoQuery {
  status?: string | null;
  limit?: number;
  from?: KstDate | null;
  to?: KstDate | null;
  /** Leaves SPACs out (`spac=false`). */
  excludeSpac?: boolean;
}

/** Maps a Korean value or an alias to the Korean value; anything else to null. */
export function canonicalStatus(value: string): StatusValue | null {
  // No value is also an alias, so at most one of the two indexes is not -1.
  return (
    STATUS_VALUES[
      Math.max(STATUS_VALUES.indexOf(value as StatusValue), STATUS_ALIASES.indexOf(value as StatusAlias))
    ] ?? null
  );
}

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;
