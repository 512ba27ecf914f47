/**
 * Whether two plain values (primitives, and arrays and objects of them, as the element's parsed configuration is) are
 * the same in value: equal primitives, or the same keys holding the same values.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => key in b && sameValue(a[key as keyof typeof a], b[key as keyof typeof b]))
  );
}
