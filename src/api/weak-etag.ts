/**
 * The weak validator the mock sends and the relay makes for a body whose upstream sent none: two FNV-1a hashes of a
 * source text (64 bits), as `W/"…"`, which clients must echo verbatim.
 */
import { fnv1a } from './hash.js';

export const weakEtag = (source: string): string => `W/"${fnv1a(source)}${fnv1a(source, 0x01234567)}"`;
