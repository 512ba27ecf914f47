import { expect } from '@open-wc/testing';
import { DARK_BELOW, backdropLuminance, pageScheme, shadeOf, type PageSignals } from '../../src/model/page-scheme.js';

/** A page with nothing declared: no root scheme, no background, a light OS. */
const PLAIN: PageSignals = { theme: 'auto', rootScheme: 'normal', backgrounds: [], prefersDark: false };

describe('shadeOf', () => {
  const cases: [string, number, number][] = [
    ['rgb(255, 255, 255)', 1, 1],
    ['rgb(0, 0, 0)', 0, 1],
    ['rgba(0, 0, 0, 0)', 0, 0],
    ['rgba(255, 255, 255, 0.5)', 1, 0.5],
    ['rgb(30 30 30 / 25%)', 0.0129, 0.25],
    ['rgb(13, 17, 23)', 0.0056, 1],
    ['color(srgb 1 1 1 / 0.2)', 1, 0.2],
    ['color(srgb 0.5 0.5 0.5)', 0.214, 1],
    ['oklch(0.21 0.034 264.665)', 0.0093, 1],
    ['oklab(100% 0 0)', 1, 1],
    ['lab(50 0 0)', 0.1842, 1],
    ['lch(5 0 0 / 0.5)', 0.0055, 0.5],
    ['RGB(255,255,255)', 1, 1],
  ];
  for (const [color, luminance, alpha] of cases) {
    it(`reads ${color}`, () => {
      const shade = shadeOf(color)!;
      expect(shade.luminance, 'luminance').to.be.closeTo(luminance, 0.001);
      expect(shade.alpha, 'alpha').to.equal(alpha);
    });
  }

  it('has no shade for a keyword, another colour space or garbage', () => {
    for (const color of ['transparent', 'canvas', 'color(display-p3 1 1 1)', '', 'rgb(', 'rgb(a, b, c)']) {
      expect(shadeOf(color), color).to.equal(null);
    }
  });
});

describe('backdropLuminance', () => {
  it('takes the nearest opaque background, past transparent and unreadable ones', () => {
    const backgrounds = ['rgba(0, 0, 0, 0)', 'transparent', 'rgb(34, 34, 34)', 'rgb(255, 255, 255)'];
    expect(backdropLuminance({ ...PLAIN, backgrounds })).to.be.closeTo(0.016, 0.001);
  });

  it('lays translucent backgrounds over the opaque one under them, the nearest on top', () => {
    const backgrounds = ['rgba(255, 255, 255, 0.5)', 'rgba(0, 0, 0, 0.5)', 'rgb(255, 255, 255)'];
    // White at half over (black at half over white): 0.5 + 0.5 × 0.5.
    expect(backdropLuminance({ ...PLAIN, backgrounds })).to.equal(0.75);
  });

  it('lays them over the canvas when nothing is opaque: dark where the root allows it and the OS prefers it', () => {
    const backgrounds = ['rgba(0, 0, 0, 0.1)'];
    expect(backdropLuminance({ ...PLAIN, backgrounds })).to.equal(0.9);
    expect(backdropLuminance({ ...PLAIN, backgrounds, prefersDark: true }), 'a normal root: white').to.equal(0.9);
    const dark = backdropLuminance({ ...PLAIN, rootScheme: 'light dark', backgrounds, prefersDark: true });
    expect(dark).to.be.below(0.01);
  });
});

describe('pageScheme', () => {
  const cases: [string, Partial<PageSignals>, 'light' | 'dark'][] = [
    ['a plain page, light OS', {}, 'light'],
    ['a plain page (white canvas), dark OS', { prefersDark: true }, 'light'],
    ['a page that allows both, dark OS', { rootScheme: 'light dark', prefersDark: true }, 'dark'],
    ['a page that allows both, light OS', { rootScheme: 'light dark' }, 'light'],
    [
      'a root declaring dark, on a white background',
      { rootScheme: 'dark', backgrounds: ['rgb(255, 255, 255)'] },
      'dark',
    ],
    ['a root declaring light, dark OS', { rootScheme: 'light', prefersDark: true }, 'light'],
    ['a root declaring dark only', { rootScheme: 'only dark' }, 'dark'],
    ['a dark body, nothing declared', { backgrounds: ['rgba(0, 0, 0, 0)', 'rgb(18, 18, 18)'] }, 'dark'],
    ['#1e1e1e', { backgrounds: ['rgb(30, 30, 30)'] }, 'dark'],
    ['#2d2d2d', { backgrounds: ['rgb(45, 45, 45)'] }, 'dark'],
    ['#0d1117', { backgrounds: ['rgb(13, 17, 23)'] }, 'dark'],
    ['a mid grey just under the line (#757575)', { backgrounds: ['rgb(117, 117, 117)'] }, 'dark'],
    ['a mid grey just over it (#777)', { backgrounds: ['rgb(119, 119, 119)'] }, 'light'],
    ['Tailwind v4 gray-900 in oklch', { backgrounds: ['oklch(0.21 0.034 264.665)'] }, 'dark'],
    ['a light card on a dark page', { backgrounds: ['rgb(250, 250, 250)', 'rgb(0, 0, 0)'] }, 'light'],
    [
      'a both-schemes root with a dark background, light OS',
      { rootScheme: 'light dark', backgrounds: ['rgb(34, 34, 34)'] },
      'dark',
    ],
    ['theme="light" on a dark page', { theme: 'light', rootScheme: 'dark', backgrounds: ['rgb(0, 0, 0)'] }, 'light'],
    ['theme="dark" on a light page', { theme: 'dark', rootScheme: 'light', prefersDark: false }, 'dark'],
  ];
  for (const [name, signals, scheme] of cases) {
    it(`is ${scheme} for ${name}`, () => {
      expect(pageScheme({ ...PLAIN, ...signals })).to.equal(scheme);
    });
  }

  it('draws the line where white and black text have the same contrast', () => {
    expect((1 + 0.05) / (DARK_BELOW + 0.05)).to.be.closeTo((DARK_BELOW + 0.05) / 0.05, 1e-9);
  });
});
