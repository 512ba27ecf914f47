/**
 * Renders its host again when a `lang` attribute changes in the page (a language switcher on
 * `<html>` or on an ancestor): the element takes its language from there when it has none of its own.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class DocumentLangController implements ReactiveController {
  // Only a change on the host or an ancestor can change its language: other elements' do not re-render it.
  readonly #observer = new MutationObserver((records) => {
    if (records.some(({ target }) => target.contains(this.host))) this.host.requestUpdate();
  });

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
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
