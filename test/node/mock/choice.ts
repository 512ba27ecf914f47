/** Seeded choices for the generated requests. */
import type { Random } from '../../../src/mock/random.js';

/** One of `choices`, each `[weight, value]` drawn in proportion to its weight. */
export function weighted<T>(random: Random, choices: readonly (readonly [number, T])[]): T {
  let roll = random.next() * choices.reduce((sum, [weight]) => sum + weight, 0);
  for (const [weight, value] of choices) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return choices[choices.length - 1][1];
}

/** Shuffles `values` in place (Fisher–Yates) and returns them. */
export function shuffle<T>(values: T[], random: Random): T[] {
  for (let index = values.length - 1; index > 0; index -= 1) {
    const other = random.int(0, index);
    [values[index], values[other]] = [values[other], values[index]];
  }
  return values;
}
