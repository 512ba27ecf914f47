/**
 * What changed since the reader looked: the change memory the host shares with the other elements of its registry
 * (src/model/change-memory.ts). A load the server confirmed (a 200 or a 304) is compared with it, and the changes it
 * finds fire `ipo-change`; an offering the reader opens loses its mark, though its panel still says what moved.
 */
import type { ReactiveControllerHost } from 'lit';
import type { Offering } from '../api/types.js';
import type { ListResult } from '../client/client-types.js';
import type { ClientRegistry } from '../client/registry.js';
import {
  CHANGE_MEMORY_KEY,
  observeOfferings,
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

export class ChangeMarksController {
  readonly #memory: SharedValueController<ChangeMemory>;
  /** The offering whose panel the reader opened, with the change its mark said. */
  #opened: { offering: Offering; change: ShownChange | null } | null = null;

  constructor(private readonly host: ChangeMarksHost) {
    this.#memory = new SharedValueController(host, CHANGE_MEMORY_KEY, readChangeMemory);
  }

  /**
   * Compares an answer the server confirmed with what the reader saw, and tells the changes not told before. The memory
   * is written only when that changed it: a write renders every element of the registry and wakes every other tab.
   */
  observe(result: ListResult, now: number): void {
    if (!result.data || (result.source !== 'network' && result.source !== 'revalidated')) return;
    const { memory, detected } = observeOfferings(this.#memory.value, result.data.items, now);
    if (!sameValue(memory, this.#memory.value)) this.#memory.write(memory);
    if (detected.length) this.host.dispatchEvent(new IpoChangeEvent(detected));
  }

  /** The mark of an offering: what moved since the reader looked, or null. */
  changeOf(offering: Offering, now: number): ShownChange | null {
    return shownChange(this.#memory.value, offering.id, now);
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
