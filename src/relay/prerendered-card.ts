/**
 * The cards the relay serves as PNG where it cannot render one (the Worker: see docs/embedding.md), one per size,
 * made at build time by relay/build.mjs from {@link genericCardSvg} and defined as `__IPO_PRERENDERED_CARDS__`
 * (base64 by size). They name no offering, so that they are never out of date; the page's tags carry the week's text.
 */
import { CARD_LAYOUTS, cardSvg, type CardSize } from './card-svg.js';
import { attributionOf } from './share-summary.js';

declare const __IPO_PRERENDERED_CARDS__: Record<CardSize, string> | undefined;

/** The sizes, for the build. */
export const CARD_SIZES = Object.keys(CARD_LAYOUTS) as CardSize[];

/** The SVG of the card that stands for every week. */
export const genericCardSvg = (size: CardSize): string =>
  cardSvg(
    {
      title: '이번 주 공모주 청약 일정 · IPO subscriptions',
      description: '',
      lines: [],
      attribution: attributionOf('ko'),
    },
    size,
    () => '',
  );

const decode = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

export const prerenderedCards: Record<CardSize, Uint8Array> | null =
  typeof __IPO_PRERENDERED_CARDS__ === 'object'
    ? { og: decode(__IPO_PRERENDERED_CARDS__.og), post: decode(__IPO_PRERENDERED_CARDS__.post) }
    : null;
