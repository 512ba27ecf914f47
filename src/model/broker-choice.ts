/**
 * The reader's own brokers, chosen in the element and kept in the page origin's storage under
 * {@link BROKER_CHOICE_KEY}: they override the site's `brokers` attribute until the reader clears them. With them,
 * whether the reader wants only the offerings they can subscribe to.
 */
import { distinctBrokers } from '../brokers/names.js';

export const BROKER_CHOICE_KEY = 'ipo-calendar:v1:brokers';

export interface BrokerChoice {
  /** Canonical names; null when the reader has chosen none, and the site's brokers apply. */
  brokers: readonly string[] | null;
  /** Show only the offerings one of the brokers takes. */
  onlyMine: boolean;
}

export const NO_CHOICE: BrokerChoice = { brokers: null, onlyMine: false };

/**
 * The choice in a stored value (parsed JSON): anything on the page can write to the storage, so names that are not
 * strings are dropped, and a value of another shape is no choice.
 */
export function readBrokerChoice(value: unknown): BrokerChoice {
  if (typeof value !== 'object' || value === null) return NO_CHOICE;
  const { brokers, onlyMine } = value as Partial<Record<keyof BrokerChoice, unknown>>;
  return {
    brokers: Array.isArray(brokers) ? distinctBrokers(brokers.filter((name) => typeof name === 'string')) : null,
    onlyMine: onlyMine === true,
  };
}

/** The brokers in effect: the reader's, else the site's. */
export const brokersInEffect = (choice: BrokerChoice, siteBrokers: readonly string[]): readonly string[] =>
  choice.brokers ?? siteBrokers;
