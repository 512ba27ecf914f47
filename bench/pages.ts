/**
 * The pages the bench serves. Harness pages load bench/page/harness.ts, which times a run from inside the page; embed
 * pages are what a site would publish (its own script tag and container, nothing of the bench but the injected
 * watcher), for the page-level figure and the trace.
 */
import { gzipSync } from 'node:zlib';
import type { PageScript } from './build-pages.js';
import { padToGzipSize } from './gzip-padding.js';
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

/**
 * The element's page-level side, FullCalendar's, the floor, the floor with the element's bytes, and the element's
 * month as HTML strings.
 */
export type EmbedSide = 'element' | 'fullCalendar' | 'floor' | 'bytesFloor' | 'strings';

/**
 * How the element's embed page loads it: `lazy` is the embed snippet as documented, without the attribute (whose
 * default it is), so the element waits until it knows it is near the viewport; `eager` adds `loading="eager"`.
 */
export const ELEMENT_LOADINGS = ['lazy', 'eager'] as const;
export type ElementLoading = (typeof ELEMENT_LOADINGS)[number];

/**
 * How the element's embed page includes it: `module` is the README's script tag; `modulepreload` adds the README's
 * optional `<link rel="modulepreload">` of the element's chunk before it; `classic` is the classic script,
 * ipo-calendar.iife.js beside the first module, in a plain `<script src>`.
 */
export const ELEMENT_TAGS = ['module', 'modulepreload', 'classic'] as const;
export type ElementTag = (typeof ELEMENT_TAGS)[number];

/**
 * One embed page: a side that is not the element's; the floor with the bytes of an element bundle (by key); or the
 * element's with a bundle, a loading and a tag (`module` unless given).
 */
export type Embed =
  | { side: Exclude<EmbedSide, 'element' | 'bytesFloor'> }
  | { side: 'bytesFloor'; bundle: string }
  | { side: 'element'; bundle: string; loading: ElementLoading; tag?: ElementTag };

const EMBED_SCRIPTS: Record<Exclude<EmbedSide, 'element' | 'bytesFloor'>, PageScript> = {
  fullCalendar: 'fullCalendarEmbed',
  floor: 'floorEmbed',
  strings: 'stringsEmbed',
};

export const paths = {
  script: (script: PageScript) => `/scripts/${script}.js`,
  bundle: (key: string) => `/bundles/${key}/ipo-calendar.js`,
  /** The classic script of the element bundle `key`, beside its first module. */
  classicScript: (key: string) => `/bundles/${key}/ipo-calendar.iife.js`,
  /** The chunk of the element bundle `key` that holds the element, imported by its first module. */
  elementChunk: (key: string) => `/bundles/${key}/chunks/ipo-calendar.js`,
  /** The floor with the bytes of bundle `key`: its first script, and the chunk that script imports (a sibling). */
  bytesFloor: (key: string) => `/bundles/${key}/bytes-floor.js`,
  bytesFloorChunk: (key: string) => `/bundles/${key}/bytes-floor-chunk.js`,
  /** The harness page with element bundle `key`, or with FullCalendar, or with nothing more (`plain`). */
  harness: (page: string) => `/harness/${page}.html`,
  /** An embed page on the data set of `count` offerings. */
  embed: (embed: Embed, count: number) => {
    switch (embed.side) {
      case 'element':
        return `/embed/element-${embed.bundle}-${embed.loading}-${embed.tag ?? 'module'}-${count}.html`;
      case 'bytesFloor':
        return `/embed/bytes-floor-${embed.bundle}-${count}.html`;
      default:
        return `/embed/${embed.side}-${count}.html`;
    }
  },
  /** The first script of an embed page, the one its tag names. */
  embedScript: (embed: Embed) => {
    switch (embed.side) {
      case 'element':
        return embed.tag === 'classic' ? paths.classicScript(embed.bundle) : paths.bundle(embed.bundle);
      case 'bytesFloor':
        return paths.bytesFloor(embed.bundle);
      default:
        return paths.script(EMBED_SCRIPTS[embed.side]);
    }
  },
};

/** What the page-level figure waits for on each side: the first node that shows an offering. */
export const CONTENT_SELECTORS: Record<EmbedSide, string> = {
  element: '[role=gridcell] .bar',
  fullCalendar: '.ipo-event',
  floor: '#ipo-list li',
  bytesFloor: '#ipo-list li',
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

/** An embed page of `content` whose head holds `scripts`. */
function embedPage(scripts: string, content: string): Route {
  return html(`<!doctype html><html lang="ko"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>공모주 일정</title>
<style>body { margin: 0 auto; max-width: 1000px; padding: 0 8px; font-family: system-ui, sans-serif; }</style>
${scripts}
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

/** The scripts in an embed page's head: the one its tag names, after the README's modulepreload line when asked. */
function headScripts(embed: Embed): string {
  const script = paths.embedScript(embed);
  if (embed.side === 'element' && embed.tag === 'classic') return `<script src="${script}"></script>`;
  const preload =
    embed.side === 'element' && embed.tag === 'modulepreload'
      ? `<link rel="modulepreload" href="${paths.elementChunk(embed.bundle)}">\n`
      : '';
  return `${preload}<script type="module" src="${script}"></script>`;
}

function embedPages(data: DataSet, bundleKeys: readonly string[]): Record<string, Route> {
  const page = (embed: Embed, content: string): [string, Route] => [
    paths.embed(embed, data.count),
    embedPage(headScripts(embed), content),
  ];
  return Object.fromEntries([
    page({ side: 'fullCalendar' }, queryContainer('calendar', data)),
    page({ side: 'floor' }, queryContainer('ipo-list', data)),
    page({ side: 'strings' }, queryContainer('ipo-month', data)),
    ...bundleKeys.flatMap((bundle) => [
      page({ side: 'bytesFloor', bundle }, queryContainer('ipo-list', data)),
      ...ELEMENT_LOADINGS.flatMap((loading) =>
        ELEMENT_TAGS.map((tag) => page({ side: 'element', bundle, loading, tag }, elementSnippet(data, loading))),
      ),
    ]),
  ]);
}

/** An element bundle: its first module, the chunks it imports by name, and its classic script if it has one. */
export interface ElementBundle {
  first: Buffer;
  chunks: Record<string, Buffer>;
  classic?: Buffer;
}

/**
 * Every route of a run: the page scripts, the element bundles by key with the chunks they import and their classic
 * scripts, and the pages on each data set.
 */
export function benchRoutes(
  scripts: Record<PageScript, Buffer>,
  bundles: Record<string, ElementBundle>,
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
  for (const [key, { first, chunks, classic }] of Object.entries(bundles)) {
    routes[paths.bundle(key)] = { body: first, type: 'text/javascript' };
    for (const [name, chunk] of Object.entries(chunks)) {
      routes[paths.bundle(key).replace(/[^/]+$/, `chunks/${name}`)] = { body: chunk, type: 'text/javascript' };
    }
    if (classic) routes[paths.classicScript(key)] = { body: classic, type: 'text/javascript' };
    routes[paths.harness(`element-${key}`)] = harnessPage(`<script type="module" src="${paths.bundle(key)}"></script>`);
    // The floor with this bundle's bytes: its first module's size as sent, and its element chunk's (none when the
    // bundle is one file).
    const elementChunk = chunks['ipo-calendar.js'];
    routes[paths.bytesFloor(key)] = {
      body: padToGzipSize(scripts.bytesFloorEmbed, gzipSync(first, { level: 9 }).length),
      type: 'text/javascript',
    };
    routes[paths.bytesFloorChunk(key)] = {
      body: padToGzipSize(Buffer.from('export {};'), elementChunk ? gzipSync(elementChunk, { level: 9 }).length : 0),
      type: 'text/javascript',
    };
  }
  for (const data of dataSets) Object.assign(routes, embedPages(data, Object.keys(bundles)));
  return routes;
}
