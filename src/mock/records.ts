/**
 * Checks a data set given to the mock (`--data` file or the `data` option): a JSON array of
 * offerings in the v1 item shape. `id` and `corp_name` are required, `is_spac` defaults to false,
 * other missing fields become null or []. `status` is dropped: the mock computes it.
 */
import { DATE_FIELDS, type Offering } from '../api/types.js';
import { isCalendarDate } from '../api/calendar-date.js';
import type { OfferingRecord } from './fixtures.js';

const STRING_FIELDS = ['stock_code', 'market', 'industry', 'ceo', 'homepage', 'dart_url', 'detail_url'] as const;
const NUMBER_FIELDS = ['price_low', 'price_high', 'price_final'] as const;
const DATE_LIKE_FIELDS = [...DATE_FIELDS, 'est_date'] as const;
const LIST_FIELDS = ['lead_managers', 'subscription_brokers'] as const;

export class DataError extends Error {}

function check(condition: boolean, where: string, what: string): void {
  if (!condition) throw new DataError(`${where}: ${what}`);
}

function toRecord(raw: unknown, index: number): OfferingRecord {
  const where = `item ${index}`;
  check(typeof raw === 'object' && raw !== null && !Array.isArray(raw), where, 'is not an object');
  const item = raw as Record<string, unknown>;
  const field = (name: string) => item[name] ?? null;
  check(typeof item.id === 'string' && item.id !== '', where, '"id" must be a non-empty string');
  check(typeof item.corp_name === 'string' && item.corp_name !== '', where, '"corp_name" must be a non-empty string');
  check(item.is_spac === undefined || typeof item.is_spac === 'boolean', where, '"is_spac" must be true or false');
  const record: Record<string, unknown> = { id: item.id, corp_name: item.corp_name, is_spac: item.is_spac ?? false };
  for (const name of STRING_FIELDS) {
    check(field(name) === null || typeof field(name) === 'string', where, `"${name}" must be a string or null`);
    record[name] = field(name);
  }
  for (const name of NUMBER_FIELDS) {
    check(field(name) === null || Number.isFinite(field(name)), where, `"${name}" must be a number or null`);
    record[name] = field(name);
  }
  for (const name of DATE_LIKE_FIELDS) {
    check(field(name) === null || isCalendarDate(field(name)), where, `"${name}" must be a date YYYY-MM-DD or null`);
    record[name] = field(name);
  }
  for (const name of LIST_FIELDS) {
    const list = field(name) ?? [];
    check(
      Array.isArray(list) && list.every((v) => typeof v === 'string'),
      where,
      `"${name}" must be an array of strings`,
    );
    record[name] = list;
  }
  return record as Omit<Offering, 'status'>;
}

export function toRecords(raw: unknown): OfferingRecord[] {
  if (!Array.isArray(raw)) throw new DataError('the data must be a JSON array of offerings');
  const records = raw.map(toRecord);
  const ids = new Set<string>();
  records.forEach((record, index) => {
    check(!ids.has(record.id), `item ${index}`, `duplicate id "${record.id}"`);
    ids.add(record.id);
  });
  return records;
}
