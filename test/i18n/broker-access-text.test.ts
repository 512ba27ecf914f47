import { expect } from '@open-wc/testing';
import { brokerNames } from '../../src/brokers/names.js';
import { brokerAccessText } from '../../src/i18n/broker-access-text.js';
import { en } from '../../src/i18n/en.js';
import { ko } from '../../src/i18n/ko.js';

describe('brokerAccessText', () => {
  it('has the fixed Korean wording, with the current Korean names', () => {
    expect(brokerAccessText({ mine: true, unconfirmed: false, brokers: ['키움증권'] }, ko, brokerNames)).to.equal(
      '청약 가능: 키움증권',
    );
    expect(
      brokerAccessText({ mine: false, unconfirmed: false, brokers: ['삼성증권', 'NH투자증권'] }, ko, brokerNames),
    ).to.equal('계좌 필요: 삼성증권, NH투자증권');
  });

  it('has the fixed English wording, with the English names', () => {
    expect(
      brokerAccessText({ mine: true, unconfirmed: true, brokers: ['키움증권', 'iM증권'] }, en, brokerNames),
    ).to.equal('Subscribe at: Kiwoom Securities, iM Securities');
    expect(
      brokerAccessText({ mine: false, unconfirmed: false, brokers: ['삼성증권', 'NH투자증권'] }, en, brokerNames),
    ).to.equal('Account needed: Samsung Securities, NH Investment & Securities');
  });

  it('keeps the name of a firm the table does not know as written', () => {
    expect(
      brokerAccessText({ mine: false, unconfirmed: false, brokers: ['새로운증권', '삼성증권'] }, en, brokerNames),
    ).to.equal('Account needed: 새로운증권, Samsung Securities');
  });
});
