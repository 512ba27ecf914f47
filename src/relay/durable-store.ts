/**
 * The Worker's store (store.ts): the SQLite storage of the relay's one Durable Object, the single writer that every
 * Cloudflare location shares. The ledger is one row, each key of the client's storage (a body, the key's quota) one
 * row, the feed's sequence book one row. A commit writes the ledger, the keys changed since the last and the book if
 * it changed; the runtime holds the upstream request (and the feed's answer) until the write is durable (the Durable
 * Object's output gate), and `sync()` waits for it outright. Asks alone are written at most once a minute, to spend
 * few of the Free plan's rows written.
 */
import { emptySequenceBook, readSequenceBook, type SequenceBook } from '../ics/sequence-book.js';
import type { Clock } from '../time/kst.js';
import { readLedger, type LedgerState } from './ledger.js';
import { StateStorage } from './state-storage.js';
import type { RelayState, RelayStore } from './store.js';

/** The part of a Durable Object's SQLite storage (`ctx.storage`) that the store uses. */
export interface SqliteStorage {
  sql: { exec(query: string, ...bindings: (string | number)[]): { toArray(): Record<string, unknown>[] } };
  sync(): Promise<void>;
}

export const ASKS_SAVED_EVERY_MS = 60_000;

export interface DurableState {
  ledger: LedgerState | null;
  storage: StateStorage;
  sequences: SequenceBook;
  store: RelayStore;
}

/** A row's JSON, or undefined when there is none or it is not JSON. */
function parsed(row: Record<string, unknown> | undefined): unknown {
  try {
    return row && JSON.parse(String(row.state));
  } catch {
    return undefined;
  }
}

export function durableStore(storage: SqliteStorage, clock: Clock, onError: (error: unknown) => void): DurableState {
  const { sql } = storage;
  sql.exec('CREATE TABLE IF NOT EXISTS ledger (id INTEGER PRIMARY KEY CHECK (id = 0), state TEXT NOT NULL)');
  sql.exec('CREATE TABLE IF NOT EXISTS storage (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
  sql.exec('CREATE TABLE IF NOT EXISTS sequences (id INTEGER PRIMARY KEY CHECK (id = 0), state TEXT NOT NULL)');
  const [saved] = sql.exec('SELECT state FROM ledger').toArray();
  const [book] = sql.exec('SELECT state FROM sequences').toArray();
  const rows = sql.exec('SELECT key, value FROM storage').toArray();
  /** Keys of the client's storage written or removed since the last write. */
  const changed = new Set<string>();
  const client = new StateStorage(
    rows.map(({ key, value }) => [String(key), String(value)]),
    (key) => changed.add(key),
  );
  let writtenAt = clock();
  const sequences = book ? readSequenceBook(parsed(book)) : emptySequenceBook();
  /** The book last written: a changed book is a new object. */
  let writtenBook = sequences;

  const write = ({ ledger, storage: values, sequences: latest }: RelayState): Promise<void> => {
    sql.exec('INSERT OR REPLACE INTO ledger (id, state) VALUES (0, ?)', JSON.stringify(ledger));
    if (latest !== writtenBook) {
      sql.exec('INSERT OR REPLACE INTO sequences (id, state) VALUES (0, ?)', JSON.stringify(latest));
      writtenBook = latest;
    }
    for (const key of changed) {
      const value = values.get(key);
      if (value === undefined) sql.exec('DELETE FROM storage WHERE key = ?', key);
      else sql.exec('INSERT OR REPLACE INTO storage (key, value) VALUES (?, ?)', key, value);
    }
    changed.clear();
    writtenAt = clock();
    return storage.sync();
  };
  const ledger: LedgerState | null = saved ? readLedger(parsed(saved)) : null;
  return {
    ledger,
    storage: client,
    sequences,
    store: {
      commit: write,
      changed(state) {
        // A stored body, the key's quota or the book at once; asks alone once a minute.
        const due = changed.size > 0 || state.sequences !== writtenBook || clock() - writtenAt >= ASKS_SAVED_EVERY_MS;
        if (due) write(state).catch(onError);
      },
    },
  };
}
