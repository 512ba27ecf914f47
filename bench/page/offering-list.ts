/** The floors' drawing: the offerings written into their container with one innerHTML, the API's strings escaped. */
import type { Offering } from '../../src/api/types.js';
import { escapeHtml } from './escape-html.js';

export function writeOfferingList(container: HTMLElement, items: readonly Offering[]): void {
  container.innerHTML = `<ul>${items
    .map((item) => `<li>${escapeHtml(item.corp_name)} ${item.sub_start ?? ''}–${item.sub_end ?? ''}</li>`)
    .join('')}</ul>`;
}
