/**
 * Web Storage for the relay's client in Node, held in memory and written whole to the `--state` file: the stored
 * bodies and the key's quota (a 429 block included) survive a restart with it.
 */
export class StateStorage extends Map<string, string> implements Storage {
  [name: string]: unknown;

  get length(): number {
    return this.size;
  }

  key(index: number): string | null {
    return [...this.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.set(key, String(value));
  }

  removeItem(key: string): void {
    this.delete(key);
  }
}
