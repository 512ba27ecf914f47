/**
 * The brokers the host matches offerings against: the reader's own choice, kept for the page's origin and shared by
 * its elements, else the site's `brokers` attribute; and whether the reader wants only the offerings one of them
 * takes. A change the reader makes fires `ipo-brokers-change`.
 */
import type { ReactiveControllerHost } from 'lit';
import type { BrokerNames } from '../brokers/names.js';
import type { ClientRegistry } from '../client/registry.js';
import {
  BROKER_CHOICE_KEY,
  brokersInEffect,
  choiceNamesFirms,
  readBrokerChoice,
  type BrokerChoice,
} from '../model/broker-choice.js';
import { sameValue } from '../util/same-value.js';
import { IpoBrokersChangeEvent } from './events.js';
import { SharedValueController } from './shared-value-controller.js';

interface BrokersHost extends ReactiveControllerHost, EventTarget {
  clients: ClientRegistry;
}

export interface BrokersSources {
  /** The `brokers` attribute's, as canonical names (none while the configuration is invalid or unchecked). */
  siteBrokers(): readonly string[];
  /** The broker table's look-ups, which match the reader's choice: null until the host has loaded them. */
  names(): BrokerNames | null;
}

export class BrokersController {
  readonly #choice: SharedValueController<BrokerChoice>;

  constructor(
    private readonly host: BrokersHost,
    private readonly sources: BrokersSources,
  ) {
    this.#choice = new SharedValueController(host, BROKER_CHOICE_KEY, readBrokerChoice);
  }

  /** The brokers in effect, canonical names. */
  get brokers(): readonly string[] {
    return brokersInEffect(this.#choice.value, this.sources.siteBrokers(), this.sources.names());
  }

  /** Whether the reader has chosen brokers of their own. */
  get chosen(): boolean {
    return this.#choice.value.brokers !== null;
  }

  /** Whether the reader's choice names firms, which the broker table must match: the host needs it at once. */
  get namesFirms(): boolean {
    return choiceNamesFirms(this.#choice.value);
  }

  /** Only the offerings one of the brokers takes are shown: asked for, and there are brokers to match. */
  get onlyMine(): boolean {
    return this.#choice.value.onlyMine && this.brokers.length > 0;
  }

  /** The reader's choice (null clears it: the site's brokers apply again). */
  choose(brokers: readonly string[] | null): void {
    this.#write({ ...this.#choice.value, brokers });
  }

  /** Adds `broker` to the brokers in effect now, or takes it out, as the reader's choice. */
  toggle(broker: string, on: boolean): void {
    const brokers = this.brokers.filter((other) => other !== broker);
    this.choose(on ? [...brokers, broker] : brokers);
  }

  setOnlyMine(onlyMine: boolean): void {
    this.#write({ ...this.#choice.value, onlyMine });
  }

  #write(choice: BrokerChoice): void {
    const before = this.brokers;
    this.#choice.write(choice.brokers === null && !choice.onlyMine ? null : choice);
    const after = this.brokers;
    if (!sameValue(after, before)) this.host.dispatchEvent(new IpoBrokersChangeEvent(after));
  }
}
