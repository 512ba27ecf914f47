/**
 * The reader's own brokers, chosen in the element and kept in the page origin's storage under
 * {@link BROKER_CHOICE_KEY}: they override the site's `brokers` attribute until the reader clears them. With them,
 * whether the reader wants only the offerings they can subscribe to.
 */
import type { BrokerNames } from '../brokers/names.js';

export const BROKER_CHOICE_KEY = 'ipo-calendar:v1:brokers';

export interface BrokerChoice {
  /** The names stored, canonical as the element writes them; null when the reader has chosen none. */
  brokers: readonly string[] | null;
  /** Show only the offerings one of the brokers takes. */
  onlyMine: boolean;
}

export const NO_CHOICE: BrokerChoice = { brokers: null, onlyMine: false };

/**
 * The choice in a stored value (parsed JSON): anything on the page can write to the storage, so names that are not
 * strings are dropped, and a value of another shape is no choice. The names are made canonical where they are used,
 * with the broker table ({@link brokersInEffect}).
 */
export function readBrokerChoice(value: unknown): BrokerChoice {
  if (typeof value !== 'object' || value === null) return NO_CHOICE;
  const { brokers, onlyMine } = value as Partial<Record<keyof BrokerChoice, unknown>>;
  return {
    brokers: Array.isArray(brokers) ? brokers.filter((name) => typeof name === 'string') : null,
    onlyMine: onlyMine === true,
  };
}

/** Whether the choice names firms, which only the broker table can match: the element needs it at once. */
export const choiceNamesFirms = ({ brokers }: BrokerChoice): boolean => !!brokers && brokers.length > 0;

/**
 * The brokers in effect, canonical names, each once: the reader's, else the site's. None while the reader's need the
 * broker table (`names`) and it is not there yet.
 */
export function brokersInEffect(
  choice: BrokerChoice,
  siteBrokers: readonly string[],
  names: BrokerNames | null,
): readonly string[] {
  if (!choice.brokers) return siteBrokers;
  return names ? names.distinctBrokers(choice.brokers) : [];
}
