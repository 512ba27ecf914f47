import { expect, html } from '@open-wc/testing';
import { calendar, expectAttribution, frame, mockSite, settled, shadow, text } from './support.js';

const statusBadge = (el: Element) => (el as HTMLElement).shadowRoot!.querySelector('[part~="status"]')!.textContent!.trim();

describe('languages', () => {
  it('speaks Korean by default', async () => {
    const site = await mockSite();
    const el = await calendar(html`<ipo-calendar api-key="demo-key" base-url=${site.baseUrl} view="list" loading="eager" status="listed"></ipo-calendar>`);
    await settled(el);
    expect(shadow(el).querySelector('h2')!.textContent).to.equal('공모주 일정');
    expect(statusBadge(el)).to.equal('상장완료');
    expectAttribution(el);
  });

  it('speaks English under lang="en"', async () => {
    const site = await mockSite();
    const el = await calendar(html`<ipo-calendar lang="en" api-key="demo-key" base-url=${site.baseUrl} view="list" loading="eager" status="listed"></ipo-calendar>`);
    await settled(el);
    expect(shadow(el).querySelector('h2')!.textContent).to.equal('IPO calendar');
    expect(statusBadge(el)).to.equal('Listed');
    expect(text(el, 'quota')).to.equal('99 of 100 calls left today');
    await expect(el).to.be.accessible();
  });

  it('takes the language of the closest ancestor, by primary subtag (en-GB)', async () => {
    const site = await mockSite();
    const el = await calendar(html`<section lang="en-GB"><ipo-calendar api-key="demo-key" base-url=${site.baseUrl} view="list" loading="eager" status="listed"></ipo-calendar></section>`);
    await settled(el);
    expect(statusBadge(el)).to.equal('Listed');
    expectAttribution(el);
  });

  it('takes lang set as a property, and says it on its parts (the host has no lang attribute then)', async () => {
    const site = await mockSite();
    const el = await calendar(html`<section lang="ko"><ipo-calendar api-key="demo-key" base-url=${site.baseUrl} view="list" loading="eager" status="listed"></ipo-calendar></section>`);
    el.lang = 'en';
    await settled(el);
    expect(statusBadge(el)).to.equal('Listed');
    expect(el.hasAttribute('lang')).to.equal(false);
    for (const part of ['header', 'body', 'attribution']) {
      expect(shadow(el).querySelector(`[part~="${part}"]`)!.closest('[lang]')!.getAttribute('lang'), part).to.equal('en');
    }
    expectAttribution(el);
    await expect(el).to.be.accessible();
  });

  it('follows a change of the page’s or an ancestor’s lang', async () => {
    const site = await mockSite();
    const el = await calendar(html`<section lang="ko"><ipo-calendar api-key="demo-key" base-url=${site.baseUrl} view="list" loading="eager" status="listed"></ipo-calendar></section>`);
    await settled(el);
    expect(statusBadge(el)).to.equal('상장완료');
    el.closest('section')!.setAttribute('lang', 'en');
    await frame();
    await el.updateComplete;
    expect(statusBadge(el)).to.equal('Listed');
    const page = document.documentElement.lang;
    try {
      el.closest('section')!.removeAttribute('lang');
      document.documentElement.lang = 'ko';
      await frame();
      await el.updateComplete;
      expect(statusBadge(el)).to.equal('상장완료');
      document.documentElement.lang = 'en';
      await frame();
      await el.updateComplete;
      expect(statusBadge(el)).to.equal('Listed');
    } finally {
      document.documentElement.lang = page;
    }
    await frame();
    await el.updateComplete;
    // Another element's lang is not the element's concern: no render for it.
    let renders = 0;
    const requestUpdate = el.requestUpdate.bind(el);
    el.requestUpdate = (...args: Parameters<typeof requestUpdate>) => (renders++, requestUpdate(...args));
    const other = document.body.appendChild(document.createElement('p'));
    for (const lang of ['en', 'ko', 'en']) other.lang = lang;
    await frame();
    other.remove();
    expect(renders).to.equal(0);
    // Moved under another ancestor.
    el.closest('section')!.setAttribute('lang', 'en');
    await frame();
    await el.updateComplete;
    expect(statusBadge(el)).to.equal('Listed');
    const korean = Object.assign(document.createElement('div'), { lang: 'ko' });
    el.parentElement!.append(korean);
    korean.append(el);
    await el.updateComplete;
    expect(statusBadge(el)).to.equal('상장완료');
  });

  it('prefers its own lang to an ancestor', async () => {
    const site = await mockSite();
    const el = await calendar(html`<section lang="en"><ipo-calendar lang="ko" api-key="demo-key" base-url=${site.baseUrl} view="list" loading="eager" status="listed"></ipo-calendar></section>`);
    await settled(el);
    expect(statusBadge(el)).to.equal('상장완료');
  });
});
