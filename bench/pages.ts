/**
 * The pages the bench serves. Harness pages load bench/page/harness.ts, which times a run from inside the page; embed
 * pages are what a site would publish (its own script tag and container, nothing of the bench but the injected
 * watcher), for the page-level figure and the trace.
 */
import type { PageScript } from './build-pages.js';
import type { Route } from './static-server.js';

/** One mock API with one data set: its base URL, a key without limits, and the month the data fills. */
export interface DataSet {
  count: number;
  baseUrl: string;
  apiKey: string;
  month: string;
  /** The month's first and last day. */
  from: string;
  to: string;
}

/** The element's page-level side, FullCalendar's, the floor, and the element's month as HTML strings. */
export type EmbedSide = 'element' | 'fullCalendar' | 'floor' | 'strings';

const EMBED_SCRIPTS: Record<Exclude<EmbedSide, 'element'>, PageScript> = {
  fullCalendar: 'fullCalendarEmbed',
  floor: 'floorEmbed',
  strings: 'stringsEmbed',
};

export const paths = {
  script: (script: PageScript) => `/scripts/${script}.js`,
  bundle: (key: string) => `/bundles/${key}/ipo-calendar.js`,
  /** The harness page with element bundle `key`, or with FullCalendar, or with nothing more (`plain`). */
  harness: (page: string) => `/harness/${page}.html`,
  /** An embed page of `side` on the data set of `count` offerings; for the element, with bundle `key`. */
  embed: (side: EmbedSide, count: number, key = '') => `/embed/${side}${key && `-${key}`}-${count}.html`,
  /** The one script of an embed page of `side`. */
  embedScript: (side: EmbedSide, key = '') =>
    side === 'element' ? paths.bundle(key) : paths.script(EMBED_SCRIPTS[side]),
};

/** What the page-level figure waits for on each side: the first node that shows an offering. */
export const CONTENT_SELECTORS: Record<EmbedSide, string> = {
  element: '[role=gridcell] .bar',
  fullCalendar: '.ipo-event',
  floor: '#ipo-list li',
  strings: '[role=gridcell] .bar',
};

const html = (text: string): Route => ({ body: text, type: 'text/html; charset=utf-8' });
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function harnessPage(scripts: string): Route {
  return html(`<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>bench</title>
<style>body { margin: 0; font-family: system-ui, sans-serif; } body > * { display: block; width: 1000px; }</style>
${scripts}
<script type="module" src="${paths.script('harness')}"></script></head><body></body></html>`);
}

function embedPage(script: string, content: string): Route {
  return html(`<!doctype html><html lang="ko"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>공모주 일정</title>
<style>body { margin: 0 auto; max-width: 1000px; padding: 0 8px; font-family: system-ui, sans-serif; }</style>
<script type="module" src="${script}"></script>
</head><body><h1>이번 달 공모주</h1>
${content}
</body></html>`);
}

/** The container of FullCalendar's and the floor's embed, with the query as data-* attributes. */
const queryContainer = (id: string, data: DataSet) =>
  `<div id="${id}" data-base-url="${attribute(data.baseUrl)}" data-api-key="${attribute(data.apiKey)}" data-from="${data.from}" data-to="${data.to}"></div>`;

function embedPages(data: DataSet, bundleKeys: readonly string[]): Record<string, Route> {
  const routes: Record<string, Route> = {
    [paths.embed('fullCalendar', data.count)]: embedPage(
      paths.embedScript('fullCalendar'),
      queryContainer('calendar', data),
    ),
    [paths.embed('floor', data.count)]: embedPage(paths.embedScript('floor'), queryContainer('ipo-list', data)),
    [paths.embed('strings', data.count)]: embedPage(paths.embedScript('strings'), queryContainer('ipo-month', data)),
  };
  for (const key of bundleKeys) {
    routes[paths.embed('element', data.count, key)] = embedPage(
      paths.embedScript('element', key),
      `<ipo-calendar view="month" api-key="${attribute(data.apiKey)}" base-url="${attribute(data.baseUrl)}" range="${data.month}"></ipo-calendar>`,
    );
  }
  return routes;
}

/** Every route of a run: the page scripts, the element bundles by key, and the pages on each data set. */
export function benchRoutes(
  scripts: Record<PageScript, Buffer>,
  bundles: Record<string, Buffer>,
  dataSets: readonly DataSet[],
): Record<string, Route> {
  const routes: Record<string, Route> = {
    [paths.harness('plain')]: harnessPage(''),
    [paths.harness('fullCalendar')]: harnessPage(
      `<script type="module">import * as bundle from '${paths.script('fullCalendar')}'; window.benchFullCalendar = bundle;</script>`,
    ),
  };
  for (const [script, body] of Object.entries(scripts)) {
    routes[paths.script(script as PageScript)] = { body, type: 'text/javascript' };
  }
  for (const [key, body] of Object.entries(bundles)) {
    routes[paths.bundle(key)] = { body, type: 'text/javascript' };
    routes[paths.harness(`element-${key}`)] = harnessPage(`<script type="module" src="${paths.bundle(key)}"></script>`);
  }
  for (const data of dataSets) Object.assign(routes, embedPages(data, Object.keys(bundles)));
  return routes;
}
