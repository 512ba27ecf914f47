/**
 * Where focus goes in the host's shadow tree across renders: to what an action names once it is rendered (the day a
 * key moved to, the day list, the panel), back to where it was when a panel opened once it closes, and home when a
 * render removes the node that had it (a day list entry, a retry button), which would drop focus to the page.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

interface FocusHost extends ReactiveControllerHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
}

export class FocusController implements ReactiveController {
  /** What to focus after the next render. */
  #next?: () => HTMLElement | null;
  /** The node focused when the update began. */
  #focused: Element | null = null;
  /** The node focused when the panel opened. */
  #returnTarget: HTMLElement | null = null;

  constructor(
    private readonly host: FocusHost,
    /** Where focus goes home: the first of these selectors that matches. */
    private readonly home: readonly string[],
  ) {
    host.addController(this);
  }

  /** Focuses the first node `selector` matches once the next render is done. */
  focusAfterRender(selector: string): void {
    this.#next = () => this.#find(selector);
  }

  /** Sends focus home after the next render, if it is in the host: the nodes that have it now say other things. */
  focusHomeAfterRender(): void {
    if (this.#active()) this.#next = () => this.#home();
  }

  /** A panel opens: focus goes to `selector` in it, and will return to the node that has it now. */
  enterPanel(selector: string): void {
    this.#returnTarget = this.#active() as HTMLElement | null;
    this.focusAfterRender(selector);
  }

  /** The panel closes: focus returns to where it was when the panel opened. */
  leavePanel(): void {
    const target = this.#returnTarget;
    this.#returnTarget = null;
    this.#next = () => target;
  }

  hostUpdate(): void {
    this.#focused = this.#active();
  }

  hostUpdated(): void {
    if (this.#focused && !this.#focused.isConnected) this.#home()?.focus();
    this.#focused = null;
    const next = this.#next;
    this.#next = undefined;
    next?.()?.focus();
  }

  #active(): Element | null {
    return (this.host.renderRoot as ShadowRoot).activeElement;
  }

  #home(): HTMLElement | null {
    for (const selector of this.home) {
      const found = this.#find(selector);
      if (found) return found;
    }
    return null;
  }

  #find(selector: string): HTMLElement | null {
    return this.host.renderRoot.querySelector<HTMLElement>(selector);
  }
}
