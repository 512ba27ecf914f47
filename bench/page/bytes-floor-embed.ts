/**
 * The floor with the element's bytes: the floor's call and drawing, from script as large as the element's, in the
 * element's two files and order. The bench pads this script to the element's first module as sent (gzip) and its
 * chunk to the element's chunk (bench/gzip-padding.ts). It asks for the chunk, makes the call, and draws when both
 * are in: what the element's bytes cost on the network alone, with no work of the element's.
 */
import { ELEMENT_FETCH, fetchMonth, queryOf } from './fetch-month.js';
import { writeOfferingList } from './offering-list.js';

const container = document.querySelector<HTMLElement>('#ipo-list')!;
// Asked for before the call, as the element's first module asks for its chunk; the URL is not a literal, so esbuild
// leaves the import to the browser.
const chunk = import(new URL('bytes-floor-chunk.js', import.meta.url).href);
const [{ items }] = await Promise.all([fetchMonth(queryOf(container), ELEMENT_FETCH), chunk]);
writeOfferingList(container, items);
