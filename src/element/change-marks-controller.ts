/**
 * What changed since the reader looked: the change memory the host shares with the other elements of its registry
 * (src/model/change-memory.ts). A load the server confirmed (a 200 or a 304) is compared with it, and the changes it
 * finds fire `ipo-change`; an offering the reader opens loses its mark, though its panel still says what moved.
 * Brokers are compared as firms, with the broker table: a comparison that needs it waits for it.
 */
import type { ReactiveControllerHost } from 'lit';
import type { Offering } from '../api/types.js';
import type { BrokerNames } from '../brokers/names.js';
import type { ListResult } from '../client/client-types.js';
import type { ClientRegistry } from '../client/registry.js';
import {
  CHANGE_MEMORY_KEY,
  marksNeedBrokerNames,
  observeOfferings,
  observingNeedsBrokerNames,
  openOffering,
  readChangeMemory,
  shownChange,
  type ChangeMemory,
  type ShownChange,
} from '../model/change-memory.js';
import { sameValue } from '../util/same-value.js';
import { IpoChangeEvent } from './events.js';
import { SharedValueController } from './shared-value-controller.js';

interface ChangeMarksHost extends ReactiveControllerHost, EventTarget {
  clients: ClientRegistry;
}

export interface ChangeMarksSources {
  /** The broker table's look-ups: null until the host has loaded them. */
  names(): BrokerNames | null;
  /** Loads them. */
  loadNames(): Promise<BrokerNames>;
}

export class ChangeMarksController {
  readonly #memory: SharedValueController<ChangeMemory>;
  /** The offering whose panel the reader opened, with the change its mark said. */
  #opened: { offering: Offering; change: ShownChange | null } | null = null;

  constructor(
    private readonly host: ChangeMarksHost,
    private readonly sources: ChangeMarksSources,
  ) {
    this.#memory = new SharedValueController(host, CHANGE_MEMORY_KEY, readChangeMemory);
  }

  /**
   * Compares an answer the server confirmed with what the reader saw, and tells the changes not told before. The memory
   * is written only when that changed it: a write renders every element of the registry and wakes every other tab.
   * Broker lists that differ as written wait for the broker table, which tells whether the firms did.
   */
  observe(result: ListResult, now: number): void {
    if (!result.data || (result.source !== 'network' && result.source !== 'revalidated')) return;
    const { items } = result.data;
    const names = this.sources.names();
    if (!names && observingNeedsBrokerNames(this.#memory.value, items)) {
      // Without the table, the next confirmed answer is compared instead.
      this.sources.loadNames().then(
        () => this.observe(result, now),
        () => undefined,
      );
      return;
    }
    const { memory, detected } = observeOfferings(this.#memory.value, items, now, names);
    if (!sameValue(memory, this.#memory.value)) this.#memory.write(memory);
    if (detected.length) this.host.dispatchEvent(new IpoChangeEvent(detected));
  }

  /** The mark of an offering: what moved since the reader looked, or null. */
  changeOf(offering: Offering, now: number): ShownChange | null {
    return shownChange(this.#memory.value, offering.id, now, this.sources.names());
  }

  /** Whether a mark shown now says brokers moved: which firms, the broker table says. */
  marksBrokers(now: number): boolean {
    return marksNeedBrokerNames(this.#memory.value, now);
  }

  /** The reader opened the offering: its mark goes, and its newest schedule becomes the one seen. */
  open(offering: Offering, now: number): void {
    this.#opened = { offering, change: this.changeOf(offering, now) };
    const memory = openOffering(this.#memory.value, offering.id);
    if (memory !== this.#memory.value) this.#memory.write(memory);
  }

  /** What the open panel of `offering` says moved: the mark it had when the reader opened it. */
  panelChange(offering: Offering): ShownChange | null {
    return this.#opened?.offering === offering ? this.#opened.change : null;
  }
}
