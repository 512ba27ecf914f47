/**
 * A value of the reader's, as JSON under one storage key, that every element of a registry reads and writes: the
 * brokers they hold accounts at, what they have seen of each offering. A write is heard at once by the registry's
 * other elements; another tab's write comes as the page's `storage` event, which the element listens for.
 */
import type { SafeStorage } from './storage.js';

export interface SharedValue {
  readonly key: string;
  /** The stored value, parsed; null when there is none or it is not JSON. */
  read(): unknown;
  /** Stores the value (null removes it), and tells the listeners. */
  write(value: unknown): void;
  /** Calls `listener` after each write through this object; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export function sharedValue(storage: SafeStorage, key: string): SharedValue {
  const listeners = new Set<() => void>();
  return {
    key,
    read() {
      try {
        return JSON.parse(storage.get(key)!);
      } catch {
        return null;
      }
    },
    write(value) {
      if (value === null) storage.delete(key);
      else storage.set(key, JSON.stringify(value));
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
