/**
 * What the element says of an offering beyond the API's fields: where the reader can subscribe, and what moved since
 * they looked. The list, the month's bars, the day list and the panel all show them.
 */
import type { Offering } from '../api/types.js';
import { getOrAdd } from '../util/get-or-add.js';
import { brokerAccess, type BrokerAccess } from './broker-access.js';
import type { ShownChange } from './change-memory.js';

export interface OfferingMarks {
  /** Null while the reader names no broker, or the offering none yet. */
  access: BrokerAccess | null;
  /** Null when nothing moved, or the reader has opened it since. */
  change: ShownChange | null;
}

/** What the marks are made from: the brokers in effect, and the change memory. */
export interface MarkSources {
  brokers: readonly string[];
  changeOf(offering: Offering): ShownChange | null;
}

export const marksOf = (offering: Offering, { brokers, changeOf }: MarkSources): OfferingMarks => ({
  access: brokerAccess(offering, brokers),
  change: changeOf(offering),
});

/** Whether the reader should notice the offering first: one of their brokers takes it, or it moved. */
export const isNoticed = ({ access, change }: OfferingMarks): boolean => access?.mine === true || change !== null;

/** The marks of each offering, worked out once however many of its bars ask (a render's lookup). */
export function marksLookup(sources: MarkSources): (offering: Offering) => OfferingMarks {
  const found = new Map<Offering, OfferingMarks>();
  return (offering) => getOrAdd(found, offering, () => marksOf(offering, sources));
}

/** The `part` tokens of an offering's marks: `mine` when one of the reader's brokers takes it, `unconfirmed` when
 * that rests on the lead managers, `changed` when it moved. */
export function markTokens({ access, change }: OfferingMarks): string[] {
  return [
    access?.mine ? 'mine' : '',
    access?.mine && access.unconfirmed ? 'unconfirmed' : '',
    change ? 'changed' : '',
  ].filter(Boolean);
}
