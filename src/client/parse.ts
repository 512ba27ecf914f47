/**
 * Tolerant reading of a v1 body: unknown fields are ignored, missing or mistyped values become
 * null, `[]` or `false`, and items without a usable `id` or `corp_name` are dropped and counted.
 * Strings are copied as strings; nothing here builds markup.
 */
import { DATE_FIELDS, type ListResponse, type Offering } from '../api/types.js';
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

// Each field name once, with how it is read.
const FIELDS: [readonly string[], (value: unknown) => unknown][] = [
  [['stock_code', 'market', 'status', 'industry', 'ceo', 'homepage', 'dart_url', 'detail_url'], text],
  [[...DATE_FIELDS, 'est_date'], date],
  [['price_low', 'price_high', 'price_final'], amount],
  [['lead_managers', 'subscription_brokers'], texts],
];

function parseOffering(raw: unknown): Offering | null {
  if (!isFields(raw)) return null;
  const id = name(raw.id);
  const corp_name = name(raw.corp_name);
  if (id === null || corp_name === null) return null;
  const offering: Fields = { id, corp_name, is_spac: raw.is_spac === true };
  for (const [fields, read] of FIELDS) for (const field of fields) offering[field] = read(raw[field]);
  return offering as unknown as Offering;
}
