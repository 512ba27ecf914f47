/**
 * Which colour scheme the element takes on the page around it: a forced `theme`, else the scheme the page's root
 * declares, else the lightness of what lies behind the element, else the canvas (which follows the OS only when the
 * root allows a dark one). DOM-free: the element's controller reads the computed values and hands them in.
 */
import type { Theme } from './parse-choice.js';

export type Scheme = 'light' | 'dark';

/** A colour as the decision needs it: its relative luminance (WCAG, 0 black to 1 white) and its alpha. */
export interface Shade {
  luminance: number;
  alpha: number;
}

/** What the page says, as computed values. */
export interface PageSignals {
  /** The element's `theme`: `auto` follows the page. */
  theme: Theme;
  /** The computed `color-scheme` of the document's root element (`normal`, `light`, `light dark`, `dark only`…). */
  rootScheme: string;
  /** The computed `background-color` of each of the element's ancestors, the nearest first, up to the root. */
  backgrounds: readonly string[];
  /** Whether the OS (or the browser) prefers a dark scheme. */
  prefersDark: boolean;
}

/**
 * The luminance under which a background is dark: there, white text has more contrast than black text
 * ((1 + 0.05) / (Y + 0.05) = (Y + 0.05) / 0.05).
 */
export const DARK_BELOW = Math.sqrt(1.05 * 0.05) - 0.05;

/** The canvas of a page in each scheme: white, and the near-black browsers paint (#121212). */
const CANVAS: Record<Scheme, number> = { light: 1, dark: 0.006 };

const linear = (channel: number) => (channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4);

/** WCAG's relative luminance of an sRGB colour, channels 0 to 1. */
export const srgbLuminance = (r: number, g: number, b: number) =>
  0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);

/** A number of a CSS colour's arguments: `none` is 0, a percentage is of `percentOf`. */
function numberOf(text: string, percentOf: number): number {
  if (text === 'none') return 0;
  return text.endsWith('%') ? (parseFloat(text) / 100) * percentOf : parseFloat(text);
}

/**
 * The shade of a computed colour, as engines serialize them: `rgb()`/`rgba()`, `color(srgb …)`, and the Lab forms a
 * page may write (`oklch()`, `oklab()`, `lab()`, `lch()`), whose lightness gives the luminance of their grey (their
 * chroma is left out: close enough to tell dark from light). Null for anything else (a keyword).
 */
export function shadeOf(color: string): Shade | null {
  const match = /^([a-z]+)\(\s*([^)]*)\)$/i.exec(color.trim());
  if (!match) return null;
  const kind = match[1].toLowerCase();
  const [channels, alphaText] = match[2].split('/').map((part) => part.trim());
  const args = channels.split(/[\s,]+/).filter(Boolean);
  const commaAlpha = kind === 'rgba' || (kind === 'rgb' && args.length === 4) ? args.pop() : undefined;
  const alpha = Math.min(1, Math.max(0, numberOf(alphaText ?? commaAlpha ?? '1', 1)));
  const shade = (luminance: number) =>
    Number.isFinite(luminance) && Number.isFinite(alpha) ? { luminance, alpha } : null;
  switch (kind) {
    case 'rgb':
    case 'rgba': {
      const [r, g, b] = args.map((arg) => numberOf(arg, 255) / 255);
      return shade(srgbLuminance(r, g, b));
    }
    case 'color': {
      if (args[0] !== 'srgb') return null;
      const [r, g, b] = args.slice(1).map((arg) => numberOf(arg, 1));
      return shade(srgbLuminance(r, g, b));
    }
    case 'oklch':
    case 'oklab':
      return shade(Math.min(1, numberOf(args[0], 1) ** 3));
    case 'lab':
    case 'lch': {
      // CIE L* to Y.
      const lightness = numberOf(args[0], 100);
      return shade(Math.min(1, lightness > 8 ? ((lightness + 16) / 116) ** 3 : lightness / 903.3));
    }
    default:
      return null;
  }
}

/** The scheme a root's computed `color-scheme` declares by itself, or null (`normal`, both, or unknown). */
function declaredScheme(rootScheme: string): Scheme | null {
  const schemes = rootScheme
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== 'only');
  return schemes.length === 1 && (schemes[0] === 'light' || schemes[0] === 'dark') ? schemes[0] : null;
}

/**
 * The luminance of what lies behind the element: the nearest opaque background, with the translucent ones above it
 * laid over it; without one, the page's canvas, dark only where the root allows a dark scheme and the OS prefers it.
 */
export function backdropLuminance({ rootScheme, backgrounds, prefersDark }: Omit<PageSignals, 'theme'>): number {
  const shades = backgrounds.map(shadeOf).filter((shade): shade is Shade => shade !== null && shade.alpha > 0);
  const opaque = shades.findIndex((shade) => shade.alpha >= 1);
  const canvasDark = prefersDark && /\bdark\b/i.test(rootScheme);
  const base = opaque >= 0 ? shades[opaque].luminance : CANVAS[canvasDark ? 'dark' : 'light'];
  const above = opaque >= 0 ? shades.slice(0, opaque) : shades;
  return above.reduceRight((under, { luminance, alpha }) => alpha * luminance + (1 - alpha) * under, base);
}

/** The scheme of a background's luminance. */
export const schemeOfLuminance = (luminance: number): Scheme => (luminance < DARK_BELOW ? 'dark' : 'light');

/** The element's scheme: a forced theme, else the root's declared scheme, else what lies behind the element. */
export function pageScheme(signals: PageSignals): Scheme {
  if (signals.theme !== 'auto') return signals.theme;
  return declaredScheme(signals.rootScheme) ?? schemeOfLuminance(backdropLuminance(signals));
}
