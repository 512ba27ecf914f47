/**
 * The Node relay's store (store.ts): the `--state` file, the ledger, the client's storage and the feed's sequence book
 * as JSON. Written whole to a temporary file then renamed, so that a crash mid-write leaves the last good state. A
 * commit (before each upstream request, and each feed answer after its book changed) waits for a write that starts
 * after it was asked for; the commits asked for while one write runs share the next one. Other changes are written
 * within a second.
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import type { Timers } from '../time/timers.js';
import { emptySequenceBook, readSequenceBook, type SequenceBook } from '../ics/sequence-book.js';
import { readLedger, type LedgerState } from './ledger.js';
import { StateStorage } from './state-storage.js';
import type { RelayState, RelayStore } from './store.js';

export interface LoadedState {
  ledger: LedgerState | null;
  storage: StateStorage;
  sequences: SequenceBook;
  /** Why the file was not used, when it exists but could not be read. */
  problem: string | null;
}

const FORMAT = 'ipo-calendar-relay-state/1';

export async function readStateFile(path: string): Promise<LoadedState> {
  const empty = (problem: string | null): LoadedState => ({
    ledger: null,
    storage: new StateStorage(),
    sequences: emptySequenceBook(),
    problem,
  });
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return empty(code === 'ENOENT' ? null : `cannot read ${path} (${code ?? 'error'})`);
  }
  try {
    const { format, ledger, storage, sequences } = JSON.parse(text);
    const entries = Object.entries(storage ?? {});
    if (format !== FORMAT || !entries.every(([, value]) => typeof value === 'string')) throw new Error();
    return {
      ledger: readLedger(ledger),
      storage: new StateStorage(entries as [string, string][]),
      // A file written before the feed has none: an empty book.
      sequences: readSequenceBook(sequences),
      problem: null,
    };
  } catch {
    return empty(`${path} is not a relay state file`);
  }
}

export async function writeStateFile(path: string, { ledger, storage, sequences }: RelayState): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(
    temporary,
    JSON.stringify({ format: FORMAT, ledger, storage: Object.fromEntries(storage), sequences }),
  );
  await rename(temporary, path);
}

export interface FileStore extends RelayStore {
  /** Writes what changed since the last write, if anything; resolves once written (at SIGTERM). */
  flush(): Promise<void>;
}

export function fileStore(path: string, timers: Timers, onError: (error: unknown) => void, delayMs = 1000): FileStore {
  let state: RelayState | null = null;
  let timer: unknown;
  /** The last write asked for: writes run one at a time, in order. */
  let tail: Promise<void> = Promise.resolve();
  /** A write asked for that has not started yet: later commits join it. */
  let queued: Promise<void> | null = null;

  const commit = (latest: RelayState): Promise<void> => {
    state = latest;
    if (queued) return queued;
    const write = tail
      .catch(() => {})
      .then(() => {
        queued = null;
        if (timer !== undefined) timers.clearTimeout(timer);
        timer = undefined;
        // The state is read as the write starts: it holds every change made before.
        return writeStateFile(path, state!);
      });
    queued = tail = write;
    return write;
  };
  return {
    commit,
    changed(latest) {
      state = latest;
      // The state as it is when the timer fires: a later change (a new day's ledger, a new book) replaces it.
      timer ??= timers.setTimeout(() => void commit(state!).catch(onError), delayMs);
    },
    flush: () => (state ? commit(state) : Promise.resolve()),
  };
}
