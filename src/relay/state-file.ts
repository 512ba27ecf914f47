/**
 * The `--state` file: the ledger (the day's calls, asks, reserve) and the client's storage (stored bodies, the key's
 * quota and 429 block), as JSON. Written whole to a temporary file then renamed, so that a crash mid-write leaves the
 * last good state; saves asked for while one runs are folded into one more.
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import type { Timers } from '../time/timers.js';
import { readLedger, type LedgerState } from './ledger.js';
import type { RelayState } from './relay.js';
import { StateStorage } from './state-storage.js';

export interface LoadedState {
  ledger: LedgerState | null;
  storage: StateStorage;
  /** Why the file was not used, when it exists but could not be read. */
  problem: string | null;
}

const FORMAT = 'ipo-calendar-relay-state/1';

export async function readStateFile(path: string): Promise<LoadedState> {
  const empty = (problem: string | null): LoadedState => ({ ledger: null, storage: new StateStorage(), problem });
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return empty(code === 'ENOENT' ? null : `cannot read ${path} (${code ?? 'error'})`);
  }
  try {
    const { format, ledger, storage } = JSON.parse(text);
    const entries = Object.entries(storage ?? {});
    if (format !== FORMAT || !entries.every(([, value]) => typeof value === 'string')) throw new Error();
    return { ledger: readLedger(ledger), storage: new StateStorage(entries as [string, string][]), problem: null };
  } catch {
    return empty(`${path} is not a relay state file`);
  }
}

export async function writeStateFile(path: string, state: RelayState): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify({ format: FORMAT, ...state }));
  await rename(temporary, path);
}

export interface Saver {
  /** Saves soon (within `delayMs`), once for any number of asks. */
  schedule(): void;
  /** Saves now, after any save under way; resolves once written. */
  flush(): Promise<void>;
}

export function stateSaver(
  save: () => Promise<void>,
  timers: Timers,
  onError: (error: unknown) => void,
  delayMs = 1000,
): Saver {
  let timer: unknown;
  let running: Promise<void> = Promise.resolve();
  const flush = () => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
    // A failed save does not stop the next one.
    running = running.catch(() => {}).then(save);
    return running;
  };
  return {
    schedule() {
      timer ??= timers.setTimeout(() => void flush().catch(onError), delayMs);
    },
    flush,
  };
}
