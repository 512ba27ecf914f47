import { expect } from '@open-wc/testing';
import { normalizeBrokerName } from '../../src/brokers/normalize.js';

describe('normalizeBrokerName', () => {
  it('drops blanks, case and the legal forms of filings', () => {
    const spellings = [
      'NH투자증권',
      'nh투자증권',
      'NH 투자증권',
      ' N H투자 증권 ',
      'NH투자증권(주)',
      '(주)NH투자증권',
      '(주) NH투자증권',
      '㈜NH투자증권',
      'NH투자증권 주식회사',
      '주식회사 NH투자증권',
      'NH투자증권\u00a0(주)',
      'NH\u200b투자증권',
      'NH투자證',
      'NH투자證券',
    ];
    expect(new Set(spellings.map(normalizeBrokerName))).to.deep.equal(new Set(['nh투자증권']));
  });

  it('makes full-width and decomposed forms plain (NFKC)', () => {
    expect(normalizeBrokerName('ＮＨ투자증권')).to.equal('nh투자증권');
    expect(normalizeBrokerName('ｉＭ증권')).to.equal('im증권');
    expect(normalizeBrokerName('（주）키움증권')).to.equal('키움증권');
    // 키움증권 as macOS writes file names: conjoining jamo.
    expect(normalizeBrokerName('키움증권'.normalize('NFD'))).to.equal('키움증권');
  });

  it('drops English legal forms and punctuation', () => {
    expect(normalizeBrokerName('Korea Investment & Securities Co., Ltd.')).to.equal('koreainvestmentsecurities');
    expect(normalizeBrokerName('KIWOOM SECURITIES CO.,LTD')).to.equal('kiwoomsecurities');
    expect(normalizeBrokerName('J.P. Morgan')).to.equal(normalizeBrokerName('JP Morgan'));
  });

  it("drops a foreign firm's Seoul branch and the 회사 of 증권회사", () => {
    expect(normalizeBrokerName('골드만삭스증권회사 서울지점')).to.equal('골드만삭스증권');
    expect(normalizeBrokerName('제이피모간증권회사 서울지점')).to.equal('제이피모간증권');
    expect(normalizeBrokerName('UBS AG, Seoul Branch')).to.equal('ubsag');
  });

  it('keeps what tells firms apart', () => {
    expect(normalizeBrokerName('현대차증권')).not.to.equal(normalizeBrokerName('현대증권'));
    expect(normalizeBrokerName('하나증권')).not.to.equal(normalizeBrokerName('하나금융투자'));
  });

  it('leaves nothing of a name that is only blanks and legal forms', () => {
    for (const name of ['', '   ', '(주)', '주식회사', ' ㈜ ', '\u200b'])
      expect(normalizeBrokerName(name), name).to.equal('');
  });
});
