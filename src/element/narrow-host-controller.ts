/** Tells when the element itself (not the window) is narrower than 480 px: the month view then turns compact. */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export const NARROW_BELOW_PX = 480;

export class NarrowHostController implements ReactiveController {
  narrow = false;
  #measured = false;
  readonly #observer = new ResizeObserver(([entry]) => {
    // The element's own width, border and padding included, as a site author sets it.
    const narrow = entry.borderBoxSize[0].inlineSize < NARROW_BELOW_PX;
    if (narrow === this.narrow) return;
    this.narrow = narrow;
    // Re-rendering inside the observer's callback would resize the host within the same frame.
    requestAnimationFrame(() => this.host.requestUpdate());
  });

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  hostConnected(): void {
    this.#observer.observe(this.host, { box: 'border-box' });
  }

  hostUpdate(): void {
    // Read once in the first update after the host is connected, so that a narrow host never shows the wide grid for a
    // frame (the observer tells later). Not when connected: the update runs in a task after the one that connected the
    // host (see the host's scheduleUpdate), by which time the page has as a rule been laid out, so the read finds the
    // width instead of forcing a layout. A host removed before its update has no width: the read waits for its return.
    if (this.#measured || !this.host.isConnected) return;
    this.#measured = true;
    this.narrow = this.host.offsetWidth < NARROW_BELOW_PX;
  }

  hostDisconnected(): void {
    this.#measured = false;
    this.#observer.disconnect();
  }
}
