/**
 * The page-level figure's floor: the least a script-tag widget can do. It makes the element's call (the key in a
 * header, so the browser sends a CORS preflight first) and writes the offerings into `#ipo-list` with one innerHTML.
 */
import { escapeHtml } from './escape-html.js';
import { ELEMENT_FETCH, fetchMonth, queryOf } from './fetch-month.js';

const container = document.querySelector<HTMLElement>('#ipo-list')!;
const { items } = await fetchMonth(queryOf(container), ELEMENT_FETCH);
container.innerHTML = `<ul>${items
  .map((item) => `<li>${escapeHtml(item.corp_name)} ${item.sub_start ?? ''}–${item.sub_end ?? ''}</li>`)
  .join('')}</ul>`;
