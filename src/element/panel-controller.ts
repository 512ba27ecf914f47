/**
 * The panel over the body: an offering's details, opened by a selection the page does not cancel (`ipo-select`), or
 * the reader's broker picker. It is closed by its button, Escape or a click beside it (focus then returns to where it
 * was), and put away when other data is shown.
 */
import type { ReactiveControllerHost } from 'lit';
import type { Offering } from '../api/types.js';
import { IpoSelectEvent } from './events.js';

/** Where focus goes as the panel opens and closes. */
export interface PanelFocus {
  enterPanel(selector: string): void;
  leavePanel(): void;
}

export interface PanelSources {
  focus(): PanelFocus;
  /** An offering's panel opened: the reader has now seen it. */
  opened(offering: Offering): void;
}

/** What the panel shows. */
export type PanelContent = { kind: 'offering'; offering: Offering } | { kind: 'brokers' };

/** It has no part in the host's lifecycle: it is not added to the host's controllers, and renders the host when it changes. */
export class PanelController {
  #content: PanelContent | null = null;

  constructor(
    private readonly host: ReactiveControllerHost & EventTarget,
    private readonly sources: PanelSources,
  ) {}

  /** What the open panel shows, or null. */
  get content(): PanelContent | null {
    return this.#content;
  }

  /** The offering whose panel is open, or null. */
  get offering(): Offering | null {
    return this.#content?.kind === 'offering' ? this.#content.offering : null;
  }

  /** Fires `ipo-select`; unless the page cancels it, opens the offering's panel with focus on its close button. */
  select(offering: Offering): void {
    if (!this.host.dispatchEvent(new IpoSelectEvent(offering))) return;
    this.sources.opened(offering);
    this.#open({ kind: 'offering', offering });
  }

  /** Opens the reader's broker picker, with focus on its close button. */
  openBrokers(): void {
    this.#open({ kind: 'brokers' });
  }

  /** Closes the panel; focus returns to where it was when the panel opened. */
  close(): void {
    this.#content = null;
    this.sources.focus().leavePanel();
    this.host.requestUpdate();
  }

  /**
   * A click on the block that holds the body and the panel: it lands on the block itself when it is beside the panel,
   * on the body the panel makes inert, and closes the panel then.
   */
  readonly clickBeside = (event: Event): void => {
    if (event.target === event.currentTarget && this.#content) this.close();
  };

  /** Other data is shown: the panel of an offering from before goes, and focus with it. */
  putAway(): void {
    if (this.#content?.kind === 'offering') this.#content = null;
  }

  #open(content: PanelContent): void {
    this.#content = content;
    this.sources.focus().enterPanel('[part~=close]');
    this.host.requestUpdate();
  }
}
