/**
 * The card as PNG, for `og:image` and for posts (link-card crawlers and GitHub's image proxy take no SVG): the SVG
 * card rasterized by a renderer the host gives (the Node relay's, card-png-node.ts), each made once while its SVG
 * text, and so its data and the KST day, stay the same. Without a renderer (the Worker), the card prerendered at
 * build time, whose words name no offering: the page's tags carry the live text.
 */
import { weakEtag } from '../api/weak-etag.js';

/** SVG text in, PNG bytes out. */
export type PngRenderer = (svg: string) => Uint8Array;

/** Cards kept: a few weeks, sizes and readers' languages and brokers. */
export const PNGS_KEPT = 20;

export interface Png {
  bytes: Uint8Array;
  etag: string;
}

/** A maker of PNGs that renders each SVG once; `onRender` learns each render's time (for the figures). */
export function pngMemo(render: PngRenderer, onRender: (ms: number) => void = () => {}, kept = PNGS_KEPT) {
  const pngs = new Map<string, Png>();
  return (svg: string): Png => {
    const etag = weakEtag(`png ${svg}`);
    const last = pngs.get(etag);
    pngs.delete(etag);
    if (last) {
      pngs.set(etag, last);
      return last;
    }
    const started = performance.now();
    const png = { bytes: render(svg), etag };
    onRender(performance.now() - started);
    pngs.set(etag, png);
    if (pngs.size > kept) pngs.delete(pngs.keys().next().value!);
    return png;
  };
}
