/**
 * The element's month view without the element, as an embed: once the data comes, the same markup, names, bars and
 * styles are written as HTML strings into a shadow root of `#ipo-month`, in one task. Its traced tasks are what
 * rendering the month costs the browser with no Lit, storage or Web Lock: the floor of the element's own.
 */
import { monthGrid } from '../../src/calendar/month-grid.js';
import { placeOfferings } from '../../src/calendar/placement.js';
import { parseListResponse } from '../../src/client/parse.js';
import { monthStyles } from '../../src/element/month-styles.js';
import { baseStyles } from '../../src/element/styles.js';
import { kstDateOf } from '../../src/time/kst.js';
import { ELEMENT_FETCH, fetchMonth, queryOf } from './fetch-month.js';
import { stringMonth, stringWeeks } from './string-month.js';

const container = document.querySelector<HTMLElement>('#ipo-month')!;
const query = queryOf(container);
const month = query.from.slice(0, 7);
const data = parseListResponse(await fetchMonth(query, ELEMENT_FETCH))!;
const grid = monthGrid(month, kstDateOf(Date.now()));
const root = container.attachShadow({ mode: 'open' });
root.adoptedStyleSheets = [baseStyles.styleSheet!, monthStyles.styleSheet!];
root.innerHTML = stringMonth(month, grid, '', stringWeeks(grid, placeOfferings(data.items, grid.visible)));
