import { getOrAdd } from '../util/get-or-add.js';

const made = new Map<string, unknown>();

/** Builds a value once per key: `Intl` constructors are slow, formatting with them is cheap. */
export const cached = <T>(key: string, make: () => T): T => getOrAdd(made, key, make) as T;
