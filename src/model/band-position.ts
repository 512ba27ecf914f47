export type BandPosition = 'above' | 'top' | 'inside' | 'bottom' | 'below';

/** Where the final offer price lies against the hoped-for band; null unless all three are known. */
export function bandPosition(final: number | null, low: number | null, high: number | null): BandPosition | null {
  if (final === null || low === null || high === null) return null;
  if (final > high) return 'above';
  if (final === high) return 'top';
  if (final > low) return 'inside';
  return final === low ? 'bottom' : 'below';
}
