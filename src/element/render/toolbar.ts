import { html, nothing } from 'lit';
import type { Lang } from '../../format/lang.js';
import type { Strings } from '../../i18n/strings.js';

export interface ToolbarContext {
  t: Strings;
  lang: Lang;
  /** The brokers in effect, as their names are shown. */
  brokers: readonly string[];
  onlyMine: boolean;
  /** The `webcal:` link of the relay's feed, or null when the base URL serves none. */
  feed: string | null;
  openBrokers(): void;
  setOnlyMine(onlyMine: boolean): void;
}

/**
 * The row under the header: the reader's brokers (a button that opens their picker), whether only their offerings
 * are shown, and the calendar subscription where a relay serves the feed. One line, whatever it says.
 */
export function renderToolbar({ t, lang, brokers, onlyMine, feed, openBrokers, setOnlyMine }: ToolbarContext) {
  const names = brokers.join(', ');
  return html`<div part="toolbar" lang=${lang}>
    <button part="brokers" aria-haspopup="dialog" @click=${openBrokers}>${t.brokers.button(names || null)}</button>
    <button
      part="only-mine"
      aria-pressed=${onlyMine}
      ?disabled=${brokers.length === 0}
      @click=${() => setOnlyMine(!onlyMine)}
    >
      ${t.brokers.onlyMine}
    </button>
    ${feed ? html`<a part="feed" href=${feed}>${t.feed}</a>` : nothing}
  </div>`;
}
