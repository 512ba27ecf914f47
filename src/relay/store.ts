/**
 * Where the relay keeps its state across restarts: the ledger (the day's calls, asks, reserve, pause) and the client's
 * storage (stored bodies, the key's quota and 429 block). Two implementations: the `--state` file of the Node relay
 * (state-file.ts) and the Worker's SQLite-backed Durable Object (worker.ts); without either, memory only.
 */
import type { LedgerState } from './ledger.js';
import type { StateStorage } from './state-storage.js';

export interface RelayState {
  ledger: LedgerState;
  storage: StateStorage;
}

export interface RelayStore {
  /**
   * Saves the state now, resolving once a crash of the process cannot lose it; rejects when it cannot. Every upstream
   * request waits for it, so that a restart never counts fewer calls than left.
   */
  commit(state: RelayState): Promise<void>;
  /** The state changed in a way worth keeping (an ask, a stored body): saved when the store sees fit. */
  changed(state: RelayState): void;
}

/** No store: the state lives as long as the process. */
export const memoryStore: RelayStore = { commit: () => Promise.resolve(), changed() {} };
