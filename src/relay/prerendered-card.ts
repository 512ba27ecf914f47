/**
 * The card the relay serves as PNG where it cannot render one (the Worker: see docs/embedding.md), made at build time
 * by relay/build.mjs from {@link genericCardSvg} and defined as `__IPO_PRERENDERED_CARD__` (base64). It names no
 * offering, so that it is never out of date; the page's tags carry the week's text.
 */
import { cardSvg } from './card-svg.js';
import { attributionOf } from './share-summary.js';

declare const __IPO_PRERENDERED_CARD__: string | undefined;

/** The SVG of the card that stands for every week. */
export const genericCardSvg = (): string =>
  cardSvg(
    {
      title: '이번 주 공모주 청약 일정 · IPO subscriptions',
      description: '',
      lines: [],
      attribution: attributionOf('ko'),
    },
    'og',
    () => '',
  );

const base64 = typeof __IPO_PRERENDERED_CARD__ === 'string' ? __IPO_PRERENDERED_CARD__ : null;

export const prerenderedCard: Uint8Array | null =
  base64 === null ? null : Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
