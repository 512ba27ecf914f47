import { canonicalStatus, STATUS_ALIASES, STATUS_VALUES, type StatusValue } from '../api/types.js';
import { accept, attributeText, reject, type AttributeInput, type Parsed } from './attribute-problem.js';

/** `status`: a Korean value or an alias (case-insensitive), as the Korean value; null (all stages) when absent. */
export function parseStatus(input: AttributeInput): Parsed<StatusValue | null> {
  const text = attributeText(input);
  if (text === null) return accept(null);
  const value = canonicalStatus(text.toLowerCase());
  return value ? accept(value) : reject('status', text, [...STATUS_ALIASES, ...STATUS_VALUES]);
}
