import { expect } from '@open-wc/testing';
import { en } from '../../src/i18n/en.js';
import { ko } from '../../src/i18n/ko.js';
import { accountText, cashDayText, depositText, overlapText } from '../../src/i18n/money-text.js';
import type { CashDay } from '../../src/model/cash-plan.js';
import { offering } from '../support/offering.js';

describe('money texts', () => {
  it('word the deposit with its assumptions, from the final price or the top of the band', () => {
    const final = { amount: 100_000, price: 20_000, basis: 'final', minShares: 10, depositRate: 50 } as const;
    const band = { ...final, basis: 'band-top', minShares: 20, depositRate: 40 } as const;
    expect(depositText(final, ko)).to.equal('균등 최소 증거금 약 100,000원 (10주 · 50%)');
    expect(depositText(band, ko)).to.equal('균등 최소 증거금 약 100,000원 (밴드 상단 기준 · 20주 · 40%)');
    expect(depositText(final, en)).to.equal('Min. deposit for the equal allocation: about ₩100,000 (10 shares · 50%)');
    expect(depositText({ ...band, minShares: 1 }, en)).to.equal(
      'Min. deposit for the equal allocation: about ₩100,000 (at the top of the band · 1 share · 40%)',
    );
  });

  it('word a day of the cash timeline: refunds, then deposits, then what stays locked', () => {
    const day: CashDay = {
      date: '2026-12-10',
      refunds: [{ offering: offering({ corp_name: '가나' }), amount: 100_000, estimated: true }],
      deposits: [{ offering: offering({ corp_name: '다라' }), amount: 150_000, estimated: false }],
      locked: 150_000,
    };
    expect(cashDayText(day, ko)).to.equal(
      '12/10(목) · 가나 환불 +100,000원 (예상일) · 다라 청약 −150,000원 · 묶인 돈 150,000원',
    );
    expect(cashDayText(day, en)).to.equal(
      'Thu 12/10 · 가나 refund +₩100,000 (expected) · 다라 subscription −₩150,000 · locked ₩150,000',
    );
  });

  it('word an overlap and an account’s deadline', () => {
    expect(overlapText({ others: [], needed: 250_000 }, ko)).to.equal('환불 전 청약: 자금 250,000원 동시 필요');
    expect(overlapText({ others: [], needed: 250_000 }, en)).to.equal(
      'Subscribes before a refund: ₩250,000 needed at once',
    );
    expect(accountText('2026-12-08', ko)).to.equal('계좌 개설: 12/8(화)까지, 한 번에 한 곳 (20영업일 제한)');
    expect(accountText('2026-12-08', en)).to.equal(
      'Open an account by Tue 12/8, one firm at a time (20-business-day rule)',
    );
  });
});
