/**
 * The card of a week as SVG: the title, one row per entry (stage, name, days, and on the tall post the price and
 * brokers), and the attribution at the foot, in every size. Text is text, escaped; long texts are cut to a count of
 * characters and the whole is clipped to the card, so that no width of a font's glyphs can push a row off it. The
 * PNG is this SVG rasterized with the shipped font (card-png.ts).
 */
import { shorten } from '../format/shorten.js';
import { escapeMarkup } from './markup.js';
import type { ShareSummary } from './share-summary.js';
import type { SharedStage } from './share-week.js';

export type CardSize = 'og' | 'post';

interface Layout {
  width: number;
  height: number;
  /** Vertical step of a row, and whether rows have a second line with the price and brokers. */
  row: number;
  details: boolean;
  /** Characters of a name, of a detail. */
  nameChars: number;
  detailChars: number;
}

export const CARD_LAYOUTS: Record<CardSize, Layout> = {
  og: { width: 1200, height: 630, row: 58, details: false, nameChars: 22, detailChars: 0 },
  post: { width: 1080, height: 1350, row: 104, details: true, nameChars: 18, detailChars: 44 },
};

/** The font family the card names: Pretendard (OFL-1.1), which the PNG renderer loads (card-png-node.ts). */
export const CARD_FONT_FAMILY = 'Pretendard';

const STAGE_COLOURS: Record<SharedStage, string> = { sub: '#1d4ed8', refund: '#047857', listing: '#b45309' };
const PAD = 60;
const TOP = 190;
const FOOT = 110;

const text = (x: number, y: number, size: number, content: string, extra = '') =>
  `<text x="${x}" y="${y}" font-size="${size}"${extra}>${escapeMarkup(content)}</text>`;

export function cardSvg(summary: ShareSummary, size: CardSize, more: (count: number) => string): string {
  const { width, height, row, details, nameChars, detailChars } = CARD_LAYOUTS[size];
  const room = Math.floor((height - TOP - FOOT) / row);
  const shown = summary.lines.length > room ? summary.lines.slice(0, room - 1) : summary.lines;
  const rows = shown.flatMap((line, index) => {
    const y = TOP + index * row + 30;
    return [
      text(PAD, y, 26, line.stageLabel, ` fill="${STAGE_COLOURS[line.stage]}" font-weight="700"`),
      text(PAD + 150, y, 32, shorten(line.name, nameChars), ' font-weight="700"'),
      text(width - PAD, y, 30, line.days, ' text-anchor="end"'),
      ...(details && line.detail
        ? [text(PAD + 150, y + 42, 24, shorten(line.detail, detailChars), ' fill="#4b5563"')]
        : []),
    ];
  });
  const left = summary.lines.length - shown.length;
  if (left > 0) rows.push(text(PAD + 150, TOP + shown.length * row + 30, 28, more(left), ' fill="#4b5563"'));
  const [source, disclaimer] = summary.attribution;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><clipPath id="card"><rect width="${width}" height="${height}"/></clipPath></defs>`,
    `<g clip-path="url(#card)" font-family="${CARD_FONT_FAMILY}, sans-serif" fill="#111827">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<rect width="${width}" height="12" fill="#1d4ed8"/>`,
    text(PAD, 110, 44, shorten(summary.title, details ? 30 : 40), ' font-weight="700"'),
    `<line x1="${PAD}" y1="${TOP - 30}" x2="${width - PAD}" y2="${TOP - 30}" stroke="#d1d5db" stroke-width="2"/>`,
    ...rows,
    text(PAD, height - 64, 24, source, ' font-weight="700"'),
    text(PAD, height - 30, 20, shorten(disclaimer, details ? 60 : 70), ' fill="#4b5563"'),
    '</g></svg>',
  ].join('\n');
}
