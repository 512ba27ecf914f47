/** The value of `key` in `map`, made and added by `make` the first time. */
export function getOrAdd<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  if (!map.has(key)) map.set(key, make());
  return map.get(key)!;
}
