/**
 * Tolerant reading of a v1 body: unknown fields are ignored, missing or mistyped values become
 * null, `[]` or `false`, and items without a usable `id` or `corp_name` are dropped and counted.
 * Strings are copied as strings; nothing here builds markup.
 */
import type { ListResponse, Offering } from '../api/types.js';
import { isKstDate } from '../time/kst.js';

export interface ParsedList {
  data: ListResponse;
  /** Items left out because they had no usable `id` or `corp_name`. */
  dropped: number;
}

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const date = (value: unknown): string | null => (isKstDate(value) ? value : null);
const amount = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((entry) => typeof entry === 'string') : []);
const count = (value: unknown): number | null => (Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : null);
const name = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** The body as a {@link ListResponse}, or null when it is not the v1 shape (`items` not an array). */
export function parseListResponse(body: unknown): ParsedList | null {
  if (!isFields(body) || !Array.isArray(body.items)) return null;
  const items: Offering[] = [];
  for (const raw of body.items) {
    const offering = parseOffering(raw);
    if (offering) items.push(offering);
  }
  const sent = count(body.count) ?? body.items.length;
  return {
    data: {
      version: text(body.version) ?? 'v1',
      updated_at: text(body.updated_at),
      count: sent,
      total: count(body.total) ?? sent,
      items,
    },
    dropped: body.items.length - items.length,
  };
}

function parseOffering(raw: unknown): Offering | null {
  if (!isFields(raw)) return null;
  const id = name(raw.id);
  const corpName = name(raw.corp_name);
  if (id === null || corpName === null) return null;
  return {
    id,
    corp_name: corpName,
    stock_code: text(raw.stock_code),
    market: text(raw.market),
    is_spac: raw.is_spac === true,
    status: text(raw.status),
    demand_start: date(raw.demand_start),
    demand_end: date(raw.demand_end),
    sub_start: date(raw.sub_start),
    sub_end: date(raw.sub_end),
    refund_date: date(raw.refund_date),
    listing_date: date(raw.listing_date),
    price_low: amount(raw.price_low),
    price_high: amount(raw.price_high),
    price_final: amount(raw.price_final),
    lead_managers: texts(raw.lead_managers),
    industry: text(raw.industry),
    ceo: text(raw.ceo),
    est_date: date(raw.est_date),
    homepage: text(raw.homepage),
    dart_url: text(raw.dart_url),
    detail_url: text(raw.detail_url),
    subscription_brokers: texts(raw.subscription_brokers),
  };
}
