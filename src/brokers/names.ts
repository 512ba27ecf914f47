import type { Lang } from '../format/lang.js';
import { normalizeBrokerName } from './normalize.js';
import { BROKERS, type Broker } from './table.js';

/** Every known spelling, normalized, to its firm: built at the first look-up, which a page without brokers never makes. */
let bySpelling: Map<string, Broker> | undefined;

const spellings = () =>
  (bySpelling ??= new Map(
    BROKERS.flatMap((broker) =>
      [broker.name, broker.en, ...broker.short, ...broker.former, ...broker.filings].map(
        (spelling) => [normalizeBrokerName(spelling), broker] as const,
      ),
    ),
  ));

/** The firms that take retail subscriptions, by their current Korean names: where a reader may hold an account. */
export const RETAIL_BROKERS: readonly string[] = BROKERS.filter((broker) => broker.retail).map((broker) => broker.name);

/** The firm a name stands for, under any spelling the table knows; undefined for a name it does not know. */
export function findBroker(name: string): Broker | undefined {
  return spellings().get(normalizeBrokerName(name));
}

/**
 * What two names must share to stand for the same firm: the normalized current name of a known firm, else the
 * normalized text of the name itself (empty for a name of only blanks and legal forms).
 */
export function brokerKey(name: string): string {
  return normalizeBrokerName(findBroker(name)?.name ?? name);
}

/** The current Korean name of a known firm; any other name as written (without surrounding blanks). */
export function canonicalBrokerName(name: string): string {
  return findBroker(name)?.name ?? name.trim();
}

/** The name to show: a known firm's English name in English, else {@link canonicalBrokerName}. */
export function brokerDisplayName(name: string, lang: Lang): string {
  return (lang === 'en' && findBroker(name)?.en) || canonicalBrokerName(name);
}

/**
 * The firms a list of names stands for, each once, in the order of their first mention, by
 * {@link canonicalBrokerName}; names with nothing left to compare (blank, `(주)` alone) are left out.
 */
export function distinctBrokers(names: readonly string[]): string[] {
  const byKey = new Map<string, string>();
  for (const name of names) {
    const key = brokerKey(name);
    if (key && !byKey.has(key)) byKey.set(key, canonicalBrokerName(name));
  }
  return [...byKey.values()];
}

/**
 * The look-ups as one value, for what matches names against the table: the element loads this module when it first
 * needs it (src/element/lazy-modules-controller.ts) and hands the value on; the relay imports it.
 */
export const brokerNames = {
  findBroker,
  brokerKey,
  canonicalBrokerName,
  brokerDisplayName,
  distinctBrokers,
  RETAIL_BROKERS,
};
export type BrokerNames = typeof brokerNames;
