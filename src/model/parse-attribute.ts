import { accept, reject, type AttributeInput, type AttributeProblem, type Parsed } from './attribute-problem.js';

/**
 * The shape every attribute parser shares. `read` makes the value of the trimmed text, or null (or
 * undefined) when the text is not one the attribute accepts. Absent or blank (blank means "use the
 * default") gives `absent`, or the problem of a missing attribute when the attribute is required.
 */
export function parseAttribute<T, D = never>(
  attribute: string,
  accepted: AttributeProblem['accepted'],
  input: AttributeInput,
  read: (text: string) => T | null | undefined,
  absent: Parsed<D> = reject(attribute, null, accepted),
): Parsed<T | D> {
  const text = input?.trim();
  if (!text) return absent;
  const value = read(text);
  return value == null ? reject(attribute, text, accepted) : accept(value);
}
