/**
 * What a page does not use loads when first needed: the other language's strings, the broker table and its picker,
 * the detail panel and the .ics writer each come as a module of their own. The tests run in order on one page, each
 * before any other has needed its module: each checks that the module was not fetched until the element needed it.
 * This file imports none of them.
 */
import { expect, html } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import type { Offering } from '../../src/api/types.js';
import type { IpoChangeEvent } from '../../src/element/events.js';
import { mockSite } from '../support/mock-site.js';
import { scheduled } from '../support/offering.js';
import {
  button,
  calendar,
  finishedLoading,
  nextTask,
  panelShown,
  runOn,
  shadow,
  siteElement,
  text,
} from './support.js';

/** The modules fetched by the page, by name: a source file's, or a chunk's without its hash. */
const fetched = new Set<string>();
new PerformanceObserver((entries) => {
  for (const { name } of entries.getEntries()) {
    const file = new URL(name).pathname.split('/').at(-1)!;
    fetched.add(file.replace(/\.[jt]s$/, '').replace(/-[\w-]{8}$/, ''));
  }
}).observe({ type: 'resource', buffered: true });

/** Which of the lazily loaded modules the page has fetched. */
const lazyFetched = () => ['en', 'names', 'broker-picker', 'panel', 'ics-file'].filter((name) => fetched.has(name));

const BIO = scheduled('a', '2026-12-02', { corp_name: '가나바이오', lead_managers: ['키움증권'] });
const TECH = scheduled('b', '2026-12-04', { corp_name: '다라테크', subscription_brokers: ['삼성증권'] });

/** A loaded list of BIO and TECH, with `extra` attributes. */
async function listOf(extra: Record<string, string> = {}) {
  const site = mockSite({ data: [BIO, TECH] });
  const el = await calendar(siteElement(site, { range: '2026-11-23/2026-12-31', ...extra }), site.time);
  await finishedLoading(el, site);
  return { site, el };
}

/** Waits, in real time, for `done`: a module arrives from the server. */
async function until(done: () => boolean, what: string) {
  const giveUpAt = performance.now() + 8000;
  while (!done()) {
    if (performance.now() > giveUpAt) throw new Error(`waited in vain for ${what}`);
    await nextTask();
  }
}

describe('what a page does not use loads when first needed', () => {
  it('draws a Korean list without the other language, the broker table, the picker, the panel or the .ics writer', async () => {
    const { el } = await listOf();
    expect(text(el, 'item-name')).to.equal('가나바이오');
    expect(button(el, '내 증권사 선택')).to.not.equal(null);
    expect(lazyFetched()).to.deep.equal([]);
  });

  it("opens an offering's panel at once, busy, and with its details once they have loaded", async () => {
    const { el } = await listOf();
    const name = shadow(el).querySelector<HTMLButtonElement>('[part~="item-name"]')!;
    name.focus();
    name.click();
    await el.updateComplete;
    const busy = shadow(el).querySelector<HTMLElement>('[role="dialog"]')!;
    expect(busy.getAttribute('aria-busy')).to.equal('true');
    expect(busy.querySelector('#panel-title')!.textContent).to.equal('가나바이오');
    expect(busy.querySelector('[role="status"]')!.textContent).to.equal('불러오는 중입니다.');
    expect(shadow(el).activeElement, 'focus is in the panel already').to.equal(busy.querySelector('[part~="close"]'));
    const panel = await panelShown(el);
    expect(panel, 'the same panel, not drawn again').to.equal(busy);
    expect(panel.querySelector('[part~="timeline"]')).to.not.equal(null);
    expect(lazyFetched()).to.deep.equal(['panel']);
    await expect(el).to.be.accessible();
  });

  it('writes the .ics file when the reader first asks for it, and downloads it without a second click', async () => {
    const { el } = await listOf();
    shadow(el).querySelector<HTMLButtonElement>('[part~="item-name"]')!.click();
    const link = (await panelShown(el)).querySelector<HTMLAnchorElement>('[part~="ics"]')!;
    expect(lazyFetched()).to.not.include('ics-file');
    expect(link.getAttribute('download')).to.equal('가나바이오.ics');
    const followed: string[] = [];
    link.addEventListener('click', (event) => {
      followed.push(link.getAttribute('href')!.slice(0, 19));
      // Not saved.
      event.preventDefault();
    });
    link.click();
    await until(() => followed.length === 2, 'the link to be followed with its file');
    expect(followed).to.deep.equal(['#', 'data:text/calendar;']);
    expect(lazyFetched()).to.include('ics-file');
  });

  it('draws an English element first in English, its strings loaded before', async () => {
    expect(lazyFetched()).to.not.include('en');
    const site = mockSite({ data: [BIO] });
    const el = siteElement(site, { lang: 'en' });
    runOn(el, site.time);
    // A page that waits for the update after the load finds the element drawn, though its answer came before English.
    const drawnAfterLoad = new Promise<string | null>((resolve) => {
      el.addEventListener('ipo-load', () => void el.updateComplete.then(() => resolve(text(el, 'item-name'))), {
        once: true,
      });
    });
    const titles: string[] = [];
    await calendar(html`<div>${el}</div>`, site.time);
    // Every title it drew, from its first render on (`calendar` resolves once it has drawn).
    new MutationObserver(() => titles.push(shadow(el).querySelector('h2')!.textContent!)).observe(shadow(el), {
      childList: true,
      subtree: true,
      characterData: true,
    });
    titles.push(shadow(el).querySelector('h2')!.textContent!);
    await finishedLoading(el, site);
    expect(new Set(titles)).to.deep.equal(new Set(['IPO calendar']));
    expect(await drawnAfterLoad, 'drawn once updateComplete resolves after ipo-load').to.equal('가나바이오');
    expect(text(el, 'attribution')).to.match(/^Source: /);
    expect(lazyFetched()).to.include('en');
  });

  it('loads the broker table when a load finds that brokers moved, to say which firms', async () => {
    expect(lazyFetched()).to.not.include('names');
    let brokers: string[] = [];
    const body = (): { items: Offering[] } & Record<string, unknown> => {
      const items = [{ ...TECH, subscription_brokers: brokers }];
      return { version: '1', updated_at: '2026-11-23T06:00:00+09:00', count: 1, total: 1, items };
    };
    const site = mockSite({
      before: (origin) => [http.get(`${origin}/v1/upcoming-ipos`, () => HttpResponse.json(body()))],
    });
    const el = await calendar(siteElement(site), site.time);
    await finishedLoading(el, site);
    const told: IpoChangeEvent['detail']['changes'][] = [];
    el.addEventListener('ipo-change', (event: IpoChangeEvent) => told.push(event.detail.changes));
    expect(lazyFetched()).to.not.include('names');
    brokers = ['키움증권'];
    await el.refresh();
    await until(() => told.length > 0, 'ipo-change');
    expect(told).to.deep.equal([
      [
        {
          id: 'b',
          corp_name: '다라테크',
          fields: [{ field: 'subscription_brokers', before: [], after: ['키움증권'] }],
        },
      ],
    ]);
    await el.updateComplete;
    expect(text(el, 'change')).to.equal('Δ일정 변경: 증권사 +키움증권');
    expect(lazyFetched()).to.include('names');
  });

  it('checks `brokers` with the broker table before any call: a firm it does not know makes none, and is named', async () => {
    const site = mockSite({ data: [BIO] });
    const el = await calendar(siteElement(site, { brokers: '키움, 없는증권' }), site.time);
    expect(text(el, 'message')).to.include('brokers').and.include('없는증권');
    expect(site.calls).to.have.length(0);
    const known = await listOf({ brokers: '키움' });
    expect(text(known.el, 'access')).to.equal('청약 가능: 키움증권 (주관사 기준, 확정 전)');
    expect(known.site.calls).to.have.length(1);
  });

  it('opens the broker picker at once, busy, and with the firms once it has loaded', async () => {
    expect(lazyFetched()).to.not.include('broker-picker');
    const { el } = await listOf();
    button(el, '내 증권사 선택')!.click();
    await el.updateComplete;
    expect(shadow(el).querySelector('[role="dialog"]')!.getAttribute('aria-busy')).to.equal('true');
    const picker = await panelShown(el);
    expect(picker.querySelectorAll('[part~="broker-options"] input').length).to.be.above(20);
    expect(lazyFetched()).to.include('broker-picker');
    await expect(el).to.be.accessible();
  });
});
