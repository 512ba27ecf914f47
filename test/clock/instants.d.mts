// Types of ./instants.mjs, for the TypeScript tests that import it.
export interface TestInstant {
  /** The instant as an ISO 8601 string with its offset. */
  iso: string;
  /** The instant in ms since the epoch. */
  ms: number;
  /** What kind of day or hour it is. */
  what: string;
}

export const INSTANTS: readonly Omit<TestInstant, 'ms'>[];
export function chooseTestInstant(env?: Record<string, string | undefined>, today?: number): TestInstant;
export function instantLine(instant: TestInstant): string;
