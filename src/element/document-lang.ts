/**
 * Renders its host again when a `lang` attribute changes in the page (a language switcher on
 * `<html>` or on an ancestor): the element takes its language from there when it has none of its own.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class DocumentLangController implements ReactiveController {
  readonly #observer = new MutationObserver(() => this.host.requestUpdate());

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  hostConnected(): void {
    this.#observer.observe(document.documentElement, { attributeFilter: ['lang'], subtree: true });
    // Moved under another ancestor, it may have another language.
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    this.#observer.disconnect();
  }
}
