import type { BrokerNames } from '../brokers/names.js';
import { SNAPSHOT_FIELDS, type Snapshot, type SnapshotField } from './snapshot.js';

/** One field that moved: its API name, and its values as the API sent them before and after. */
export type FieldChange = {
  [F in SnapshotField]: { field: F; before: Snapshot[F]; after: Snapshot[F] };
}[SnapshotField];

/** The names of a broker list, whatever their order, each once: as written, or as firms with the table's `key`. */
const nameSet = (names: readonly string[], key: (name: string) => string = (name) => name) =>
  [...new Set(names.map(key))].sort().join('\n');

/**
 * Whether two snapshots' broker lists differ as written (in order aside): then only the broker table can tell whether
 * the firms did.
 */
export const brokersDifferAsWritten = (a: Snapshot, b: Snapshot): boolean =>
  nameSet(a.subscription_brokers) !== nameSet(b.subscription_brokers);

/**
 * The fields whose values differ, in the order of {@link SNAPSHOT_FIELDS}. `subscription_brokers` differs only when
 * the firms differ: a new order, or a firm spelt another way (엔에이치투자증권 for NH투자증권), is no change to the
 * reader. Without the broker table (`names` null) brokers are compared as written: the element has it loaded whenever
 * they differ so ({@link brokersDifferAsWritten}).
 */
export function diffSnapshots(before: Snapshot, after: Snapshot, names: BrokerNames | null): FieldChange[] {
  return SNAPSHOT_FIELDS.flatMap((field): FieldChange[] => {
    if (field === 'subscription_brokers') {
      const [was, is] = [before[field], after[field]];
      const key = names?.brokerKey;
      return nameSet(was, key) === nameSet(is, key) ? [] : [{ field, before: [...was], after: [...is] }];
    }
    return before[field] === after[field] ? [] : [{ field, before: before[field], after: after[field] } as FieldChange];
  });
}
