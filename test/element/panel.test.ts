/** The detail panel: every field, the timeline, safe links, the .ics download and focus management. */
import { expect, html } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { offering } from '../support/offering.js';
import { OPERATOR } from '../../src/element/operator.js';
import { attributionText } from '../../src/i18n/attribution-text.js';
import { en } from '../../src/i18n/en.js';
import { parseIcs, property, physicalLines, unescapeText } from '../ics/parse-ics.js';
import { mockSite } from '../support/mock-site.js';
import { calendar, finishedLoading, icsLink, openPanel, panelShown, shadow, siteElement } from './support.js';

const FULL = offering({
  id: '0b0c1d2e-0000-4000-a000-000000000001',
  corp_name: '가나바이오',
  market: 'KOSDAQ',
  industry: '의약품 제조업',
  ceo: '김민준',
  est_date: '2015-03-02',
  demand_start: '2026-11-16',
  demand_end: '2026-11-20',
  sub_start: '2026-11-24',
  sub_end: '2026-11-25',
  refund_date: '2026-11-27',
  listing_date: '2026-12-04',
  price_low: 10000,
  price_high: 12000,
  price_final: 13000,
  lead_managers: ['미래에셋증권'],
  subscription_brokers: [],
  homepage: 'https://www.ganabio.example',
  dart_url: 'javascript:alert(1)',
});

/** A list of one offering, loaded, with its panel open: the element, the offering's name and the panel. */
async function panelOf(lang = 'ko', data = FULL, width = '') {
  const site = mockSite({ data: [data] });
  const el = await calendar(siteElement(site, { lang, style: width && `width: ${width}` }));
  await finishedLoading(el);
  const panel = await openPanel(el);
  return { el, name: shadow(el).querySelector<HTMLButtonElement>('[part~="item-name"]')!, panel };
}

describe('detail panel', () => {
  it('shows every field, with "not confirmed yet" for empty brokers and links only for http(s)', async () => {
    const { panel } = await panelOf();
    expect(panel.getAttribute('aria-labelledby')).to.equal('panel-title');
    expect(panel.querySelector('#panel-title')!.textContent).to.equal('가나바이오');
    const fields = Object.fromEntries(
      [...panel.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling!.textContent!.trim()]),
    );
    expect(fields).to.include({
      종목코드: '—',
      시장: '코스닥',
      업종: '의약품 제조업',
      대표자: '김민준',
      설립일: '2015년 3월 2일',
      주관사: '미래에셋증권',
      '청약 가능 증권사': '미정',
    });
    expect(Object.values(fields).join(' ')).to.include('10,000원~\u200b12,000원').and.include('13,000원');
    const links = [...panel.querySelectorAll('a:not([download])')];
    expect(links.map((a) => a.getAttribute('href'))).to.deep.equal(['https://www.ganabio.example/']);
    expect(links[0].getAttribute('rel')).to.equal('noopener noreferrer');
    // It says it opens a new tab: ↗ to sight, words to screen readers.
    expect(links[0].querySelector('[aria-hidden="true"]')!.textContent).to.equal('↗');
    expect(links[0].querySelector('.visually-hidden')!.textContent).to.equal(' (새 탭에서 열림)');
  });

  it('highlights the current stage of the timeline with its D-days', async () => {
    const { panel } = await panelOf();
    const steps = [...panel.querySelectorAll('[part~="step"]')];
    expect(steps.map((step) => step.getAttribute('part'))).to.deep.equal([
      'step demand',
      'step sub current',
      'step refund',
      'step listing',
    ]);
    expect(steps[1].getAttribute('aria-current')).to.equal('step');
    expect(steps[1].textContent).to.match(/D-1/);
    expect(steps[3].textContent).to.match(/D-11/);
  });

  it('moves focus into the panel; Escape and the close button close it and return focus', async () => {
    const { el, name, panel } = await panelOf();
    const body = shadow(el).querySelector<HTMLElement>('[part~="body"]')!;
    expect(shadow(el).activeElement).to.equal(panel.querySelector('[part~="close"]'));
    expect(body.inert, 'what the panel covers cannot take focus').to.equal(true);
    panel.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await el.updateComplete;
    expect(shadow(el).querySelector('[role="dialog"]')).to.equal(null);
    expect(body.inert).to.equal(false);
    expect(shadow(el).activeElement).to.equal(name);
    name.click();
    await el.updateComplete;
    shadow(el).querySelector<HTMLButtonElement>('[part~="close"]')!.click();
    await el.updateComplete;
    expect(shadow(el).querySelector('[role="dialog"]')).to.equal(null);
    expect(shadow(el).activeElement).to.equal(name);
  });

  it("opens from the list at a real click on the name, which the month's bar names (clicked through) must not catch", async () => {
    const site = mockSite({ data: [FULL] });
    const el = await calendar(siteElement(site));
    await finishedLoading(el);
    const name = shadow(el).querySelector<HTMLButtonElement>('[part~="item-name"]')!;
    const box = name.getBoundingClientRect();
    await sendMouse({
      type: 'click',
      position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)],
    });
    await resetMouse();
    await el.updateComplete;
    expect(getComputedStyle(name).pointerEvents).to.equal('auto');
    expect(shadow(el).querySelector('#panel-title')?.textContent).to.equal('가나바이오');
  });

  it('opens where the reader is in a long list, so that focusing it does not scroll the page back to the list’s top', async () => {
    const data = Array.from({ length: 20 }, (_, i) => ({
      ...FULL,
      id: `id-${i}`,
      corp_name: `종목${String(i).padStart(2, '0')}`,
    }));
    const site = mockSite({ data });
    const el = await calendar(siteElement(site, { limit: '20' }));
    await finishedLoading(el);
    const names = shadow(el).querySelectorAll<HTMLButtonElement>('[part~="item-name"]');
    names[16].scrollIntoView({ block: 'center' });
    const scrolled = window.scrollY;
    expect(scrolled, 'the list is taller than the window').to.be.above(300);
    names[16].focus();
    names[16].click();
    await el.updateComplete;
    const close = shadow(el).querySelector<HTMLElement>('[part~="close"]')!;
    expect(shadow(el).activeElement).to.equal(close);
    expect(window.scrollY, 'the page did not move').to.equal(scrolled);
    const box = close.getBoundingClientRect();
    expect(box.top >= 0 && box.bottom <= window.innerHeight, 'the panel is in view').to.equal(true);
    window.scrollTo(0, 0);
  });

  it('keeps focus in the panel when its text is clicked, so that Escape still closes it', async () => {
    const { el, name, panel } = await panelOf();
    const title = panel.querySelector('#panel-title')!.getBoundingClientRect();
    // A real click: a scripted one moves no focus.
    await sendMouse({
      type: 'click',
      position: [Math.round(title.left + 5), Math.round(title.top + title.height / 2)],
    });
    await resetMouse();
    expect(shadow(el).activeElement, 'not dropped to the page').to.equal(panel);
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(shadow(el).querySelector('[role="dialog"]')).to.equal(null);
    expect(shadow(el).activeElement).to.equal(name);
  });

  it('takes Escape for itself inside a page’s modal dialog, which stays open', async () => {
    const site = mockSite({ data: [FULL] });
    const el = await calendar(html`<dialog>${siteElement(site)}</dialog>`);
    const dialog = el.closest('dialog')!;
    dialog.showModal();
    await finishedLoading(el);
    let pageSaw = 0;
    const onKey = (event: KeyboardEvent) => void (event.key === 'Escape' && pageSaw++);
    document.addEventListener('keydown', onKey);
    const name = shadow(el).querySelector<HTMLButtonElement>('[part~="item-name"]')!;
    name.focus();
    name.click();
    await el.updateComplete;
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    document.removeEventListener('keydown', onKey);
    expect(shadow(el).querySelector('[role="dialog"]'), 'the panel closed').to.equal(null);
    expect(dialog.open, 'the page’s dialog did not').to.equal(true);
    expect(pageSaw, 'nor did the page hear the key').to.equal(0);
    expect(shadow(el).activeElement).to.equal(name);
    dialog.close();
  });

  it('shows a band whose ends are equal as one price, in the list and the panel', async () => {
    const spac = offering({
      id: 'spac',
      corp_name: '교보스팩9호',
      is_spac: true,
      price_low: 2000,
      price_high: 2000,
      sub_start: '2026-11-24',
      sub_end: '2026-11-25',
    });
    const site = mockSite({ data: [spac] });
    const el = await calendar(siteElement(site));
    await finishedLoading(el);
    expect(shadow(el).querySelector('[part~="item"] .muted')!.textContent!.trim()).to.equal('희망 공모가 2,000원');
    shadow(el).querySelector<HTMLButtonElement>('[part~="item-name"]')!.click();
    await panelShown(el);
    const band = [...shadow(el).querySelectorAll('[role="dialog"] dt')].find((dt) => dt.textContent === '희망 공모가')!;
    expect(band.nextElementSibling!.textContent).to.equal('2,000원');
    await expect(el).to.be.accessible();
  });

  it('is not opened when the site cancels ipo-select', async () => {
    const site = mockSite({ data: [FULL] });
    const el = await calendar(siteElement(site));
    await finishedLoading(el);
    el.addEventListener('ipo-select', (event) => event.preventDefault());
    shadow(el).querySelector<HTMLButtonElement>('[part~="item-name"]')!.click();
    await el.updateComplete;
    expect(shadow(el).querySelector('[role="dialog"]')).to.equal(null);
  });

  it('offers an RFC 5545 file named after the company, with all-day events, stable UIDs, CRLF lines and the attribution', async () => {
    const { el } = await panelOf('en');
    const link = await icsLink(el);
    expect(link.textContent).to.equal('Add to calendar');
    expect(link.getAttribute('download')).to.equal('가나바이오.ics');
    const text = decodeURIComponent(link.getAttribute('href')!.replace(/^data:text\/calendar;charset=utf-8,/, ''));
    expect(physicalLines(text).length).to.be.greaterThan(10);
    const events = parseIcs(text).components;
    expect(events.map((event) => property(event, 'UID')!.value)).to.deep.equal(
      ['sub', 'refund', 'listing'].map((stage) => `${FULL.id}-${stage}@ipo-calendar`),
    );
    expect(events.map((event) => [property(event, 'DTSTART')!.value, property(event, 'DTEND')!.value])).to.deep.equal([
      ['20261124', '20261126'],
      ['20261127', '20261128'],
      ['20261204', '20261205'],
    ]);
    expect(property(events[0], 'SUMMARY')!.value).to.equal('Subscription: 가나바이오');
    // In the element's language, as its attribution is shown.
    expect(events.map((event) => unescapeText(property(event, 'DESCRIPTION')!.value))).to.deep.equal(
      Array(3).fill(attributionText(en, OPERATOR)),
    );
  });

  it('lies over the body, which grows to hold it, and never over the header or the attribution', async () => {
    const { el, panel } = await panelOf();
    const box = (part: string) => shadow(el).querySelector(`[part~="${part}"]`)!.getBoundingClientRect();
    const area = panel.getBoundingClientRect();
    expect(area.top).to.be.at.least(box('header').bottom);
    expect(area.bottom).to.be.at.most(box('attribution').top);
    expect(area.height, 'taller than the one-row list it covers').to.be.greaterThan(box('list').height);
    expect(getComputedStyle(shadow(el).querySelector('[part~="attribution"]')!).visibility).to.equal('visible');
  });

  it('fills a narrow host, and wraps long unbroken values inside itself', async () => {
    const long = {
      ...FULL,
      corp_name: '가'.repeat(80),
      industry: 'x'.repeat(300),
      ceo: 'y'.repeat(120),
      homepage: `https://www.example.com/${'p'.repeat(300)}`,
    };
    for (const width of ['320px', '479px', '700px']) {
      const { el, panel } = await panelOf('ko', long, width);
      const [area, host] = [panel.getBoundingClientRect(), el.getBoundingClientRect()];
      expect(area.left, width).to.be.at.least(host.left);
      expect(area.right, width).to.be.at.most(host.right);
      expect(panel.scrollWidth, `${width}: nothing overflows the panel`).to.be.at.most(panel.clientWidth);
      const body = shadow(el).querySelector('[part~="body"]')!.getBoundingClientRect();
      if (parseInt(width) < 480) {
        expect(area.width, `${width}: the panel fills the element`).to.equal(body.width);
        expect(area.bottom, `${width}: all of what it makes inert`).to.be.at.least(body.bottom);
      } else expect(area.width, width).to.be.below(body.width);
    }
  });

  it('breaks a band that does not fit its line after the tilde, never inside an amount', async () => {
    // Amounts long enough that the band overflows its column in every engine's fonts, each short enough to fit it.
    const { panel } = await panelOf('en', { ...FULL, price_low: 1_360_000, price_high: 1_430_000 }, '320px');
    const band = [...panel.querySelectorAll('dt')].find((dt) => dt.textContent === 'Price band')!.nextElementSibling!;
    const text = [...band.childNodes].find(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.includes('₩'),
    )!;
    const linesOf = (amount: string) => {
      const range = document.createRange();
      const start = text.textContent!.indexOf(amount);
      range.setStart(text, start);
      range.setEnd(text, start + amount.length);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    };
    expect(band.getClientRects()[0].height, 'the band does not fit one line here').to.be.above(30);
    expect([linesOf('₩1,360,000'), linesOf('₩1,430,000')]).to.deep.equal([1, 1]);
  });

  it('keeps each underwriter in its place when a name carries a right-to-left override, in the panel and the list', async () => {
    const managers = ['\u202e가나증권', '다라증권'];
    const { el, panel } = await panelOf('ko', { ...FULL, lead_managers: managers, subscription_brokers: managers });
    const list = shadow(el).querySelector<HTMLElement>('[part~="list"]')!;
    const managersOf = (label: string) =>
      [...panel.querySelectorAll('dt')].find((dt) => dt.textContent === label)!.nextElementSibling as HTMLElement;
    for (const [where, container] of [
      ['주관사', managersOf('주관사')],
      ['청약 가능 증권사', managersOf('청약 가능 증권사')],
      ['the list', list],
    ] as const) {
      expect(container.textContent, where).to.contain('\u202e가나증권, 다라증권');
      expect(textBox(container, '다라증권').left, where).to.be.at.least(textBox(container, '가나증권').right);
    }
  });

  it('passes an axe audit', async () => {
    const { el } = await panelOf();
    await expect(el).to.be.accessible();
  });
});

/** The box of the first text node under `container` that contains `text`, around that text. */
function textBox(container: HTMLElement, text: string): DOMRect {
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent!.indexOf(text);
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + text.length);
    return range.getBoundingClientRect();
  }
  throw new Error(`no text node holds ${text}`);
}
