/**
 * The page-level figure's floor: the least a script-tag widget can do. It makes the element's call (the key in a
 * header, so the browser sends a CORS preflight first) and writes the offerings into `#ipo-list` with one innerHTML.
 */
import { ELEMENT_FETCH, fetchMonth, queryOf } from './fetch-month.js';
import { writeOfferingList } from './offering-list.js';

const container = document.querySelector<HTMLElement>('#ipo-list')!;
const { items } = await fetchMonth(queryOf(container), ELEMENT_FETCH);
writeOfferingList(container, items);
