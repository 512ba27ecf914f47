/**
 * Tells when the host comes near the viewport, like `<img loading="lazy">`, so a lazy element spends no call before.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

const MARGIN = '300px';

export class NearViewportController implements ReactiveController {
  near = false;
  readonly #observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      this.near = true;
      this.#observer.disconnect();
      this.host.requestUpdate();
    },
    { rootMargin: MARGIN },
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
