import { DATE_FIELDS, type Offering } from '../api/types.js';

/** The fields of an offering that a reader plans by, in the API's names: what "changed since you looked" compares. */
export const SNAPSHOT_FIELDS = [
  ...DATE_FIELDS,
  'price_low',
  'price_high',
  'price_final',
  'subscription_brokers',
] as const;
export type SnapshotField = (typeof SNAPSHOT_FIELDS)[number];

/** The schedule of an offering as the reader saw it: its values as the API sent them. */
export type Snapshot = Pick<Offering, SnapshotField>;

export function snapshotOf(offering: Offering): Snapshot {
  const snapshot = Object.fromEntries(SNAPSHOT_FIELDS.map((field) => [field, offering[field]])) as Snapshot;
  return { ...snapshot, subscription_brokers: [...offering.subscription_brokers] };
}

const PRICE_FIELDS = ['price_low', 'price_high', 'price_final'] as const;

/** True for a value of the snapshot's shape, such as one read back from storage (dates are not checked further). */
export function isSnapshot(value: unknown): value is Snapshot {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const brokers = record.subscription_brokers;
  return (
    DATE_FIELDS.every((field) => record[field] === null || typeof record[field] === 'string') &&
    PRICE_FIELDS.every((field) => record[field] === null || typeof record[field] === 'number') &&
    Array.isArray(brokers) &&
    brokers.every((name) => typeof name === 'string')
  );
}
