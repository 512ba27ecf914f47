import { canonicalStatus, STATUS_ALIASES, STATUS_VALUES, type StatusValue } from '../api/types.js';
import { accept, type AttributeInput, type Parsed } from './attribute-problem.js';
import { parseAttribute } from './parse-attribute.js';

/** `status`: a Korean value or an alias (case-insensitive), as the Korean value; null (all stages) when absent. */
export function parseStatus(input: AttributeInput): Parsed<StatusValue | null> {
  const read = (text: string) => canonicalStatus(text.toLowerCase());
  return parseAttribute('status', [...STATUS_ALIASES, ...STATUS_VALUES], input, read, accept(null));
}
