const made = new Map<string, unknown>();

/** Builds a value once per key: `Intl` constructors are slow, formatting with them is cheap. */
export function cached<T>(key: string, make: () => T): T {
  if (!made.has(key)) made.set(key, make());
  return made.get(key) as T;
}
