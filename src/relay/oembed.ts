/**
 * oEmbed 1.0 (https://oembed.com) for the relay's own embed and share pages: a `rich` answer whose `html` is the
 * embed page in a sandboxed iframe, sized within the consumer's `maxwidth` and `maxheight` (WordPress asks 500 × 750).
 * Another URL gets a 404 and nothing is fetched: the answer is made from the URL alone.
 */
import type { Lang } from '../format/lang.js';
import { langOf } from '../format/lang.js';
import { STRINGS } from '../i18n/tables.js';
import type { View } from '../model/parse-choice.js';
import { escapeMarkup as esc } from './markup.js';
import { parseIsoWeek } from './week-of.js';

/** The views' frames: the month needs its seven columns and is 864 px high at any width (README); the list fits any width. */
export const EMBED_SIZES: Record<View, { width: number; height: number }> = {
  month: { width: 720, height: 864 },
  list: { width: 720, height: 600 },
};
/** Below this width the month's days are dots: the list says more. */
export const MIN_MONTH_WIDTH = 600;
/** How long a consumer may keep an answer: it names pages, not their content. */
export const OEMBED_CACHE_AGE = 86_400;

export interface EmbedSize {
  view: View;
  width: number;
  height: number;
}

/** The frame for `view` within the consumer's limits: the list where the month does not fit; it scrolls if shorter. */
export function embedSize(view: View, maxWidth: number | null, maxHeight: number | null): EmbedSize {
  const shown: View = view === 'month' && maxWidth !== null && maxWidth < MIN_MONTH_WIDTH ? 'list' : view;
  const { width, height } = EMBED_SIZES[shown];
  return {
    view: shown,
    width: maxWidth === null ? width : Math.min(width, maxWidth),
    height: maxHeight === null ? height : Math.min(height, maxHeight),
  };
}

export type OEmbedAnswer =
  { status: 200; body: Record<string, string | number> } | { status: 400 | 404 | 501; code: string; message: string };

const dimension = (value: string | null): number | null | undefined =>
  value === null ? null : /^\d{1,5}$/.test(value) && +value > 0 ? +value : undefined;

/** The embed page a URL of this relay's stands for, with its attributes; null for any other URL. */
function embedOf(url: URL, root: URL): URLSearchParams | null {
  if (url.origin !== root.origin || url.username || url.password) return null;
  const base = root.pathname.replace(/\/$/, '');
  if (!url.pathname.startsWith(base + '/')) return null;
  const path = url.pathname.slice(base.length);
  const reader = new URLSearchParams();
  for (const name of ['lang', 'brokers']) {
    const value = url.searchParams.get(name);
    if (value !== null) reader.set(name, value);
  }
  if (path === '/embed') return new URLSearchParams(url.searchParams);
  const week = /^\/share\/week(?:\/(\d{4}-W\d{2}))?$/.exec(path);
  if (week) {
    const pinned = week[1] === undefined ? null : parseIsoWeek(week[1]);
    if (week[1] !== undefined && !pinned) return null;
    return new URLSearchParams({
      view: 'list',
      stages: 'sub refund listing',
      ...(pinned ? { range: `${pinned.monday}/${pinned.sunday}` } : {}),
      ...Object.fromEntries(reader),
    });
  }
  if (/^\/share\/offering\/[^/]+$/.test(path))
    return new URLSearchParams({ view: 'list', ...Object.fromEntries(reader) });
  return null;
}

/** `root`: the relay's public root URL; `siteName`: the provider's name. */
export function oembed(params: URLSearchParams, root: string, siteName: string): OEmbedAnswer {
  const format = params.get('format') ?? 'json';
  if (format !== 'json') return { status: 501, code: 'format_not_implemented', message: 'Only format=json is served.' };
  const maxWidth = dimension(params.get('maxwidth'));
  const maxHeight = dimension(params.get('maxheight'));
  if (maxWidth === undefined || maxHeight === undefined)
    return { status: 400, code: 'invalid_size', message: 'maxwidth and maxheight must be whole numbers of pixels.' };
  let url: URL;
  try {
    url = new URL(params.get('url') ?? '');
  } catch {
    return { status: 404, code: 'not_found', message: 'url must be an embed or share page of this relay.' };
  }
  const embed = embedOf(url, new URL(root.endsWith('/') ? root : root + '/'));
  if (!embed) return { status: 404, code: 'not_found', message: 'url must be an embed or share page of this relay.' };
  const lang: Lang = langOf(embed.get('lang'));
  const size = embedSize(embed.get('view')?.toLowerCase() === 'list' ? 'list' : 'month', maxWidth, maxHeight);
  embed.set('view', size.view);
  const src = `${root}/embed?${embed}`;
  const title = STRINGS[lang].title;
  return {
    status: 200,
    body: {
      version: '1.0',
      type: 'rich',
      title,
      provider_name: siteName,
      provider_url: root,
      cache_age: OEMBED_CACHE_AGE,
      width: size.width,
      height: size.height,
      html:
        `<iframe src="${esc(src)}" width="${size.width}" height="${size.height}" title="${esc(title)}" ` +
        `sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox" loading="lazy"></iframe>`,
    },
  };
}
