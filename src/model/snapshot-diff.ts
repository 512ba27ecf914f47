import { brokerKey } from '../brokers/names.js';
import { SNAPSHOT_FIELDS, type Snapshot, type SnapshotField } from './snapshot.js';

/** One field that moved: its API name, and its values as the API sent them before and after. */
export type FieldChange = {
  [F in SnapshotField]: { field: F; before: Snapshot[F]; after: Snapshot[F] };
}[SnapshotField];

/** The firms of a broker list, whatever their order or spelling. */
const brokerSet = (names: readonly string[]) => [...new Set(names.map(brokerKey))].sort().join('\n');

/**
 * The fields whose values differ, in the order of {@link SNAPSHOT_FIELDS}. `subscription_brokers` differs only when
 * the firms differ: a new order, or a firm spelt another way (엔에이치투자증권 for NH투자증권), is no change to the
 * reader.
 */
export function diffSnapshots(before: Snapshot, after: Snapshot): FieldChange[] {
  return SNAPSHOT_FIELDS.flatMap((field): FieldChange[] => {
    if (field === 'subscription_brokers') {
      const [was, is] = [before[field], after[field]];
      return brokerSet(was) === brokerSet(is) ? [] : [{ field, before: [...was], after: [...is] }];
    }
    return before[field] === after[field] ? [] : [{ field, before: before[field], after: after[field] } as FieldChange];
  });
}
