/**
 * Web Storage that never throws: disabled storage (a throwing `localStorage` getter, null), a full
 * quota, a storage that cannot be read or any failing call fall back to memory for the life of the page.
 */

/** A Storage, none, or a getter for one (a getter that throws means disabled storage). */
export type StorageSource = Storage | null | (() => Storage | null);

/** Read and written as a Map is (get, set, delete), with keys listed by prefix. */
export interface SafeStorage {
  get(key: string): string | null;
  /**
   * Stores a value. When the storage is full, `makeRoom` is called (it returns false when it could
   * free nothing more) and the write retried; a value the storage will not take is kept in memory,
   * and false returned.
   */
  set(key: string, value: string, makeRoom?: () => boolean): boolean;
  delete(key: string): void;
  /** Keys starting with a prefix, in the storage or in memory. */
  keys(prefix: string): string[];
}

function attempt<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {}
}

export function safeStorage(source: StorageSource): SafeStorage {
  /** Values that did not reach the storage; they win over whatever the storage holds. */
  const memory = new Map<string, string>();
  const storage = attempt(() => (typeof source === 'function' ? source() : source));
  /** False once a read has thrown: later writes stay in memory, where they can be read back. */
  let readable = true;
  const read = (key: string) => {
    try {
      return storage!.getItem(key);
    } catch {
      readable = false;
      return null;
    }
  };
  const remove = (key: string) => {
    memory.delete(key);
    attempt(() => storage!.removeItem(key));
  };
  return {
    get: (key) => memory.get(key) ?? read(key),
    set(key, value, makeRoom) {
      while (readable) {
        try {
          storage!.setItem(key, value);
          memory.delete(key);
          return true;
        } catch (error) {
          // QuotaExceededError in Chromium and Safari, NS_ERROR_DOM_QUOTA_REACHED in older Firefox.
          if (!(/quota/i.test((error as Error | null)?.name ?? '') && makeRoom?.())) break;
        }
      }
      remove(key);
      memory.set(key, value);
      return false;
    },
    delete: remove,
    keys(prefix) {
      const found = new Set(memory.keys());
      attempt(() => {
        for (let i = 0; i < storage!.length; i++) found.add(storage!.key(i) ?? '');
      });
      return [...found].filter((key) => key.startsWith(prefix));
    },
  };
}
