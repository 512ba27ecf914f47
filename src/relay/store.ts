/**
 * Where the relay keeps its state across restarts: the ledger (the day's calls, asks, reserve, pause), the client's
 * storage (stored bodies, the key's quota and 429 block) and the calendar feed's sequence book. Two implementations:
 * the `--state` file of the Node relay (state-file.ts) and the Worker's SQLite-backed Durable Object
 * (durable-store.ts); without either, memory only.
 */
import type { SequenceBook } from '../ics/sequence-book.js';
import type { LedgerState } from './ledger.js';
import type { StateStorage } from './state-storage.js';

export interface RelayState {
  ledger: LedgerState;
  storage: StateStorage;
  /** The SEQUENCE of each feed event: a new book each time it changes, never changed in place. */
  sequences: SequenceBook;
}

export interface RelayStore {
  /**
   * Saves the state now, resolving once a crash of the process cannot lose it; rejects when it cannot. Every upstream
   * request waits for it, so that a restart never counts fewer calls than left, and so does every feed answer after
   * its sequence book changed, so that no calendar ever holds a SEQUENCE that a restart would lower.
   */
  commit(state: RelayState): Promise<void>;
  /** The state changed in a way worth keeping (an ask, a stored body): saved when the store sees fit. */
  changed(state: RelayState): void;
}

/** No store: the state lives as long as the process. */
export const memoryStore: RelayStore = { commit: () => Promise.resolve(), changed() {} };
