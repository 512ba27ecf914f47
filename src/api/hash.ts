/**
 * FNV-1a, 32 bits, as 8 hex digits: small and synchronous (crypto.subtle is missing on plain-http pages). Not a secret.
 * `hash` starts at the FNV offset basis unless another seed is given.
 */
export function fnv1a(text: string, hash = 0x811c9dc5): string {
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}
