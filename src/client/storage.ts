/**
 * Web Storage that never throws: disabled storage (a throwing `localStorage` getter, null), a full
 * quota or any failing call fall back to memory for the life of the page.
 */

/** A Storage, none, or a getter for one (a getter that throws means disabled storage). */
export type StorageSource = Storage | null | (() => Storage | null);

function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

export class SafeStorage {
  /** Values that did not reach the storage; they win over whatever the storage holds. */
  readonly #memory = new Map<string, string>();
  readonly #storage: Storage | null;

  constructor(source: StorageSource) {
    this.#storage = attempt(() => (typeof source === 'function' ? source() : source), null);
  }

  read(key: string): string | null {
    return this.#memory.get(key) ?? attempt(() => this.#storage?.getItem(key) ?? null, null);
  }

  /**
   * Stores a value. When the storage is full, `makeRoom` is called (it returns false when it could
   * free nothing more) and the write retried; a value the storage will not take is kept in memory.
   */
  write(key: string, value: string, makeRoom: () => boolean = () => false): void {
    let outcome = this.#setItem(key, value);
    while (outcome === 'full' && makeRoom()) outcome = this.#setItem(key, value);
    if (outcome === 'written') {
      this.#memory.delete(key);
    } else {
      this.#memory.set(key, value);
      attempt(() => this.#storage?.removeItem(key), undefined);
    }
  }

  #setItem(key: string, value: string): 'written' | 'full' | 'failed' {
    if (!this.#storage) return 'failed';
    try {
      this.#storage.setItem(key, value);
      return 'written';
    } catch (error) {
      // QuotaExceededError in Chromium and Safari, NS_ERROR_DOM_QUOTA_REACHED in older Firefox.
      return /quota/i.test((error as Error | null)?.name ?? '') ? 'full' : 'failed';
    }
  }

  remove(key: string): void {
    this.#memory.delete(key);
    attempt(() => this.#storage?.removeItem(key), undefined);
  }

  /** Keys starting with a prefix, in the storage or in memory. */
  keys(prefix: string): string[] {
    const found = new Set([...this.#memory.keys()].filter((key) => key.startsWith(prefix)));
    attempt(() => {
      const storage = this.#storage;
      for (let i = 0; storage && i < storage.length; i++) {
        const key = storage.key(i);
        if (key?.startsWith(prefix)) found.add(key);
      }
    }, undefined);
    return [...found];
  }
}
