/**
 * Interleaved measurement: every side once per round, the order rotated from round to round (A, B; B, A; …), so that
 * the machine's drift and any order effect fall on every side alike. The first round is a warm-up and is discarded.
 */
export const WARMUP_ROUNDS = 1;

export async function interleaved<Side extends string, T>(
  sides: readonly Side[],
  runs: number,
  measure: (side: Side) => Promise<T>,
): Promise<Record<Side, T[]>> {
  const results = Object.fromEntries(sides.map((side) => [side, [] as T[]])) as Record<Side, T[]>;
  for (let round = 0; round < WARMUP_ROUNDS + runs; round++) {
    for (let index = 0; index < sides.length; index++) {
      const side = sides[(index + round) % sides.length];
      const result = await measure(side);
      if (round >= WARMUP_ROUNDS) results[side].push(result);
    }
  }
  return results;
}
