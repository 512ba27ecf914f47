/**
 * The reader's money: each offering's minimum deposit, the plan toggle, the cash timeline of the planned offerings,
 * their overlaps and the accounts they need; in the list, the panel and the month.
 */
import { expect } from '@open-wc/testing';
import type { IpoPlanChangeEvent } from '../../src/element/events.js';
import type { IpoCalendar } from '../../src/element/ipo-calendar.js';
import { PLAN_KEY } from '../../src/model/plan.js';
import { mockSite, type MockSite } from '../support/mock-site.js';
import { scheduled } from '../support/offering.js';
import { button, calendar, finishedLoading, openPanel, shadow, siteElement, text } from './support.js';

// The site's day is Monday 2026-11-23. Two subscriptions in the week of 11-30, and a third on the second's refund day.
const CN = scheduled('a', '2026-11-30', {
  corp_name: '씨엔바이오',
  refund_date: '2026-12-03',
  price_low: 17_000,
  price_high: 20_000,
  price_final: 20_000,
  subscription_brokers: ['키움증권'],
});
const GANA = scheduled('b', '2026-12-02', {
  corp_name: '가나테크',
  refund_date: '2026-12-07',
  price_low: 25_000,
  price_high: 30_000,
  subscription_brokers: ['삼성증권'],
});
const DARA = scheduled('c', '2026-12-07', {
  corp_name: '다라소재',
  refund_date: '2026-12-09',
  price_final: 10_000,
  subscription_brokers: ['키움증권'],
});
const NO_PRICE = scheduled('d', '2026-12-09', { corp_name: '마바식품' });
const DATA = [CN, GANA, DARA, NO_PRICE];

/** An element of the site (the list of the four offerings unless `extra` says otherwise), loaded. */
async function listOf(site: MockSite, extra: Record<string, string> = {}, clients = site.registry()) {
  const el = await calendar(
    siteElement(site, { range: '2026-11-23/2026-12-31', brokers: '키움', ...extra }),
    site.time,
    clients,
  );
  await finishedLoading(el, site);
  return el;
}

const words = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
const items = (el: IpoCalendar) => [...shadow(el).querySelectorAll('[part~="item"]')];
const cashLines = (el: IpoCalendar) => [...shadow(el).querySelectorAll('[part~="cash"] li')].map(words);

/** The reader presses an offering's plan toggle, found by its name. */
async function plan(el: IpoCalendar, name: string) {
  const toggle = button(el, name)!;
  toggle.click();
  await el.updateComplete;
  return toggle;
}

describe("the reader's money", () => {
  it('shows each offering’s minimum deposit with its assumptions, from the final price or the band’s top', async () => {
    const el = await listOf(mockSite({ data: DATA }));
    expect(items(el).map((item) => words(item.querySelector('[part~="deposit"]')))).to.deep.equal([
      '균등 최소 증거금 약 100,000원 (10주 · 50%)',
      '균등 최소 증거금 약 150,000원 (밴드 상단 기준 · 10주 · 50%)',
      '균등 최소 증거금 약 50,000원 (10주 · 50%)',
      null,
    ]);
    expect(shadow(el).querySelector('[part~="cash"]'), 'no strip without a plan').to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('works the deposit out on the site’s min-shares and deposit-rate, and names a wrong value', async () => {
    const site = mockSite({ data: DATA });
    const el = await listOf(site, { 'min-shares': '20', 'deposit-rate': '40' });
    expect(text(el, 'deposit')).to.equal('균등 최소 증거금 약 160,000원 (20주 · 40%)');
    const wrong = await calendar(siteElement(site, { 'deposit-rate': '50%' }), site.time, site.registry());
    expect(text(wrong, 'message')).to.equal(
      'deposit-rate 속성 값 "50%"은(는) 쓸 수 없습니다. 가능한 값: 1부터 100까지의 정수(%)',
    );
  });

  it('plans two subscriptions of one week: the cash each needs, its refund, and the overlap', async () => {
    const site = mockSite({ data: DATA });
    const el = await listOf(site);
    const told: (readonly string[])[] = [];
    el.addEventListener('ipo-plan-change', (event: IpoPlanChangeEvent) => told.push(event.detail.ids));
    const toggle = await plan(el, '청약 계획: 씨엔바이오');
    expect(toggle.getAttribute('aria-pressed')).to.equal('true');
    await plan(el, '청약 계획: 가나테크');
    expect(told).to.deep.equal([['a'], ['a', 'b']]);
    expect(items(el).map((item) => item.getAttribute('part'))).to.deep.equal([
      'item mine planned',
      'item planned overlap',
      'item mine',
      'item',
    ]);
    expect(words(items(el)[1].querySelector('.overlap'))).to.equal('환불 전 청약: 자금 250,000원 동시 필요');
    // 삼성증권 alone takes 가나테크: an account by the business day before Wednesday 12-02.
    expect(words(items(el)[1].querySelector('.account'))).to.equal(
      '계좌 개설: 12/1(화)까지, 한 번에 한 곳 (20영업일 제한)',
    );
    expect(words(shadow(el).querySelector('[part~="cash"] h3'))).to.equal('내 청약 자금');
    expect(cashLines(el)).to.deep.equal([
      '11/30(월) · 씨엔바이오 청약 −100,000원 · 묶인 돈 100,000원',
      '12/2(수) · 가나테크 청약 −150,000원 · 묶인 돈 250,000원 · 환불 전 청약: 자금 250,000원 동시 필요',
      '12/3(목) · 씨엔바이오 환불 +100,000원 · 묶인 돈 150,000원',
      '12/7(월) · 가나테크 환불 +150,000원 · 묶인 돈 0원',
    ]);
    expect(JSON.parse(site.storage.getItem(PLAN_KEY)!).offerings.map((o: { id: string }) => o.id)).to.deep.equal([
      'a',
      'b',
    ]);
    await expect(el).to.be.accessible();
    await plan(el, '청약 계획: 씨엔바이오');
    expect(told.at(-1)).to.deep.equal(['b']);
    expect(items(el)[1].getAttribute('part'), 'alone, it overlaps nothing').to.equal('item planned');
    expect(site.calls, 'no call for any of it').to.have.length(1);
  });

  it('does not mark a subscription that starts on the morning of the other’s refund', async () => {
    const el = await listOf(mockSite({ data: DATA }));
    await plan(el, '청약 계획: 가나테크');
    await plan(el, '청약 계획: 다라소재');
    expect(items(el).map((item) => item.getAttribute('part'))).to.deep.equal([
      'item mine',
      'item planned',
      'item mine planned',
      'item',
    ]);
    expect(cashLines(el)[1]).to.equal(
      '12/7(월) · 가나테크 환불 +150,000원 · 다라소재 청약 −50,000원 · 묶인 돈 50,000원',
    );
  });

  it('says it in English', async () => {
    const el = await listOf(mockSite({ data: DATA }), { lang: 'en' });
    expect(text(el, 'deposit')).to.equal('Min. deposit for the equal allocation: about ₩100,000 (10 shares · 50%)');
    await plan(el, 'Plan to subscribe: 씨엔바이오');
    await plan(el, 'Plan to subscribe: 가나테크');
    expect(words(items(el)[1].querySelector('.overlap'))).to.equal(
      'Subscribes before a refund: ₩250,000 needed at once',
    );
    expect(words(items(el)[1].querySelector('.account'))).to.equal(
      'Open an account by Tue 12/1, one firm at a time (20-business-day rule)',
    );
    expect(cashLines(el)[0]).to.equal('Mon 11/30 · 씨엔바이오 subscription −₩100,000 · locked ₩100,000');
    await expect(el).to.be.accessible();
  });

  it('shares the plan with the page’s other elements and tabs, which fire no event', async () => {
    const site = mockSite({ data: DATA });
    const clients = site.registry();
    const el = await listOf(site, {}, clients);
    const twin = await listOf(site, {}, clients);
    let twinTold = 0;
    twin.addEventListener('ipo-plan-change', () => twinTold++);
    await plan(el, '청약 계획: 씨엔바이오');
    await twin.updateComplete;
    expect(items(twin)[0].getAttribute('part')).to.equal('item mine planned');
    expect(twinTold).to.equal(0);
    // Another tab takes it out.
    site.storage.removeItem(PLAN_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: PLAN_KEY }));
    await twin.updateComplete;
    expect(items(twin)[0].getAttribute('part')).to.equal('item mine');
  });

  it('plans from the panel, which says once that the amounts are estimates', async () => {
    const el = await listOf(mockSite({ data: DATA }));
    const panel = await openPanel(el, 1);
    expect(words(panel.querySelector('[part~="deposit"]'))).to.equal(
      '균등 최소 증거금 약 150,000원 (밴드 상단 기준 · 10주 · 50%)',
    );
    expect(panel.querySelectorAll('.estimate')).to.have.length(1);
    await plan(el, '청약 계획: 가나테크');
    const planned = shadow(el).querySelector('[role="dialog"]')!;
    expect(planned.getAttribute('part')).to.equal('panel planned');
    expect(words(planned.querySelector('.account'))).to.equal('계좌 개설: 12/1(화)까지, 한 번에 한 곳 (20영업일 제한)');
    await expect(el).to.be.accessible();
  });

  it('puts the month’s cash strip among the notes, where it scrolls, and keeps the month’s height', async () => {
    const site = mockSite({ data: DATA });
    const clients = site.registry();
    const month = await listOf(site, { view: 'month', range: '2026-12' }, clients);
    const before = month.getBoundingClientRect().height;
    const list = await listOf(site, {}, clients);
    await plan(list, '청약 계획: 씨엔바이오');
    await plan(list, '청약 계획: 가나테크');
    await month.updateComplete;
    const strip = shadow(month).querySelector('.notes [part~="cash"]');
    expect(strip, 'in the notes').to.not.equal(null);
    expect(cashLines(month)).to.have.length(4);
    expect(month.getBoundingClientRect().height).to.equal(before);
    await expect(month).to.be.accessible();
  });
});
