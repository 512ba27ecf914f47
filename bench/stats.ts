/** Summaries, differences of B from A with their bootstrap intervals, and the printed table. */
import { seededRandom, type Random } from '../src/mock/random.js';

export interface Summary {
  median: number;
  p25: number;
  p75: number;
  min: number;
  max: number;
}

/** The `q` quantile of sorted values, interpolated between the two nearest ranks. */
function quantile(sorted: readonly number[], q: number): number {
  const rank = (sorted.length - 1) * q;
  const below = Math.floor(rank);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below] + (sorted[above] - sorted[below]) * (rank - below);
}

export function summarize(values: readonly number[]): Summary {
  if (values.length === 0) throw new Error('no values to summarize');
  const sorted = [...values].sort((a, b) => a - b);
  return {
    median: quantile(sorted, 0.5),
    p25: quantile(sorted, 0.25),
    p75: quantile(sorted, 0.75),
    min: sorted[0],
    max: sorted[sorted.length - 1],
  };
}

const BOOTSTRAP_RESAMPLES = 2000;
const BOOTSTRAP_SEED = 0x5eed;

/** A difference of B from A in %, with its 95 % percentile-bootstrap interval. */
export interface Difference {
  percent: number;
  low: number;
  high: number;
}

const resampled = (values: readonly number[], random: Random) =>
  Array.from(values, () => values[random.int(0, values.length - 1)]);

/** Seeded, so that the same figures always print the same interval. */
function withInterval(percent: number, resample: (random: Random) => number): Difference {
  const random = seededRandom(BOOTSTRAP_SEED);
  const percents = Array.from({ length: BOOTSTRAP_RESAMPLES }, () => resample(random)).sort((x, y) => x - y);
  return { percent, low: quantile(percents, 0.025), high: quantile(percents, 0.975) };
}

/** B's median over A's, minus one. */
export function medianDifference(a: readonly number[], b: readonly number[]): Difference {
  const percentOf = (x: readonly number[], y: readonly number[]) =>
    (summarize(y).median / summarize(x).median - 1) * 100;
  return withInterval(percentOf(a, b), (random) => percentOf(resampled(a, random), resampled(b, random)));
}

/**
 * The median of B over A within each round, minus one: `a[i]` and `b[i]` ran one after the other, so the machine's
 * drift between rounds cancels out.
 */
export function pairedDifference(a: readonly number[], b: readonly number[]): Difference {
  if (a.length !== b.length) throw new Error('paired values come in rounds of one each');
  const ratios = a.map((value, round) => b[round] / value);
  const percentOf = (values: readonly number[]) => (summarize(values).median - 1) * 100;
  return withInterval(percentOf(ratios), (random) => percentOf(resampled(ratios, random)));
}

/** Left-aligns the first column and right-aligns the others. */
export function formatTable(rows: readonly (readonly string[])[]): string {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
        .join('  '),
    )
    .join('\n');
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const times = (value: number) => `${value.toFixed(2)}×`;
export const bytes = (value: number) => `${value.toLocaleString('en-US')} B`;
export const signedPercent = (value: number) => `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(1)} %`;
export const spread = (summary: Summary, digits = 1) => `${summary.p25.toFixed(digits)}–${summary.p75.toFixed(digits)}`;
