/**
 * The Node relay's PNG renderer: resvg (`@resvg/resvg-js`, a napi binary in its npm package) with the Pretendard
 * font (OFL-1.1, the `pretendard` npm package), never the server's fonts. Both are optional: looked up beside the
 * relay and in the working folder, and without them the relay serves the prerendered card (docs/embedding.md).
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { PngRenderer } from './card-png.js';

const FONTS = ['Regular', 'Bold'].map((weight) => `pretendard/dist/public/static/Pretendard-${weight}.otf`);

interface ResvgModule {
  Resvg: new (svg: string, options: object) => { render(): { asPng(): Uint8Array } };
}

/** The renderer, or null when resvg or the font is not installed. */
export function nodePngRenderer(): PngRenderer | null {
  for (const base of [import.meta.url, join(process.cwd(), 'package.json')]) {
    try {
      const load = createRequire(base);
      const { Resvg } = load('@resvg/resvg-js') as ResvgModule;
      const fontFiles = FONTS.map((font) => load.resolve(font));
      const options = { font: { fontFiles, loadSystemFonts: false, defaultFontFamily: 'Pretendard' } };
      return (svg) => new Resvg(svg, options).render().asPng();
    } catch {}
  }
  return null;
}
