import type { BrokerNames } from '../brokers/names.js';
import { accept, reject, type AttributeInput, type Checked } from './attribute-problem.js';

/** The names of a comma-separated list (`,` or a full-width `，`), each trimmed, blanks left out. */
export function splitBrokerList(text: string): string[] {
  return text
    .split(/[,，]/)
    .map((name) => name.trim())
    .filter(Boolean);
}

/**
 * `brokers`: the site's default brokers, comma-separated, each under any spelling the broker table knows (키움,
 * 한국투자증권, 엔에이치투자증권, Kiwoom Securities, 하이투자증권 for iM증권 …), as their canonical names, each once;
 * none when absent or blank. A name the table does not know is refused, with that name as the problem's value: in an
 * attribute it is far more likely a typo than a new firm, and a typo would otherwise never match anything. Names are
 * unchecked without the table (`names`), which the element loads when first needed.
 */
export function parseBrokers(input: AttributeInput, names: BrokerNames | null | undefined): Checked<readonly string[]> {
  const listed = splitBrokerList(input ?? '');
  if (listed.length === 0) return accept([]);
  if (!names) return { ok: false, problem: null };
  const unknown = listed.find((name) => !names.findBroker(name));
  return unknown === undefined ? accept(names.distinctBrokers(listed)) : reject('brokers', unknown, 'brokers');
}
