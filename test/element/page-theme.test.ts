/**
 * theme="auto" on the pages of the usual site conventions: a class on <html> (Tailwind, VitePress) or on <body>
 * (Hugo and Jekyll themes), `data-theme` (Docusaurus) or `data-mode` (Chirpy) on <html>, the root's `color-scheme`,
 * and a dark page that declares nothing but its background (its stylesheet switched, or enabled and disabled). Each
 * page switches both ways while the element shows data: the element's surface is on the page's side (dark on dark,
 * light on light) a frame later, its text has the contrast axe asks for, and it does not render again. The measured
 * colours are printed, a row per page and scheme.
 */
import { expect, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import type { IpoCalendar } from '../../src/element/ipo-calendar.js';
import { DARK_BELOW, shadeOf } from '../../src/model/page-scheme.js';
import { mockSite } from '../support/mock-site.js';
import { defineIn, frames, openPage, runOnSite, toSite, type PageWindow } from './page-frames.js';
import { calendar, finishedLoading, shadow, siteElement } from './support.js';

const luminanceOf = (color: string) => {
  const shade = shadeOf(color);
  if (!shade || shade.alpha < 1) throw new Error(`not an opaque colour: ${color}`);
  return shade.luminance;
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminanceOf(a), luminanceOf(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};
const sideOf = (color: string) => (luminanceOf(color) < DARK_BELOW ? 'dark' : 'light');

/** WCAG AA for text, which axe's color-contrast rule asks for. */
const AA = 4.5;

interface Convention {
  name: string;
  /** The page's stylesheet: light as it loads. */
  css: string;
  head?: string;
  /** Switches the page to `scheme`; resolves when the page has what it needs to show it (a stylesheet loaded). */
  switchTo(win: PageWindow, scheme: 'light' | 'dark'): void | Promise<void>;
}

const toggle = (element: Element, name: string) => (_win: PageWindow, scheme: 'light' | 'dark') =>
  void element.classList.toggle(name, scheme === 'dark');

/** The page's link of that id, and when it next loads its stylesheet. */
function linkOf(win: PageWindow, id: string) {
  const link = win.document.getElementById(id) as HTMLLinkElement;
  return { link, loaded: new Promise((resolve) => link.addEventListener('load', resolve, { once: true })) };
}

/** A stylesheet as a site serves it, from a URL of its own. */
const sheetUrl = (win: PageWindow, css: string) => win.URL.createObjectURL(new win.Blob([css], { type: 'text/css' }));

const CONVENTIONS: Convention[] = [
  {
    name: 'class on <html>',
    css: 'body { background: #fff; color: #111827; } html.dark body { background: #111827; color: #f9fafb; }',
    switchTo: (win, scheme) => toggle(win.document.documentElement, 'dark')(win, scheme),
  },
  {
    name: 'class on <body>',
    css: 'body { background: #fafafa; color: #222; } body.dark { background: #1e1e1e; color: #ddd; }',
    switchTo: (win, scheme) => toggle(win.document.body, 'dark')(win, scheme),
  },
  {
    name: 'data-theme on <html>',
    css: `:root { --bg: #fff; } [data-theme='dark'] { --bg: #1b1b1d; } body { background: var(--bg); }`,
    switchTo: (win, scheme) => win.document.documentElement.setAttribute('data-theme', scheme),
  },
  {
    name: 'data-mode on <html>',
    css: `html { --main-bg: white; } html[data-mode='dark'] { --main-bg: rgb(27, 27, 30); }
      body { background: var(--main-bg); }`,
    switchTo: (win, scheme) => win.document.documentElement.setAttribute('data-mode', scheme),
  },
  {
    name: "the root's color-scheme",
    css: ':root { color-scheme: light; } body { background: Canvas; color: CanvasText; }',
    switchTo: (win, scheme) => void (win.document.documentElement.style.colorScheme = scheme),
  },
  {
    name: 'a dark background alone (its stylesheet switched)',
    css: '',
    head: '<link id="theme" rel="stylesheet" href="data:text/css,body{background:%23fff}">',
    async switchTo(win, scheme) {
      const { link, loaded } = linkOf(win, 'theme');
      link.href = sheetUrl(win, `body { background: ${scheme === 'dark' ? '#2d2d2d' : '#ffffff'}; }`);
      await loaded;
    },
  },
  {
    name: 'a dark stylesheet enabled and disabled',
    css: 'body { background: #fff; }',
    head: '<link id="dark" rel="stylesheet" href="data:text/css,body{background:%23121212}" disabled>',
    async switchTo(win, scheme) {
      const { link, loaded } = linkOf(win, 'dark');
      // Enabled, the link loads its sheet; disabled, it drops it at once.
      link.disabled = scheme === 'light';
      if (scheme === 'dark') await loaded;
    },
  },
];

/** The colours measured, a row per page and scheme: printed at the end, with the engine. */
const rows = new Set<string>();
after(() => {
  const header = `${navigator.userAgent}\npage background | element surface | element text | contrast | muted text's contrast | page`;
  console.log([header, ...rows].join('\n'));
});

/** The page's background: its body's, else its root's. */
function pageBackground(win: PageWindow): string {
  const { body, documentElement } = win.document;
  const body_ = win.getComputedStyle(body).backgroundColor;
  return shadeOf(body_)?.alpha ? body_ : win.getComputedStyle(documentElement).backgroundColor;
}

/** Checks that the element on `background` is on the page's side, readable, and records the pair. */
function expectOnPage(host: IpoCalendar, background: string, scheme: 'light' | 'dark', page: string): void {
  const style = getComputedStyle(host);
  const surface = style.backgroundColor;
  const text = style.color;
  const muted = getComputedStyle(shadow(host).querySelector('[part~="attribution"]')!).color;
  const [ratio, mutedRatio] = [contrast(text, surface), contrast(muted, surface)];
  rows.add(
    `${background} | ${surface} | ${text} | ${ratio.toFixed(2)} | ${mutedRatio.toFixed(2)} | ${page}, ${scheme}`,
  );
  expect(sideOf(background), `${page}: the page is ${scheme}`).to.equal(scheme);
  expect(sideOf(surface), `${page}: the surface ${surface} on ${background}`).to.equal(scheme);
  expect(style.colorScheme, page).to.equal(scheme);
  expect(ratio, `${page}: text ${text} on ${surface}`).to.be.at.least(AA);
  expect(mutedRatio, `${page}: muted ${muted} on ${surface}`).to.be.at.least(AA);
}

/** The page's element, on a mock site, loaded; with a count of its updates. */
async function elementOn(page: { css: string; head?: string; body?: string }) {
  const site = mockSite();
  const body = page.body ?? '<ipo-calendar view="month" range="2026-11"></ipo-calendar>';
  const iframe = await openPage({ width: 900, lang: 'ko', ...page, body });
  const win = iframe.contentWindow as PageWindow;
  const host = win.document.querySelector('ipo-calendar') as IpoCalendar;
  toSite(win, host, site);
  await defineIn(win);
  runOnSite(host, site);
  await finishedLoading(host, site);
  // What the first render started (its size observed, a frame later) is done.
  await frames(win, 3);
  await host.updateComplete;
  const updates = { count: 0, changed: [] as string[] };
  const updating = host as unknown as { update(changed: unknown): void };
  const update = updating.update;
  updating.update = function (changed) {
    updates.count++;
    updates.changed.push(...(changed as Map<string, unknown>).keys());
    update.call(this, changed);
  };
  return { iframe, win, host, updates };
}

describe('theme="auto" on the page', () => {
  for (const convention of CONVENTIONS) {
    it(`follows a page that switches by ${convention.name}, both ways, within a frame, without rendering`, async () => {
      const { iframe, win, host, updates } = await elementOn(convention);
      try {
        expect(shadow(host).querySelectorAll('[part~="day"] .bar').length, 'the data is shown').to.be.above(0);
        expectOnPage(host, pageBackground(win), 'light', convention.name);
        for (const scheme of ['dark', 'light', 'dark'] as const) {
          await convention.switchTo(win, scheme);
          await frames(win, 1);
          expectOnPage(host, pageBackground(win), scheme, convention.name);
        }
        expect(updates.count, `renders after the data (${updates.changed})`).to.equal(0);
      } finally {
        iframe.remove();
      }
    });
  }

  it('follows the background of the column that holds it, and the theme attribute forces a scheme', async () => {
    const { iframe, win, host } = await elementOn({
      css: 'body { background: #fff; } aside { background: #222; }',
      body: '<aside><ipo-calendar view="list"></ipo-calendar></aside>',
    });
    try {
      expect(win.getComputedStyle(host).colorScheme, 'on the dark column').to.equal('dark');
      host.theme = 'light';
      await host.updateComplete;
      expect(win.getComputedStyle(host).colorScheme, 'theme="light"').to.equal('light');
      host.theme = 'auto';
      await host.updateComplete;
      expect(win.getComputedStyle(host).colorScheme, 'theme="auto" again').to.equal('dark');
    } finally {
      iframe.remove();
    }
  });

  it('follows the OS where the page leaves the scheme to it, and only there', async function () {
    try {
      await emulateMedia({ colorScheme: 'dark' });
    } catch {
      // The runner emulates the OS's scheme through Chromium's DevTools protocol only.
      console.warn('skipped: the OS scheme, emulated in Chromium only');
      this.skip();
    }
    const pages = [
      { css: ':root { color-scheme: light dark; }', name: 'a page that allows both' },
      { css: 'body { background: #fff; }', name: 'a white page' },
      { css: 'body { background: #2d2d2d; }', name: 'a dark grey page' },
    ];
    const opened = await Promise.all(
      pages.map((page) => elementOn({ ...page, body: '<ipo-calendar></ipo-calendar>' })),
    );
    const schemes = () => opened.map(({ win, host }) => win.getComputedStyle(host).colorScheme);
    try {
      expect(schemes(), 'a dark OS').to.deep.equal(['dark', 'light', 'dark']);
      await emulateMedia({ colorScheme: 'light' });
      await frames(opened[0].win, 2);
      expect(schemes(), 'the OS switched to light').to.deep.equal(['light', 'light', 'dark']);
      for (const { updates } of opened) expect(updates.count, 'renders').to.equal(0);
    } finally {
      await emulateMedia({});
      for (const { iframe } of opened) iframe.remove();
    }
  });

  it('passes an axe audit on a light and a dark grey page, and has the contrast on common dark backgrounds', async () => {
    const site = mockSite();
    const el = await calendar(html`<div>${siteElement(site, { view: 'month', range: '2026-11' })}</div>`);
    await finishedLoading(el, site);
    const page = el.parentElement!;
    for (const background of ['#ffffff', '#f6f8fa', '#1e1e1e', '#222222', '#2d2d2d', '#0d1117', '#121212']) {
      page.style.background = background;
      await new Promise(requestAnimationFrame);
      const measured = getComputedStyle(page).backgroundColor;
      expectOnPage(el, measured, sideOf(measured), background);
      // The lightest of the dark greys leaves the stage colours the least contrast.
      if (background === '#ffffff' || background === '#2d2d2d') await expect(el).to.be.accessible();
    }
  });
});
