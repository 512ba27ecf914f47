/**
 * Tells when the host comes near the viewport, like `<img loading="lazy">`, so a lazy element spends no call before.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { NEAR_VIEWPORT_MARGIN } from './near-viewport-margin.js';

export class NearViewportController implements ReactiveController {
  near = false;
  /** Whether the observer has reported once: until then, whether the host is near is not known. */
  reported = false;
  readonly #observer = new IntersectionObserver(
    (entries) => {
      const first = !this.reported;
      this.reported = true;
      if (entries.some((entry) => entry.isIntersecting)) {
        this.near = true;
        this.#observer.disconnect();
      } else if (!first) return;
      this.host.requestUpdate();
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );

  constructor(private readonly host: ReactiveControllerHost & Element) {
    host.addController(this);
  }

  hostConnected(): void {
    if (!this.near) this.#observer.observe(this.host);
  }

  hostDisconnected(): void {
    this.#observer.disconnect();
  }
}
