/**
 * Tolerant reading of a v1 body: unknown fields are ignored, missing or mistyped values become
 * null, `[]` or `false`, and items without a usable `id` or `corp_name` are dropped.
 * Strings are copied as strings; nothing here builds markup.
 */
import { DATE_FIELDS, type ListResponse, type Offering } from '../api/types.js';
import { isKstDate } from '../time/kst.js';

type Fields = Record<string, unknown>;

export const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const date = (value: unknown): string | null => (isKstDate(value) ? value : null);
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry) => typeof entry === 'string') : [];
const count = (value: unknown): number | null =>
  Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : null;
/** A price in won is a whole number of at least 1: a negative, fractional or endless amount reads as unknown. */
const amount = (value: unknown): number | null => count(value) || null;
const name = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/** The body as a {@link ListResponse}, or null when it is not the v1 shape (`items` not an array). */
export function parseListResponse(body: unknown): ListResponse | null {
  // Reading a field of any JSON value but null is safe: a primitive or an array simply has none of these.
  const fields = body as Fields | null;
  if (!Array.isArray(fields?.items)) return null;
  const sent = fields.items.length;
  const items = fields.items.map(parseOffering).filter((offering) => offering !== null);
  return {
    version: text(fields.version) ?? 'v1',
    updated_at: text(fields.updated_at),
    count: items.length,
    // Dropped items are in neither number, so that total exceeds count only where the server's limit cut the list.
    total: Math.max(count(fields.total) ?? 0, sent) - sent + items.length,
    items,
  };
}

// Each field name once, with how it is read.
const FIELDS: [readonly string[], (value: unknown) => unknown][] = [
  [['stock_code', 'market', 'status', 'industry', 'ceo', 'homepage', 'dart_url', 'detail_url'], text],
  [[...DATE_FIELDS, 'est_date'], date],
  [['price_low', 'price_high', 'price_final'], amount],
  [['lead_managers', 'subscription_brokers'], texts],
];

/** One offering of a body (or of what a page stored), or null without a usable `id` or `corp_name`. */
export function parseOffering(raw: Fields | null): Offering | null {
  const id = name(raw?.id);
  const corp_name = name(raw?.corp_name);
  if (!id || !corp_name) return null;
  const offering: Fields = { id, corp_name, is_spac: raw!.is_spac === true };
  for (const [fields, read] of FIELDS) for (const field of fields) offering[field] = read(raw![field]);
  return offering as unknown as Offering;
}
