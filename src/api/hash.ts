/** FNV-1a, 32 bits, as 8 hex digits: small and synchronous (crypto.subtle is missing on plain-http pages). Not a secret. */
export function fnv1a(text: string, seed = 0x811c9dc5): string {
  let hash = seed;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
