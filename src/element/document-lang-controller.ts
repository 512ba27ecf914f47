/**
 * The host's language: its own `lang` (attribute or property), else the closest ancestor's, else the document's. It
 * renders the host again when a `lang` attribute changes in the page (a language switcher on `<html>` or on an
 * ancestor), from which the host takes its language when it has none of its own.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Lang } from '../format/lang.js';
import { hostLang } from './host-lang.js';

export class DocumentLangController implements ReactiveController {
  // Only a change on the host or an ancestor can change its language: other elements' do not re-render it.
  readonly #observer = new MutationObserver((records) => {
    if (records.some(({ target }) => target.contains(this.host))) this.host.requestUpdate();
  });

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  get lang(): Lang {
    return hostLang(this.host);
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
