/** The figures of the reliability suites, printed one line each for `npm run reliability` to collect. */

/** Prints `reliability: <suite>: <N> cases, <M> failed`. */
export function printFigure(suite: string, cases: number, failed: number): void {
  console.log(`reliability: ${suite}: ${cases} cases, ${failed} failed`);
}

/** The seed of a suite's PRNG: the environment variable when set (to replay a run), else the suite's fixed seed. */
export function seedFrom(variable: string, fixed: number): number {
  const value = process.env[variable];
  if (value === undefined || value === '') return fixed;
  if (!/^\d+$/.test(value) || Number(value) > 0xffffffff) {
    throw new Error(`${variable} must be an integer from 0 to 4294967295, not "${value}"`);
  }
  return Number(value);
}

/** How many failed cases a report describes in full. */
const SHOWN_FAILURES = 10;

/** Failed cases, with the first few described in full for the report. */
export class FailureLog {
  readonly #shown: string[] = [];
  count = 0;

  add(description: string): void {
    this.count += 1;
    if (this.#shown.length < SHOWN_FAILURES) this.#shown.push(description);
  }

  /** The described failures, and how many more there were. */
  summary(): string {
    const more = this.count - this.#shown.length;
    return [...this.#shown, ...(more > 0 ? [`… and ${more} more`] : [])].join('\n');
  }
}
