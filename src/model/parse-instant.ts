import { isKstDate } from '../time/kst.js';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The instant of an ISO 8601 time with an offset (such as `updated_at`), else null. A string without
 * an offset would be read in the machine's zone, so it is refused rather than guessed.
 */
export function parseInstant(value: unknown): number | null {
  // Date.parse rolls a day its month lacks over (2026-02-30 would be March 2).
  if (typeof value !== 'string' || !ISO_INSTANT.test(value) || !isKstDate(value.slice(0, 10))) return null;
  const instant = Date.parse(value);
  return Number.isNaN(instant) ? null : instant;
}
