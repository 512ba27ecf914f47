/**
 * Web Storage that never throws: disabled storage (a throwing `localStorage` getter, null), a full
 * quota or any failing call fall back to memory for the life of the page.
 */

/** A Storage, none, or a getter for one (a getter that throws means disabled storage). */
export type StorageSource = Storage | null | (() => Storage | null);

function attempt<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {}
}

export class SafeStorage {
  /** Values that did not reach the storage; they win over whatever the storage holds. */
  readonly #memory = new Map<string, string>();
  readonly #storage: Storage | null | undefined;

  constructor(source: StorageSource) {
    this.#storage = attempt(() => (typeof source === 'function' ? source() : source));
  }

  read(key: string): string | null {
    return this.#memory.get(key) ?? attempt(() => this.#storage!.getItem(key)) ?? null;
  }

  /**
   * Stores a value. When the storage is full, `makeRoom` is called (it returns false when it could
   * free nothing more) and the write retried; a value the storage will not take is kept in memory.
   */
  write(key: string, value: string, makeRoom = () => false): void {
    for (;;) {
      try {
        this.#storage!.setItem(key, value);
        return void this.#memory.delete(key);
      } catch (error) {
        // QuotaExceededError in Chromium and Safari, NS_ERROR_DOM_QUOTA_REACHED in older Firefox.
        if (!(/quota/i.test((error as Error | null)?.name ?? '') && makeRoom())) break;
      }
    }
    this.remove(key);
    this.#memory.set(key, value);
  }

  remove(key: string): void {
    this.#memory.delete(key);
    attempt(() => this.#storage!.removeItem(key));
  }

  /** Keys starting with a prefix, in the storage or in memory. */
  keys(prefix: string): string[] {
    const found = new Set(this.#memory.keys());
    attempt(() => {
      for (let i = 0; i < this.#storage!.length; i++) found.add(this.#storage!.key(i) ?? '');
    });
    return [...found].filter((key) => key.startsWith(prefix));
  }
}
