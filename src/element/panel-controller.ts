/**
 * The detail panel: the offering it shows, opened by a selection the page does not cancel (`ipo-select`), closed by
 * its button, Escape or a click beside it (focus then returns to where it was), and put away when other data is shown.
 */
import type { ReactiveControllerHost } from 'lit';
import type { Offering } from '../api/types.js';
import { IpoSelectEvent } from './events.js';

/** Where focus goes as the panel opens and closes. */
export interface PanelFocus {
  enterPanel(selector: string): void;
  leavePanel(): void;
}

/** It has no part in the host's lifecycle: it is not added to the host's controllers, and renders the host when it changes. */
export class PanelController {
  #offering: Offering | null = null;

  constructor(
    private readonly host: ReactiveControllerHost & EventTarget,
    private readonly focus: () => PanelFocus,
  ) {}

  /** The offering whose panel is open, or null. */
  get offering(): Offering | null {
    return this.#offering;
  }

  /** Fires `ipo-select`; unless the page cancels it, opens the offering's panel with focus on its close button. */
  select(offering: Offering): void {
    if (!this.host.dispatchEvent(new IpoSelectEvent(offering))) return;
    this.#offering = offering;
    this.focus().enterPanel('[part~=close]');
    this.host.requestUpdate();
  }

  /** Closes the panel; focus returns to where it was when the panel opened. */
  close(): void {
    this.#offering = null;
    this.focus().leavePanel();
    this.host.requestUpdate();
  }

  /**
   * A click on the block that holds the body and the panel: it lands on the block itself when it is beside the panel,
   * on the body the panel makes inert, and closes the panel then.
   */
  readonly clickBeside = (event: Event): void => {
    if (event.target === event.currentTarget && this.#offering) this.close();
  };

  /** Other data is shown: the panel of an offering from before goes, and focus with it. */
  putAway(): void {
    this.#offering = null;
  }
}
