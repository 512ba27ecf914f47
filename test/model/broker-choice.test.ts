import { expect } from '@open-wc/testing';
import { brokerNames } from '../../src/brokers/names.js';
import { brokersInEffect, choiceNamesFirms, NO_CHOICE, readBrokerChoice } from '../../src/model/broker-choice.js';

describe('readBrokerChoice', () => {
  const cases: [stored: unknown, brokers: readonly string[] | null, onlyMine: boolean][] = [
    [{ brokers: ['키움', '한국투자증권'], onlyMine: true }, ['키움', '한국투자증권'], true],
    [
      { brokers: ['엔에이치투자증권', 'NH투자증권', 7, null], onlyMine: 'yes' },
      ['엔에이치투자증권', 'NH투자증권'],
      false,
    ],
    [{ brokers: [] }, [], false],
    [{ onlyMine: true }, null, true],
    [{ brokers: '키움증권' }, null, false],
    [null, null, false],
    ['키움', null, false],
    [[1, 2], null, false],
  ];
  for (const [stored, brokers, onlyMine] of cases) {
    it(`reads ${JSON.stringify(stored)}`, () => {
      expect(readBrokerChoice(stored)).to.deep.equal({ brokers, onlyMine });
    });
  }
});

describe('choiceNamesFirms', () => {
  it('is true when the choice names any broker, which only the broker table matches', () => {
    expect(choiceNamesFirms({ brokers: ['키움'], onlyMine: false })).to.equal(true);
    expect(choiceNamesFirms({ brokers: [], onlyMine: true })).to.equal(false);
    expect(choiceNamesFirms(NO_CHOICE)).to.equal(false);
  });
});

describe('brokersInEffect', () => {
  it("takes the reader's brokers over the site's, even none, and the site's without a choice", () => {
    expect(brokersInEffect(NO_CHOICE, ['키움증권'], null)).to.deep.equal(['키움증권']);
    expect(brokersInEffect({ brokers: ['삼성증권'], onlyMine: false }, ['키움증권'], brokerNames)).to.deep.equal([
      '삼성증권',
    ]);
    expect(brokersInEffect({ brokers: [], onlyMine: false }, ['키움증권'], brokerNames)).to.deep.equal([]);
  });

  it("makes the reader's names canonical, each firm once, blanks left out", () => {
    const choice = { brokers: ['엔에이치투자증권', 'NH투자증권', ' ', '키움'], onlyMine: false };
    expect(brokersInEffect(choice, [], brokerNames)).to.deep.equal(['NH투자증권', '키움증권']);
  });

  it("has none while the reader's need the broker table and it is not there", () => {
    expect(brokersInEffect({ brokers: ['삼성증권'], onlyMine: false }, ['키움증권'], null)).to.deep.equal([]);
  });
});
