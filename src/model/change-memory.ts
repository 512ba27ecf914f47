/**
 * "What changed since you looked": the schedule each offering had when the reader last saw it, and the offerings
 * marked changed since. Plain JSON, one value that every element of the page reads and writes (the element keeps it
 * under {@link CHANGE_MEMORY_KEY}); these functions never change the value they are given. Time is epoch ms.
 *
 * - An offering seen for the first time is remembered, not marked: a reader's first visit marks nothing.
 * - When a body's schedule differs from the one seen, the offering is marked, and the change is reported once; a
 *   further change reports again, and one back to the seen schedule removes the mark.
 * - A mark lasts until the reader opens the offering, or for {@link MARK_LIFETIME_MS}; then the schedule of the mark
 *   becomes the one seen.
 * - At most {@link CHANGE_MEMORY_LIMIT} offerings are remembered; beyond, those least recently in a body go first.
 * - Brokers are compared as firms, with the broker table's look-ups (`names`): without them, as written. The element
 *   loads them first whenever lists differ as written ({@link observingNeedsBrokerNames}, {@link marksNeedBrokerNames}).
 */
import type { Offering } from '../api/types.js';
import type { BrokerNames } from '../brokers/names.js';
import { isInstant } from '../time/kst.js';
import { brokersDifferAsWritten, diffSnapshots, type FieldChange } from './snapshot-diff.js';
import { isSnapshot, snapshotOf, type Snapshot } from './snapshot.js';

export const CHANGE_MEMORY_KEY = 'ipo-calendar:v1:seen';
/** About ten months of offerings (some twenty a month), and some 70 kB of JSON. */
export const CHANGE_MEMORY_LIMIT = 200;
const DAY_MS = 24 * 60 * 60 * 1000;
export const MARK_LIFETIME_MS = 7 * DAY_MS;

export interface ChangeMark {
  /** The schedule of the newest body, which differs from the one seen. */
  latest: Snapshot;
  /** When that schedule was first seen. */
  since: number;
}

export interface RememberedOffering {
  /** The schedule the reader has seen. */
  seen: Snapshot;
  /**
   * The start of the UTC day the offering was last in a body: the least recent is forgotten first. By the day, so that
   * a body that changed nothing leaves the memory as it was (nothing to write, no other tab woken).
   */
  touched: number;
  mark?: ChangeMark;
}

export interface ChangeMemory {
  version: 1;
  /** By offering id. */
  offerings: Record<string, RememberedOffering>;
}

/** A change as the `ipo-change` event reports it. */
export interface OfferingChange {
  id: string;
  corp_name: string;
  fields: FieldChange[];
}

/** A mark as the element shows it: the two schedules and the fields between them. */
export interface ShownChange {
  seen: Snapshot;
  latest: Snapshot;
  fields: FieldChange[];
}

export const emptyChangeMemory = (): ChangeMemory => ({ version: 1, offerings: {} });

function isRemembered(value: unknown): value is RememberedOffering {
  if (typeof value !== 'object' || value === null) return false;
  const { seen, touched, mark } = value as Partial<RememberedOffering>;
  const markValid = mark === undefined || (isSnapshot(mark?.latest) && isInstant(mark.since));
  return isSnapshot(seen) && isInstant(touched) && markValid;
}

/**
 * The memory in a stored value (parsed JSON): anything on the page can write to the storage, so entries of another
 * shape are dropped, and a value of another shape or version is an empty memory.
 */
export function readChangeMemory(value: unknown): ChangeMemory {
  const offerings = (value as Partial<ChangeMemory> | null)?.offerings;
  if ((value as Partial<ChangeMemory> | null)?.version !== 1 || typeof offerings !== 'object' || offerings === null)
    return emptyChangeMemory();
  return { version: 1, offerings: Object.fromEntries(Object.entries(offerings).filter(([, v]) => isRemembered(v))) };
}

const expired = (mark: ChangeMark, now: number) => now - mark.since >= MARK_LIFETIME_MS;
const same = (a: Snapshot, b: Snapshot, names: BrokerNames | null) => diffSnapshots(a, b, names).length === 0;

/** The entry with an expired mark settled: its schedule becomes the one seen. */
function settled(entry: RememberedOffering, now: number): RememberedOffering {
  return entry.mark && expired(entry.mark, now) ? { seen: entry.mark.latest, touched: entry.touched } : entry;
}

/** The entry once a body shows `current`, and whether that is a change not reported before. */
function observed(
  previous: RememberedOffering,
  current: Snapshot,
  now: number,
  names: BrokerNames | null,
): [RememberedOffering, boolean] {
  const { seen, mark } = settled(previous, now);
  const touched = dayOf(now);
  if (mark && same(mark.latest, current, names)) return [{ seen, mark, touched }, false];
  if (same(seen, current, names)) return [{ seen, touched }, false];
  return [{ seen, mark: { latest: current, since: now }, touched }, true];
}

const dayOf = (time: number) => time - (time % DAY_MS);

/** The memory of these entries, the {@link CHANGE_MEMORY_LIMIT} most recently touched. */
function bounded(entries: Map<string, RememberedOffering>): ChangeMemory {
  const kept = [...entries].sort(([, a], [, b]) => b.touched - a.touched).slice(0, CHANGE_MEMORY_LIMIT);
  return { version: 1, offerings: Object.fromEntries(kept) };
}

/** An offering's entry; ids are API data, so a name of Object.prototype's ("constructor") must find nothing. */
const entryOf = (memory: ChangeMemory, id: string) =>
  Object.hasOwn(memory.offerings, id) ? memory.offerings[id] : undefined;

/** The memory after a body's offerings were shown, and the changes found in it that were not reported before. */
export function observeOfferings(
  memory: ChangeMemory,
  offerings: readonly Offering[],
  now: number,
  names: BrokerNames | null,
): { memory: ChangeMemory; detected: OfferingChange[] } {
  // A Map: an id is API data, and `__proto__` must stay a key.
  const entries = new Map(Object.entries(memory.offerings));
  const detected: OfferingChange[] = [];
  for (const offering of offerings) {
    const current = snapshotOf(offering);
    const previous = entries.get(offering.id);
    if (!previous) {
      entries.set(offering.id, { seen: current, touched: dayOf(now) });
      continue;
    }
    const [entry, isNew] = observed(previous, current, now, names);
    entries.set(offering.id, entry);
    if (isNew)
      detected.push({
        id: offering.id,
        corp_name: offering.corp_name,
        fields: diffSnapshots(entry.seen, current, names),
      });
  }
  return { memory: bounded(entries), detected };
}

/** The memory once the reader has opened an offering: its mark is cleared, its newest schedule the one seen. */
export function openOffering(memory: ChangeMemory, id: string): ChangeMemory {
  const entry = entryOf(memory, id);
  if (!entry?.mark) return memory;
  return { version: 1, offerings: { ...memory.offerings, [id]: { seen: entry.mark.latest, touched: entry.touched } } };
}

/** The offering's mark, or null when it has none or it has run out. */
export function shownChange(
  memory: ChangeMemory,
  id: string,
  now: number,
  names: BrokerNames | null,
): ShownChange | null {
  const entry = entryOf(memory, id);
  if (!entry?.mark || expired(entry.mark, now)) return null;
  return { seen: entry.seen, latest: entry.mark.latest, fields: diffSnapshots(entry.seen, entry.mark.latest, names) };
}

/** Whether comparing these offerings with the memory needs the broker table: a remembered broker list differs as written. */
export function observingNeedsBrokerNames(memory: ChangeMemory, offerings: readonly Offering[]): boolean {
  return offerings.some((offering) => {
    const entry = entryOf(memory, offering.id);
    const current = snapshotOf(offering);
    return (
      !!entry &&
      (brokersDifferAsWritten(entry.seen, current) ||
        (!!entry.mark && brokersDifferAsWritten(entry.mark.latest, current)))
    );
  });
}

/** Whether a mark shown now needs the broker table to say which firms moved: its broker lists differ as written. */
export const marksNeedBrokerNames = (memory: ChangeMemory, now: number): boolean =>
  Object.values(memory.offerings).some(
    ({ seen, mark }) => !!mark && !expired(mark, now) && brokersDifferAsWritten(seen, mark.latest),
  );
