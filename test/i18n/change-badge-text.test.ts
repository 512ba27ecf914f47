import { expect } from '@open-wc/testing';
import type { Offering } from '../../src/api/types.js';
import { brokerNames } from '../../src/brokers/names.js';
import { changeBadgeText } from '../../src/i18n/change-badge-text.js';
import { en } from '../../src/i18n/en.js';
import { ko } from '../../src/i18n/ko.js';
import { snapshotOf } from '../../src/model/snapshot.js';
import { scheduled } from '../support/offering.js';

const before = scheduled('a', '2026-11-20', {
  price_low: 12000,
  price_high: 14000,
  subscription_brokers: ['키움증권'],
});
const badge = (after: Partial<Offering>, lang: 'ko' | 'en' = 'ko') =>
  changeBadgeText(snapshotOf(before), snapshotOf({ ...before, ...after }), { ko, en }[lang], brokerNames);

describe('changeBadgeText', () => {
  it('writes a stage whose start moved with its start dates', () => {
    expect(badge({ sub_start: '2026-12-04', sub_end: '2026-12-05' })).to.equal('청약 11/20→12/4');
    expect(badge({ sub_start: '2026-12-04', sub_end: '2026-12-05' }, 'en')).to.equal('Subscription 11/20→12/4');
    expect(badge({ listing_date: '2026-12-10' })).to.equal('상장 11/30→12/10');
  });

  it('writes a period whose end alone moved in full', () => {
    expect(badge({ sub_end: '2026-11-24' })).to.equal('청약 11/20~21→11/20~24');
    expect(badge({ demand_end: '2026-12-02' }, 'en')).to.equal('Demand forecast 11/11–15→11/11–12/2');
  });

  it('writes a date that became unknown, or known', () => {
    expect(badge({ refund_date: null })).to.equal('환불 11/23→미정');
    expect(badge({ refund_date: null }, 'en')).to.equal('Refund 11/23→TBD');
    const undated = { ...before, listing_date: null };
    expect(changeBadgeText(snapshotOf(undated), snapshotOf(before), ko, brokerNames)).to.equal('상장 미정→11/30');
  });

  it('writes the band as the issue words it', () => {
    expect(badge({ price_low: 10000, price_high: 12000 })).to.equal('밴드 12,000–14,000 → 10,000–12,000 원');
    expect(badge({ price_low: 10000, price_high: 12000 }, 'en')).to.equal('Band ₩12,000–14,000 → ₩10,000–12,000');
    expect(badge({ price_low: 12000, price_high: 12000 })).to.equal('밴드 12,000–14,000 → 12,000 원');
    expect(badge({ price_high: null })).to.equal('밴드 12,000–14,000 → 미정 원');
  });

  it('writes the final price', () => {
    expect(badge({ price_final: 15000 })).to.equal('확정가 미정 → 15,000 원');
    expect(badge({ price_final: 15000 }, 'en')).to.equal('Final price TBD → ₩15,000');
  });

  it('writes the brokers that came and went, by name in the language', () => {
    expect(badge({ subscription_brokers: ['삼성증권', '엔에이치투자증권'] })).to.equal(
      '증권사 +삼성증권 +NH투자증권 −키움증권',
    );
    expect(badge({ subscription_brokers: ['키움증권', '삼성증권'] }, 'en')).to.equal('Brokers +Samsung Securities');
    expect(badge({ subscription_brokers: ['키움증권(주)'] })).to.equal('');
  });

  it('joins several changes in the order of the stages, then prices and brokers', () => {
    expect(
      badge({
        subscription_brokers: [],
        price_low: 10000,
        price_high: 12000,
        listing_date: '2026-12-18',
        sub_start: '2026-12-04',
        sub_end: '2026-12-05',
      }),
    ).to.equal('청약 11/20→12/4 · 상장 11/30→12/18 · 밴드 12,000–14,000 → 10,000–12,000 원 · 증권사 −키움증권');
  });

  it('is empty when nothing the reader plans by moved', () => {
    expect(badge({ corp_name: '새 이름', industry: '업종' })).to.equal('');
  });
});
