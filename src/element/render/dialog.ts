import { html, type TemplateResult } from 'lit';
import type { Strings } from '../../i18n/strings.js';

/**
 * The panel's frame, for an offering or the broker picker: a dialog named by its title, with a close button, that
 * Escape closes; `aria-busy` while its content is on its way. Focusable itself, so that a click on its text keeps
 * focus in it (and Escape working) rather than dropping it to the page. Escape is the panel's alone: a page's own modal
 * <dialog> or key handler around the element must not close too.
 */
export function renderDialog(
  part: string,
  title: TemplateResult,
  content: unknown,
  { t, close, busy }: { t: Strings; close(): void; busy: boolean },
) {
  return html`<div
    part=${part}
    role="dialog"
    aria-labelledby="panel-title"
    aria-busy=${busy}
    tabindex="-1"
    @keydown=${(event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      close();
    }}
  >
    <div class="panel-head">
      ${title}
      <button part="close" @click=${close}>${t.close}</button>
    </div>
    ${content}
  </div>`;
}
