/**
 * `--ipo-calendar-font: page`: the element takes the page's type (family, size, line height), its text sized from the
 * host's 1em, none of it under 12 px; without it, the element keeps its own 14 px font and sizes.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { IpoCalendar } from '../../src/element/ipo-calendar.js';
import { mockSite } from '../support/mock-site.js';
import { CROWDED_DAY } from './crowded-day.js';
import { finishedLoading, openPanel, runOn, shadow, siteElement } from './support.js';

/** A small page type: its month's bars (0.72em) and weekday names (0.8em) would be under 12 px. */
const PAGE_TYPE = '13px/1.6 "DejaVu Sans", sans-serif';

/** The size of every element of the shadow root that holds text of its own, with that text. */
function textSizes(el: IpoCalendar): { size: number; text: string }[] {
  return [...shadow(el).querySelectorAll('*')]
    .filter((node) =>
      [...node.childNodes].some((child) => child.nodeType === Node.TEXT_NODE && child.textContent!.trim()),
    )
    .map((node) => ({
      size: parseFloat(getComputedStyle(node).fontSize),
      text: node.textContent!.trim().slice(0, 30),
    }));
}

/** The element in a page of the small type, loaded; `page` says whether it takes the page's type. */
async function inPage(extra: Record<string, string>, { page = true, width = 900 } = {}) {
  const site = mockSite({ data: CROWDED_DAY });
  const element = siteElement(site, { range: '2026-11', ...extra });
  const wrapper = await fixture<HTMLElement>(html`<div class="page"></div>`);
  wrapper.style.font = PAGE_TYPE;
  wrapper.style.width = `${width}px`;
  if (page) wrapper.style.setProperty('--ipo-calendar-font', 'page');
  runOn(element, site.time);
  wrapper.append(element);
  await finishedLoading(element, site);
  return { el: element, wrapper };
}

const expectNoneUnder12 = (el: IpoCalendar, state: string) => {
  const sizes = textSizes(el);
  expect(sizes.length, `${state}: text found`).to.be.above(10);
  const small = sizes.filter(({ size }) => size < 12);
  expect(small, `${state}: text under 12 px`).to.deep.equal([]);
};

describe('--ipo-calendar-font: page', () => {
  it("takes the page's family, size and line height", async () => {
    const { el, wrapper } = await inPage({ view: 'month' });
    const [host, page] = [getComputedStyle(el), getComputedStyle(wrapper)];
    expect([host.fontFamily, host.fontSize, host.lineHeight]).to.deep.equal([
      page.fontFamily,
      page.fontSize,
      page.lineHeight,
    ]);
    // The page's larger type makes the element's text larger, in proportion.
    wrapper.style.fontSize = '20px';
    const title = shadow(el).querySelector('h2')!;
    expect(getComputedStyle(title).fontSize).to.equal('20px');
  });

  it('keeps every text at 12 px or more: the wide and the compact month, the list and its panel', async () => {
    const wide = await inPage({ view: 'month' });
    expectNoneUnder12(wide.el, 'wide month');
    await expect(wide.el).to.be.accessible();
    const compact = await inPage({ view: 'month' }, { width: 360 });
    expectNoneUnder12(compact.el, 'compact month');
    const list = await inPage({ view: 'list' });
    await openPanel(list.el);
    expectNoneUnder12(list.el, 'list with its panel');
    await expect(list.el).to.be.accessible();
  });

  it('takes the floor when the page starts asking for its type, and leaves it when it stops', async () => {
    const { el, wrapper } = await inPage({ view: 'month' }, { page: false });
    const bar = () => parseFloat(getComputedStyle(shadow(el).querySelector('.entries')!).fontSize);
    expect(bar(), "the element's own 14 px font, its bars at 0.72em").to.be.closeTo(10.08, 0.01);
    // A class on an ancestor, as a site's theme switch sets it.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('.page.site-type { --ipo-calendar-font: page; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    try {
      wrapper.classList.add('site-type');
      await new Promise(requestAnimationFrame);
      expect(getComputedStyle(el).fontSize, "the page's").to.equal('13px');
      expectNoneUnder12(el, 'after the switch');
      wrapper.classList.remove('site-type');
      await new Promise(requestAnimationFrame);
      expect(bar(), 'its own again').to.be.closeTo(10.08, 0.01);
    } finally {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((other) => other !== sheet);
    }
  });
});
