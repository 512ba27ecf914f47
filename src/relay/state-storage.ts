/**
 * Web Storage for the relay's client, held in memory and kept by the relay's store (store.ts): the stored bodies and
 * the key's quota (a 429 block included) survive a restart with it. `onChange` hears of each key written or removed.
 */
export class StateStorage extends Map<string, string> implements Storage {
  [name: string]: unknown;

  constructor(
    entries: Iterable<readonly [string, string]> = [],
    private readonly onChange: (key: string) => void = () => {},
  ) {
    super(entries);
  }

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
    this.onChange(key);
  }

  removeItem(key: string): void {
    this.delete(key);
    this.onChange(key);
  }
}
