/**
 * The relay's pages and images for places that run no script of ours (docs/embedding.md): the share pages of a week
 * and of an offering, the week's card as SVG, and the assets they load. Made of the bodies the core serves visitors,
 * through the same budget: `load` is the core's look-up, decide and call for one query.
 */
import type { KstDate } from '../api/types.js';
import { MAX_LIMIT } from '../api/types.js';
import type { ValidQuery } from '../api/query.js';
import type { CacheEntry } from '../client/cache-store.js';
import { SHARE_TEXT } from '../i18n/share-text.js';
import { STRINGS } from '../i18n/tables.js';
import { defaultFeedQuery } from '../ics/feed-query.js';
import { kstDateOf, type Clock } from '../time/kst.js';
import { weakEtag } from '../api/weak-etag.js';
import type { Answers } from './answers.js';
import { CARD_LAYOUTS, cardSvg, type CardSize } from './card-svg.js';
import { page, type PageHead } from './page-head.js';
import { attributionMarkup, liveElement, offeringMarkup, weekMarkup } from './share-html.js';
import { SHARE_CSS } from './share-style.js';
import { pagePolicyHeaders } from './page-policy.js';
import { readerOf, readerQuery, type Reader } from './share-reader.js';
import { embedAttributes } from './embed-attributes.js';
import { embedPage } from './embed-page.js';
import { FRAME_SCRIPT, hostScript } from './embed-scripts.js';
import { oembed } from './oembed.js';
import { pngMemo, type PngRenderer } from './card-png.js';
import { attributionOf, offeringDescription, shareSummary } from './share-summary.js';
import { weekShare } from './share-week.js';
import { isoWeekOf, parseIsoWeek, shareWeekOf, type IsoWeek } from './week-of.js';
import { escapeMarkup } from './markup.js';
import { STAGES, stageSpan } from '../model/stages.js';
import { unavailableMarkup, unavailableStatus, unavailableSummary } from './unavailable.js';

/** A body for a query, with the seconds caches may keep what is made of it; or the refusal's answer. */
export type Loaded = { kind: 'body'; entry: CacheEntry; maxAge: number } | { kind: 'refused'; response: Response };

export interface PagesOptions {
  load(query: ValidQuery, head: boolean): Promise<Loaded>;
  answers: Answers;
  clock: Clock;
  /** `frame-ancestors` of the pages' policy. */
  frameAncestors: string;
  siteName?: string;
  /** The element's bundle (dist/ipo-calendar.js), served under a name with its hash; null: the pages go without. */
  elementScript?: string | null;
  /** Rasterizes the card; none: `prerendered` stands for every week's PNG. */
  renderPng?: PngRenderer | null;
  prerendered?: Record<CardSize, Uint8Array> | null;
  /** Learns each PNG render's time in ms. */
  onRender?: (ms: number) => void;
}

const HTML = 'text/html; charset=utf-8';
const SVG = 'image/svg+xml; charset=utf-8';
const PNG = 'image/png';
const CSS = 'text/css; charset=utf-8';
/** A year: an asset's name changes with its content. */
const IMMUTABLE = 31_536_000;
/** The embed page depends on its URL alone (and the relay's version): an hour. */
const IMMUTABLE_PAGE_MAX_AGE = 3600;
const WEEK_PATH = /^\/share\/week(?:\/(\d{4}-W\d{2}))?(?:\.(svg|png))?$/;
const OFFERING_PATH = /^\/share\/offering\/([^/]{1,100})$/;
/** An asset's path: its name with a hash of its text, so that it may be cached for good. */
const assetPath = (name: string, text: string, ext: string) => `/assets/${name}.${weakEtag(text).slice(3, 19)}.${ext}`;
const STYLESHEET = assetPath('share', SHARE_CSS, 'css');
const FRAME = assetPath('embed-frame', FRAME_SCRIPT, 'js');
const JS = 'text/javascript; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';
/** embed.js keeps its name (host pages paste it): caches keep it a day. */
const HOST_SCRIPT_MAX_AGE = 86_400;

/** The query of a week: every offering with a date in it (the API's `from`/`to` keep any schedule date). */
export const weekQuery = (week: IsoWeek): ValidQuery => ({
  status: null,
  limit: MAX_LIMIT,
  from: week.monday,
  to: week.sunday,
  excludeSpac: false,
});

/** Whether a path is one of the pages' routes. */
export const isPagePath = (path: string): boolean =>
  path.startsWith('/share/') || path.startsWith('/assets/') || ['/embed', '/embed.js', '/oembed'].includes(path);

export function createPages({
  load,
  answers,
  clock,
  frameAncestors,
  siteName = 'IPO 일정',
  elementScript = null,
  renderPng = null,
  prerendered = null,
  onRender,
}: PagesOptions) {
  const png = renderPng && pngMemo(renderPng, onRender);
  const elementPath = elementScript === null ? null : assetPath('ipo-calendar', elementScript, 'js');
  const assets = new Map<string, [string, string]>([
    [STYLESHEET, [SHARE_CSS, CSS]],
    [FRAME, [FRAME_SCRIPT, JS]],
    ...(elementPath ? [[elementPath, [elementScript!, JS]] as [string, [string, string]]] : []),
  ]);
  const oembedLink = (root: string, url: string) => `${root}/oembed?${new URLSearchParams({ url, format: 'json' })}`;
  const pageHeaders = (root: string) => pagePolicyHeaders(new URL(root).origin, frameAncestors);
  const imageHeaders = { 'Content-Security-Policy': "default-src 'none'", 'X-Content-Type-Options': 'nosniff' };

  function head(root: string, reader: Reader, fields: Omit<PageHead, 'lang' | 'siteName' | 'stylesheet' | 'script'>) {
    const script = elementPath && root + elementPath;
    return { ...fields, lang: reader.lang, siteName, stylesheet: root + STYLESHEET, script };
  }

  async function week(
    request: Request,
    root: string,
    name: string | undefined,
    image: 'svg' | 'png' | undefined,
  ): Promise<Response> {
    const url = new URL(request.url);
    const reader = readerOf(url.searchParams);
    const today: KstDate = kstDateOf(clock());
    const current = shareWeekOf(today);
    const week = name === undefined ? current : parseIsoWeek(name);
    if (!week) return answers.error(404, 'not_found', `No such ISO week: ${name}. Weeks are named like 2026-W50.`);
    const size = url.searchParams.get('size') ?? 'og';
    if (size !== 'og' && size !== 'post')
      return answers.error(400, 'invalid_size', 'size must be og (1200×630) or post (1080×1350).');
    const path = name === undefined ? '/share/week' : `/share/week/${week.name}`;
    const canonical = root + path + readerQuery(reader);
    const { width, height } = CARD_LAYOUTS.og;
    const card = (alt: string) => ({ url: `${root}${path}.png${readerQuery(reader)}`, width, height, alt });
    const loaded = await load(weekQuery(week), request.method === 'HEAD');
    if (loaded.kind === 'refused')
      return unavailableAnswer(request, root, reader, loaded.response, { image, size, canonical, card });
    const share = weekShare(loaded.entry.data.items, week, reader.brokers);
    const summary = shareSummary(share, reader.lang, week.name === current.name);
    if (image) {
      const more = (count: number) => SHARE_TEXT[reader.lang].names('', count).trim();
      const svg = cardSvg(summary, size as CardSize, more);
      if (image === 'svg') return answers.document(request, svg, { type: SVG, maxAge: loaded.maxAge }, imageHeaders);
      if (!png) return prerenderedAnswer(request, size as CardSize);
      const made = png(svg);
      return answers.document(request, made.bytes, { type: PNG, maxAge: loaded.maxAge, etag: made.etag }, imageHeaders);
    }
    const markup = weekMarkup(
      summary,
      reader.lang,
      (id) => `${root}/share/offering/${encodeURIComponent(id)}${readerQuery(reader)}`,
    );
    const element = {
      view: 'list',
      stages: 'sub refund listing',
      range: `${week.monday}/${week.sunday}`,
      'base-url': `${root}/v1`,
      lang: reader.lang,
      ...(reader.brokers.length ? { brokers: reader.brokers.join(',') } : {}),
    };
    const text = page(
      head(root, reader, {
        title: summary.title,
        description: summary.description,
        canonical,
        image: card(summary.title),
        oembed: oembedLink(root, canonical),
      }),
      `<main>\n<h1>${escapeMarkup(summary.title)}</h1>\n${liveElement(element, markup)}\n</main>`,
    );
    return answers.document(request, text, { type: HTML, maxAge: loaded.maxAge }, pageHeaders(root));
  }

  async function offering(request: Request, root: string, id: string): Promise<Response> {
    const reader = readerOf(new URL(request.url).searchParams);
    const canonical = `${root}/share/offering/${encodeURIComponent(id)}${readerQuery(reader)}`;
    const loaded = await load(defaultFeedQuery(kstDateOf(clock())), request.method === 'HEAD');
    if (loaded.kind === 'refused')
      return unavailableAnswer(request, root, reader, loaded.response, { size: 'og', canonical, card: () => null });
    const found = loaded.entry.data.items.find((item) => item.id === id);
    const attribution = attributionOf(reader.lang);
    const title = found ? SHARE_TEXT[reader.lang].offeringTitle(found.corp_name) : SHARE_TEXT[reader.lang].notFound;
    const description = found ? offeringDescription(found, reader.lang) : SHARE_TEXT[reader.lang].notFound;
    const body = found
      ? offeringMarkup(found, reader.lang, attribution)
      : `<article class="share"><h1>${escapeMarkup(title)}</h1>${attributionMarkup(attribution)}</article>`;
    // The card of the week of its subscription (else of its first dated stage), which shows it.
    const span = found && (stageSpan(found, 'sub') ?? STAGES.map((stage) => stageSpan(found, stage)).find(Boolean));
    const day = span?.from;
    const week = day ? `${root}/share/week/${isoWeekOf(day).name}.png${readerQuery(reader)}` : null;
    const { width, height } = CARD_LAYOUTS.og;
    const image = week ? { url: week, width, height, alt: title } : null;
    const text = page(
      head(root, reader, { title, description, canonical, image, oembed: oembedLink(root, canonical) }),
      `<main>\n${body}\n</main>`,
    );
    return answers.document(request, text, { type: HTML, maxAge: loaded.maxAge }, pageHeaders(root));
  }

  function embed(request: Request, root: string): Response {
    const url = new URL(request.url);
    const attributes = embedAttributes(url.searchParams);
    const query = new URLSearchParams(attributes.values).toString();
    const canonical = `${root}/embed${query ? `?${query}` : ''}`;
    const title = STRINGS[attributes.lang].title;
    const reader = { lang: attributes.lang, brokers: [] };
    const text = embedPage({
      attributes,
      root,
      frameScript: root + FRAME,
      head: head(root, reader, {
        title,
        description: title,
        canonical,
        image: null,
        oembed: oembedLink(root, canonical),
      }),
    });
    return answers.document(request, text, { type: HTML, maxAge: IMMUTABLE_PAGE_MAX_AGE }, pageHeaders(root));
  }

  /**
   * A page or card whose body is refused (unavailable.ts), under the refusal's status, never stored. A PNG where the
   * relay renders none is the refusal itself: link-card crawlers keep no image of an error status anyway.
   */
  function unavailableAnswer(
    request: Request,
    root: string,
    reader: Reader,
    refusal: Response,
    made: { image?: 'svg' | 'png'; size: CardSize; canonical: string; card: (alt: string) => PageHead['image'] },
  ): Response {
    const summary = unavailableSummary(reader.lang);
    const { status, headers } = unavailableStatus(refusal);
    if (made.image) {
      const svg = cardSvg(summary, made.size, () => '');
      if (made.image === 'svg')
        return answers.failedDocument(request, status, svg, SVG, { ...imageHeaders, ...headers });
      if (!png) return refusal;
      return answers.failedDocument(request, status, png(svg).bytes, PNG, { ...imageHeaders, ...headers });
    }
    const { canonical } = made;
    const fields = {
      title: summary.title,
      description: summary.description,
      canonical,
      image: made.card(summary.title),
    };
    const text = page(
      { ...head(root, reader, { ...fields, oembed: oembedLink(root, canonical) }), script: null },
      `<main>\n${unavailableMarkup(summary)}\n</main>`,
    );
    return answers.failedDocument(request, status, text, HTML, { ...pageHeaders(root), ...headers });
  }

  /** The prerendered card, the same for every week: caches keep it a day. */
  function prerenderedAnswer(request: Request, size: CardSize): Response {
    if (!prerendered) return answers.error(404, 'not_found', 'This relay has no PNG card: see docs/embedding.md.');
    const card = prerendered[size];
    const etag = weakEtag(`prerendered ${size} ${card.length} ${card.subarray(card.length - 64).join()}`);
    return answers.document(request, card, { type: PNG, maxAge: HOST_SCRIPT_MAX_AGE, etag }, imageHeaders);
  }

  function oembedAnswer(request: Request, root: string): Response {
    const answer = oembed(new URL(request.url).searchParams, root, siteName);
    if (answer.status !== 200)
      return answers.error(answer.status, answer.code, answer.message, request.method === 'HEAD');
    return answers.document(request, JSON.stringify(answer.body), { type: JSON_TYPE, maxAge: HOST_SCRIPT_MAX_AGE }, {});
  }

  return {
    handles: isPagePath,

    /** `root`: the relay's public root URL, for absolute links. */
    async handle(request: Request, root: string): Promise<Response | null> {
      const path = new URL(request.url).pathname;
      const weekMatch = WEEK_PATH.exec(path);
      if (weekMatch) return week(request, root, weekMatch[1], weekMatch[2] as 'svg' | 'png' | undefined);
      const offeringMatch = OFFERING_PATH.exec(path);
      if (offeringMatch) {
        let id: string;
        try {
          id = decodeURIComponent(offeringMatch[1]);
        } catch {
          return null;
        }
        return offering(request, root, id);
      }
      if (path === '/embed') return embed(request, root);
      if (path === '/oembed') return oembedAnswer(request, root);
      if (path === '/embed.js')
        return answers.document(
          request,
          hostScript(new URL(root).origin),
          { type: JS, maxAge: HOST_SCRIPT_MAX_AGE },
          {},
        );
      const asset = assets.get(path);
      if (asset)
        return answers.document(
          request,
          asset[0],
          { type: asset[1], maxAge: IMMUTABLE },
          { 'Cache-Control': `public, max-age=${IMMUTABLE}, immutable`, 'X-Content-Type-Options': 'nosniff' },
        );
      return null;
    },
  };
}
