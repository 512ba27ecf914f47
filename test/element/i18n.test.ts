import { expect, html } from '@open-wc/testing';
import { offering } from '../support/offering.js';
import { mockSite } from '../support/mock-site.js';
import {
  calendar,
  expectAttribution,
  nextTask,
  finishedLoading,
  panelShown,
  shadow,
  siteElement,
  text,
} from './support.js';

const statusBadge = (el: Element) =>
  (el as HTMLElement).shadowRoot!.querySelector('[part~="status"]')!.textContent!.trim();

describe('languages', () => {
  it('speaks Korean by default', async () => {
    const site = mockSite();
    const el = await calendar(siteElement(site, { status: 'listed' }));
    await finishedLoading(el);
    expect(shadow(el).querySelector('h2')!.textContent).to.equal('공모주 일정');
    expect(statusBadge(el)).to.equal('상장완료');
    expectAttribution(el);
  });

  it('speaks English under lang="en"', async () => {
    const site = mockSite();
    const el = await calendar(siteElement(site, { lang: 'en', status: 'listed' }));
    await finishedLoading(el);
    expect(shadow(el).querySelector('h2')!.textContent).to.equal('IPO calendar');
    expect(statusBadge(el)).to.equal('Listed');
    expect(text(el, 'quota')).to.equal('99 of 100 calls left today');
    await expect(el).to.be.accessible();
  });

  it('takes the language of the closest ancestor, by primary subtag (en-GB)', async () => {
    const site = mockSite();
    const el = await calendar(html`<section lang="en-GB">${siteElement(site, { status: 'listed' })}</section>`);
    await finishedLoading(el);
    expect(statusBadge(el)).to.equal('Listed');
    expectAttribution(el);
  });

  it('takes lang set as a property, and says it on its parts (the host has no lang attribute then)', async () => {
    const site = mockSite();
    const el = await calendar(html`<section lang="ko">${siteElement(site, { status: 'listed' })}</section>`);
    el.lang = 'en';
    await finishedLoading(el);
    expect(statusBadge(el)).to.equal('Listed');
    expect(el.hasAttribute('lang')).to.equal(false);
    for (const part of ['header', 'body', 'attribution']) {
      expect(shadow(el).querySelector(`[part~="${part}"]`)!.closest('[lang]')!.getAttribute('lang'), part).to.equal(
        'en',
      );
    }
    expectAttribution(el);
    await expect(el).to.be.accessible();
  });

  it('follows a change of the page’s or an ancestor’s lang', async () => {
    const site = mockSite();
    const el = await calendar(html`<section lang="ko">${siteElement(site, { status: 'listed' })}</section>`);
    await finishedLoading(el);
    expect(statusBadge(el)).to.equal('상장완료');
    el.closest('section')!.setAttribute('lang', 'en');
    await nextTask();
    await el.updateComplete;
    expect(statusBadge(el)).to.equal('Listed');
    const page = document.documentElement.lang;
    try {
      el.closest('section')!.removeAttribute('lang');
      document.documentElement.lang = 'ko';
      await nextTask();
      await el.updateComplete;
      expect(statusBadge(el)).to.equal('상장완료');
      document.documentElement.lang = 'en';
      await nextTask();
      await el.updateComplete;
      expect(statusBadge(el)).to.equal('Listed');
    } finally {
      document.documentElement.lang = page;
    }
    await nextTask();
    await el.updateComplete;
    // Another element's lang is not the element's concern: no render for it.
    let renders = 0;
    const requestUpdate = el.requestUpdate.bind(el);
    el.requestUpdate = (...args: Parameters<typeof requestUpdate>) => (renders++, requestUpdate(...args));
    const other = document.body.appendChild(document.createElement('p'));
    for (const lang of ['en', 'ko', 'en']) other.lang = lang;
    await nextTask();
    other.remove();
    expect(renders).to.equal(0);
    // Moved under another ancestor.
    el.closest('section')!.setAttribute('lang', 'en');
    await nextTask();
    await el.updateComplete;
    expect(statusBadge(el)).to.equal('Listed');
    const korean = Object.assign(document.createElement('div'), { lang: 'ko' });
    el.parentElement!.append(korean);
    korean.append(el);
    await el.updateComplete;
    expect(statusBadge(el)).to.equal('상장완료');
  });

  it('prefers its own lang to an ancestor', async () => {
    const site = mockSite();
    const el = await calendar(
      html`<section lang="en">${siteElement(site, { lang: 'ko', status: 'listed' })}</section>`,
    );
    await finishedLoading(el);
    expect(statusBadge(el)).to.equal('상장완료');
  });
  it('marks the API’s Korean text as Korean in the English interface, so that screen readers switch voice', async () => {
    const data = [
      offering({
        id: 'a',
        corp_name: '가나바이오',
        industry: '의약품 제조업',
        ceo: '김민준',
        lead_managers: ['미래에셋증권'],
        subscription_brokers: [],
        sub_start: '2026-11-24',
        sub_end: '2026-11-25',
      }),
    ];
    const site = mockSite({ data });
    const list = await calendar(siteElement(site, { lang: 'en' }));
    await finishedLoading(list);
    /** The language of the element that holds `words` (its closest lang). */
    const langOf = (root: Node, words: string) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      while (walker.nextNode())
        if (walker.currentNode.textContent!.trim() === words)
          return walker.currentNode.parentElement!.closest('[lang]')!.getAttribute('lang');
      throw new Error(`no text "${words}"`);
    };
    expect(['가나바이오', '미래에셋증권', 'Subscription'].map((words) => langOf(shadow(list), words))).to.deep.equal([
      'ko',
      'ko',
      'en',
    ]);
    shadow(list).querySelector<HTMLButtonElement>('[part~="item-name"]')!.click();
    const panel = await panelShown(list);
    expect(
      ['가나바이오', '의약품 제조업', '김민준', '미래에셋증권', 'Not confirmed', 'Lead managers'].map((words) =>
        langOf(panel, words),
      ),
    ).to.deep.equal(['ko', 'ko', 'ko', 'ko', 'en', 'en']);

    const month = await calendar(siteElement(site, { view: 'month', range: '2026-11', lang: 'en' }));
    await finishedLoading(month);
    shadow(month).querySelector<HTMLElement>('[data-date="2026-11-24"]')!.click();
    await month.updateComplete;
    const entry = shadow(month).querySelector('[part~="agenda"] button')!;
    expect(entry.textContent!.replace(/\s+/g, ' ').trim()).to.equal('■ Subscription: 가나바이오');
    expect(langOf(entry, '가나바이오')).to.equal('ko');
    expect(entry.closest('[lang]')!.getAttribute('lang'), 'the stage is said in English').to.equal('en');
    await expect(month).to.be.accessible();
  });
});
