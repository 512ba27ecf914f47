import { html } from 'lit';
import type { Lang } from '../../format/lang.js';
import { LOAD_FAILURE } from '../../i18n/load-failure.js';
import type { Strings } from '../../i18n/strings.js';
import type { ModuleState } from '../lazy-module.js';
import { renderMessage } from './states.js';

/** That a part of the element could not be loaded, said in `lang`, with a retry. */
export function renderLoadFailure(lang: Lang, retry: () => void) {
  const { message, retry: label } = LOAD_FAILURE[lang];
  return html`<div lang=${lang}>
    ${renderMessage(message, 'error', html`<button part="retry" @click=${retry}>${label}</button>`)}
  </div>`;
}

/** In the place of what a lazily loaded module renders, until it is there: a busy line, or its failure. */
export function renderModuleWait({ status }: ModuleState<unknown>, t: Strings, retry: () => void) {
  return status === 'failed' ? renderLoadFailure(t.lang, retry) : html`<p class="muted" role="status">${t.loading}</p>`;
}
