/**
 * The `<head>` of the relay's pages: title, description, the link-card tags (Open Graph, Twitter), the canonical
 * URL, the oEmbed discovery link, the stylesheet and the element's script, all served by the relay itself (the
 * pages' policy allows no inline script or style). Every value is escaped.
 */
import type { Lang } from '../format/lang.js';
import { escapeMarkup as esc } from './markup.js';

export interface PageHead {
  lang: Lang;
  title: string;
  description: string;
  /** Absolute URLs. */
  canonical: string;
  image: { url: string; width: number; height: number; alt: string } | null;
  oembed: string | null;
  siteName: string;
  stylesheet: string;
  /** The element's module, when the relay has it. */
  script: string | null;
}

const meta = (kind: 'property' | 'name', key: string, value: string) =>
  `<meta ${kind}="${key}" content="${esc(value)}">`;

export function pageHead(head: PageHead): string {
  const { image } = head;
  return [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    `<title>${esc(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${esc(head.canonical)}">`,
    ...(head.oembed
      ? [`<link rel="alternate" type="application/json+oembed" href="${esc(head.oembed)}" title="${esc(head.title)}">`]
      : []),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:locale', head.lang === 'ko' ? 'ko_KR' : 'en_US'),
    ...(image
      ? [
          meta('property', 'og:image', image.url),
          meta('property', 'og:image:type', 'image/png'),
          meta('property', 'og:image:width', String(image.width)),
          meta('property', 'og:image:height', String(image.height)),
          meta('property', 'og:image:alt', image.alt),
          meta('name', 'twitter:image', image.url),
        ]
      : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    `<link rel="stylesheet" href="${esc(head.stylesheet)}">`,
    ...(head.script ? [`<script type="module" src="${esc(head.script)}"></script>`] : []),
  ].join('\n');
}

/** A whole page: the head, and the body's markup as given (already escaped). */
export const page = (head: PageHead, body: string): string =>
  `<!doctype html>\n<html lang="${head.lang}">\n<head>\n${pageHead(head)}\n</head>\n<body>\n${body}\n</body>\n</html>\n`;
