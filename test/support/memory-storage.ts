/** Web Storage fakes: a working one with an optional size quota, and one whose every call throws. */
import { CACHE_PREFIX } from '../../src/client/cache-store.js';

export class MemoryStorage implements Storage {
  [name: string]: unknown;
  readonly #items = new Map<string, string>();
  /** Characters (keys and values) the storage holds before setItem throws QuotaExceededError. */
  quota = Infinity;

  get length(): number {
    return this.#items.size;
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    let used = key.length + value.length;
    for (const [other, stored] of this.#items) if (other !== key) used += other.length + stored.length;
    if (used > this.quota) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.#items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.#items.delete(key);
  }

  clear(): void {
    this.#items.clear();
  }

  /** The stored keys of the client's bodies. */
  cacheKeys(): string[] {
    return [...this.#items.keys()].filter((key) => key.startsWith(CACHE_PREFIX));
  }

  /** The ETag stored with the only body. */
  storedEtag(): string | null {
    const [key, ...others] = this.cacheKeys();
    if (!key || others.length) throw new Error(`expected one stored body, found ${others.length + (key ? 1 : 0)}`);
    return JSON.parse(this.#items.get(key)!).etag;
  }
}

/** Storage that refuses everything, as in some privacy modes. */
export class ThrowingStorage implements Storage {
  [name: string]: unknown;
  get length(): number {
    throw new DOMException('Access denied', 'SecurityError');
  }
  key(): string | null {
    throw new DOMException('Access denied', 'SecurityError');
  }
  getItem(): string | null {
    throw new DOMException('Access denied', 'SecurityError');
  }
  setItem(): void {
    throw new DOMException('Access denied', 'SecurityError');
  }
  removeItem(): void {
    throw new DOMException('Access denied', 'SecurityError');
  }
  clear(): void {
    throw new DOMException('Access denied', 'SecurityError');
  }
}
