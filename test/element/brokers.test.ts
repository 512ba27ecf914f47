/** The reader's brokers: the site's `brokers`, the reader's picker, where each offering can be subscribed, only mine. */
import { expect, html } from '@open-wc/testing';
import type { IpoBrokersChangeEvent } from '../../src/element/events.js';
import type { IpoCalendar } from '../../src/element/ipo-calendar.js';
import { BROKER_CHOICE_KEY } from '../../src/model/broker-choice.js';
import { MemoryStorage } from '../support/memory-storage.js';
import { mockSite, type MockSite } from '../support/mock-site.js';
import { scheduled } from '../support/offering.js';
import { CROWDED_DAY } from './crowded-day.js';
import {
  button,
  calendar,
  finishedLoading,
  newRegistry,
  openPanel,
  panelShown,
  shadow,
  siteElement,
  text,
} from './support.js';

const KIWOOM = scheduled('a', '2026-11-30', {
  corp_name: '씨엔바이오',
  subscription_brokers: ['키움증권', '삼성증권'],
});
const SAMSUNG = scheduled('b', '2026-12-02', { corp_name: '가나테크', subscription_brokers: ['삼성증권'] });
const LEAD_ONLY = scheduled('c', '2026-12-07', { corp_name: '다라소재', lead_managers: ['키움증권'] });
const NONE = scheduled('d', '2026-12-09', { corp_name: '마바식품' });
const DATA = [KIWOOM, SAMSUNG, LEAD_ONLY, NONE];

/** The list items: each one's part tokens and its access line. */
const rows = (el: IpoCalendar) =>
  [...shadow(el).querySelectorAll('[part~="item"]')].map((item) => [
    item.getAttribute('part'),
    item.querySelector('[part~="access"]')?.textContent?.replace(/\s+/g, ' ').trim() ?? null,
  ]);

/** A list of the four offerings, on a registry (and storage) of the test's own: a page of the site. */
async function listOf(site: MockSite, extra: Record<string, string> = {}, clients = site.registry()) {
  const el = await calendar(siteElement(site, { range: '2026-11-23/2026-12-31', ...extra }), site.time, clients);
  await finishedLoading(el, site);
  return el;
}

/** A checkbox of the picker by its label. */
const option = (el: IpoCalendar, label: string) =>
  [...shadow(el).querySelectorAll('[part~="broker-options"] label')]
    .find((candidate) => candidate.textContent!.trim() === label)!
    .querySelector('input')!;

describe("the reader's brokers", () => {
  it("says where the site's brokers take each offering, and which account it would need", async () => {
    const el = await listOf(mockSite({ data: DATA }), { brokers: '키움' });
    expect(rows(el)).to.deep.equal([
      ['item mine', '청약 가능: 키움증권'],
      ['item', '계좌 필요: 삼성증권'],
      ['item mine unconfirmed', '청약 가능: 키움증권 (주관사 기준, 확정 전)'],
      ['item', null],
    ]);
    expect(button(el, '내 증권사: 키움증권')).to.not.equal(null);
    expect(shadow(el).querySelector('[part~="feed"]'), 'the API announces no feed').to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('says it in English with the firms’ English names', async () => {
    const el = await listOf(mockSite({ data: DATA }), { brokers: 'Kiwoom Securities', lang: 'en' });
    expect(rows(el).map(([, access]) => access)).to.deep.equal([
      'Subscribe at: Kiwoom Securities',
      'Account needed: Samsung Securities',
      'Subscribe at: Kiwoom Securities (lead managers; not confirmed yet)',
      null,
    ]);
  });

  it('marks nothing before any broker is named, and offers the picker', async () => {
    const el = await listOf(mockSite({ data: DATA }));
    expect(rows(el).map(([part]) => part)).to.deep.equal(['item', 'item', 'item', 'item']);
    expect(button(el, '내 증권사 선택')).to.not.equal(null);
    expect(button(el, '내 증권사만')!.disabled).to.equal(true);
  });

  it("takes the reader's choice over the site's, keeps it for the page's elements, and clears back", async () => {
    const site = mockSite({ data: DATA });
    const clients = site.registry();
    const el = await listOf(site, { brokers: '키움' }, clients);
    const twin = await listOf(site, { brokers: '키움' }, clients);
    const told: (readonly string[])[] = [];
    el.addEventListener('ipo-brokers-change', (event: IpoBrokersChangeEvent) => told.push(event.detail.brokers));
    button(el, '내 증권사: 키움증권')!.click();
    const picker = await panelShown(el);
    expect(picker.querySelector('#panel-title')!.textContent).to.equal('내 증권사');
    expect(option(el, '키움증권').checked, "the site's broker to start from").to.equal(true);
    await expect(el).to.be.accessible();
    option(el, '삼성증권').click();
    await el.updateComplete;
    expect(told).to.deep.equal([['키움증권', '삼성증권']]);
    expect(JSON.parse(site.storage.getItem(BROKER_CHOICE_KEY)!)).to.deep.equal({
      brokers: ['키움증권', '삼성증권'],
      onlyMine: false,
    });
    await twin.updateComplete;
    for (const element of [el, twin])
      expect(rows(element).map(([part]) => part)).to.deep.equal([
        'item mine',
        'item mine',
        'item mine unconfirmed',
        'item',
      ]);
    button(el, '선택 지우기')!.click();
    await el.updateComplete;
    expect(told).to.deep.equal([['키움증권', '삼성증권'], ['키움증권']]);
    expect(site.storage.getItem(BROKER_CHOICE_KEY)).to.equal(null);
    expect(button(el, '선택 지우기')!.disabled).to.equal(true);
    expect(site.calls, 'no call for any of it').to.have.length(1);
  });

  it('reads the choice another tab stored once the page hears of it', async () => {
    const site = mockSite({ data: DATA });
    const el = await listOf(site);
    site.storage.setItem(BROKER_CHOICE_KEY, JSON.stringify({ brokers: ['삼성증권'], onlyMine: false }));
    window.dispatchEvent(new StorageEvent('storage', { key: BROKER_CHOICE_KEY }));
    await el.updateComplete;
    expect(rows(el).map(([part]) => part)).to.deep.equal(['item mine', 'item mine', 'item', 'item']);
  });

  it('keeps the choice across a reload, in a page of the same storage', async () => {
    const site = mockSite({ data: DATA });
    site.storage.setItem(BROKER_CHOICE_KEY, JSON.stringify({ brokers: ['삼성'], onlyMine: true }));
    const el = await listOf(site, { brokers: '키움' });
    expect(button(el, '내 증권사: 삼성증권')).to.not.equal(null);
    expect(rows(el).map(([part]) => part)).to.deep.equal(['item mine', 'item mine']);
  });

  it('shows only the offerings the brokers take in the list, and dims the others’ bars in the month', async () => {
    const site = mockSite({ data: DATA });
    const clients = site.registry();
    const list = await listOf(site, { brokers: '키움' }, clients);
    const toggle = button(list, '내 증권사만')!;
    expect(toggle.getAttribute('aria-pressed')).to.equal('false');
    toggle.click();
    await list.updateComplete;
    expect(button(list, '내 증권사만')!.getAttribute('aria-pressed')).to.equal('true');
    expect(rows(list).map(([part]) => part)).to.deep.equal(['item mine', 'item mine unconfirmed']);
    await expect(list).to.be.accessible();

    const month = await calendar(
      siteElement(site, { brokers: '키움', view: 'month', range: '2026-12' }),
      site.time,
      clients,
    );
    await finishedLoading(month, site);
    const height = month.getBoundingClientRect().height;
    const bars = (name: string) =>
      [...shadow(month).querySelectorAll('.bar')].filter((bar) => bar.textContent!.includes(name));
    expect(bars('가나테크').length).to.be.above(0);
    expect(bars('가나테크').every((bar) => bar.classList.contains('dim'))).to.equal(true);
    expect(
      bars('씨엔바이오').every((bar) => bar.classList.contains('mine') && !bar.classList.contains('dim')),
    ).to.equal(true);
    expect(bars('씨엔바이오').some((bar) => bar.textContent!.includes('✓'))).to.equal(true);
    button(month, '내 증권사만')!.click();
    await month.updateComplete;
    expect(bars('가나테크').some((bar) => bar.classList.contains('dim'))).to.equal(false);
    expect(month.getBoundingClientRect().height, 'as tall either way').to.equal(height);
    await expect(month).to.be.accessible();
  });

  it('keeps the bar of an offering the brokers take in sight on a full day', async () => {
    // The twelfth of the crowded day's offerings, a listing: 청약 bars take a day's lines before 상장's.
    const data = CROWDED_DAY.map((item) =>
      item.id === 'today-11' ? { ...item, subscription_brokers: ['키움증권'] } : item,
    );
    const site = mockSite({ data });
    const month = await calendar(
      siteElement(site, { brokers: '키움', view: 'month', range: '2026-11' }),
      site.time,
      site.registry(),
    );
    await finishedLoading(month, site);
    const day = shadow(month).querySelector('[data-date="2026-11-23"]')!;
    const names = [...day.querySelectorAll('.bar .name')].map((name) => name.textContent!);
    expect(names.some((name) => name.includes('✓') && name.includes('붐비는날11호'))).to.equal(true);
    expect(day.querySelector('.more')).to.not.equal(null);
  });

  it('takes two changes made before the picker renders again', async () => {
    const site = mockSite({ data: DATA });
    const el = await listOf(site);
    button(el, '내 증권사 선택')!.click();
    await panelShown(el);
    option(el, '삼성증권').click();
    option(el, '키움증권').click();
    await el.updateComplete;
    expect(JSON.parse(site.storage.getItem(BROKER_CHOICE_KEY)!).brokers).to.deep.equal(['삼성증권', '키움증권']);
  });

  it("says where the day list's offerings can be subscribed", async () => {
    const site = mockSite({ data: DATA });
    const month = await calendar(
      html`<div style="width: 360px">${siteElement(site, { brokers: '키움', view: 'month', range: '2026-12' })}</div>`,
      site.time,
    );
    await finishedLoading(month, site);
    const day = shadow(month).querySelector<HTMLElement>('[data-date="2026-12-02"]')!;
    day.click();
    await month.updateComplete;
    expect(text(month, 'agenda')).to.include('가나테크').and.include('계좌 필요: 삼성증권');
  });

  it('marks the panel of an offering one of the brokers takes', async () => {
    const el = await listOf(mockSite({ data: DATA }), { brokers: '키움' });
    const panel = await openPanel(el, 2);
    expect(panel.getAttribute('part')).to.equal('panel mine unconfirmed');
    expect(panel.querySelector('[part~="access"]')!.textContent).to.include('청약 가능: 키움증권');
    await expect(el).to.be.accessible();
  });

  it('refuses a broker the table does not know, naming it, with no call', async () => {
    const site = mockSite({ data: DATA });
    const el = await calendar(
      siteElement(site, { brokers: '키움, 없는증권' }),
      site.time,
      newRegistry({ storage: new MemoryStorage() }),
    );
    expect(text(el, 'message')).to.include('brokers').and.include('없는증권');
    expect(site.calls).to.have.length(0);
  });
});
