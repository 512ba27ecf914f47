import { expect } from '@open-wc/testing';
import { brokerNames } from '../../src/brokers/names.js';
import { parseBrokers, splitBrokerList } from '../../src/model/parse-brokers.js';

describe('parseBrokers', () => {
  it('means no broker when absent or blank', () => {
    for (const input of [null, undefined, '', '  ', ' , '])
      expect(parseBrokers(input, brokerNames)).to.deep.equal({ ok: true, value: [] });
  });

  it('takes any spelling the table knows, as canonical names, each once, in order', () => {
    expect(parseBrokers('키움, 한투,엔에이치투자증권', brokerNames)).to.deep.equal({
      ok: true,
      value: ['키움증권', '한국투자증권', 'NH투자증권'],
    });
    expect(parseBrokers('하이투자증권，Kiwoom Securities, iM증권, 키움증권(주)', brokerNames)).to.deep.equal({
      ok: true,
      value: ['iM증권', '키움증권'],
    });
  });

  it('passes over empty items, such as a trailing comma', () => {
    expect(parseBrokers('삼성증권,, NH,', brokerNames)).to.deep.equal({ ok: true, value: ['삼성증권', 'NH투자증권'] });
  });

  it('refuses a name the table does not know, naming it', () => {
    expect(parseBrokers('키움, 키윰증권, 삼성', brokerNames)).to.deep.equal({
      ok: false,
      problem: { attribute: 'brokers', value: '키윰증권', accepted: 'brokers' },
    });
    expect(parseBrokers('키움 삼성', brokerNames)).to.deep.equal({
      ok: false,
      problem: { attribute: 'brokers', value: '키움 삼성', accepted: 'brokers' },
    });
  });
});

describe('parseBrokers without the broker table', () => {
  it('leaves names unchecked, which the table alone can check, and needs none for no name', () => {
    expect(parseBrokers('키움, 키윰증권', undefined)).to.deep.equal({ ok: false, problem: null });
    expect(parseBrokers(' , ', undefined)).to.deep.equal({ ok: true, value: [] });
  });
});

describe('splitBrokerList', () => {
  it('splits on commas, full-width ones too, and keeps names as written', () => {
    expect(splitBrokerList(' 새로운 증권 ,키움，,ＮＨ ')).to.deep.equal(['새로운 증권', '키움', 'ＮＨ']);
    expect(splitBrokerList('')).to.deep.equal([]);
  });
});
