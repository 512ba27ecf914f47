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

/**
 * How the element's embed page loads it: `lazy` is the embed snippet as documented, without the attribute (whose
 * default it is), so the element waits until it knows it is near the viewport; `eager` adds `loading="eager"`.
 */
export const ELEMENT_LOADINGS = ['lazy', 'eager'] as const;
export type ElementLoading = (typeof ELEMENT_LOADINGS)[number];

/** One embed page: a side other than the element's, or the element's with a bundle (by key) and a loading. */
export type Embed =
  { side: Exclude<EmbedSide, 'element'> } | { side: 'element'; bundle: string; loading: ElementLoading };

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
  /** An embed page on the data set of `count` offerings. */
  embed: (embed: Embed, count: number) =>
    embed.side === 'element'
      ? `/embed/element-${embed.bundle}-${embed.loading}-${count}.html`
      : `/embed/${embed.side}-${count}.html`,
  /** The one script of an embed page. */
  embedScript: (embed: Embed) =>
    embed.side === 'element' ? paths.bundle(embed.bundle) : paths.script(EMBED_SCRIPTS[embed.side]),
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

/** The embed snippet; `loading="eager"` only when asked, the default being lazy. */
const elementSnippet = (data: DataSet, loading: ElementLoading) =>
  `<ipo-calendar view="month" api-key="${attribute(data.apiKey)}" base-url="${attribute(data.baseUrl)}" range="${data.month}"${loading === 'eager' ? ' loading="eager"' : ''}></ipo-calendar>`;

function embedPages(data: DataSet, bundleKeys: readonly string[]): Record<string, Route> {
  const page = (embed: Embed, content: string): [string, Route] => [
    paths.embed(embed, data.count),
    embedPage(paths.embedScript(embed), content),
  ];
  return Object.fromEntries([
    page({ side: 'fullCalendar' }, queryContainer('calendar', data)),
    page({ side: 'floor' }, queryContainer('ipo-list', data)),
    page({ side: 'strings' }, queryContainer('ipo-month', data)),
    ...bundleKeys.flatMap((bundle) =>
      ELEMENT_LOADINGS.map((loading) => page({ side: 'element', bundle, loading }, elementSnippet(data, loading))),
    ),
  ]);
}

/**
 * Every route of a run: the page scripts, the element bundles by key with the chunks they import, and the pages on each
 * data set.
 */
export function benchRoutes(
  scripts: Record<PageScript, Buffer>,
  bundles: Record<string, Buffer>,
  chunks: Record<string, Record<string, Buffer>>,
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
    for (const [name, chunk] of Object.entries(chunks[key] ?? {})) {
      routes[paths.bundle(key).replace(/[^/]+$/, `chunks/${name}`)] = { body: chunk, type: 'text/javascript' };
    }
    routes[paths.harness(`element-${key}`)] = harnessPage(`<script type="module" src="${paths.bundle(key)}"></script>`);
  }
  for (const data of dataSets) Object.assign(routes, embedPages(data, Object.keys(bundles)));
  return routes;
}
