import { expect } from '@open-wc/testing';
import { brokerNames } from '../../src/brokers/names.js';
import { brokerAccess } from '../../src/model/broker-access.js';

const offering = (subscription_brokers: string[], lead_managers: string[] = []) => ({
  subscription_brokers,
  lead_managers,
});

describe('brokerAccess', () => {
  it('says where the reader can subscribe: their brokers that take it, by canonical name', () => {
    expect(
      brokerAccess(offering(['삼성증권', '키움증권', 'NH투자증권']), ['키움', '엔에이치투자증권'], brokerNames),
    ).to.deep.equal({
      mine: true,
      unconfirmed: false,
      brokers: ['키움증권', 'NH투자증권'],
    });
  });

  it('says which account the reader would need when none of theirs takes it', () => {
    expect(brokerAccess(offering(['삼성증권', '엔에이치투자증권']), ['키움증권'], brokerNames)).to.deep.equal({
      mine: false,
      unconfirmed: false,
      brokers: ['삼성증권', 'NH투자증권'],
    });
  });

  it('matches former names and filing spellings on either side', () => {
    expect(brokerAccess(offering(['하이투자증권']), ['iM증권'], brokerNames)?.mine).to.equal(true);
    expect(brokerAccess(offering(['iM증권']), ['하이투자증권'], brokerNames)?.brokers).to.deep.equal(['iM증권']);
    expect(brokerAccess(offering(['(주)신한금융투자']), ['신한'], brokerNames)?.brokers).to.deep.equal([
      '신한투자증권',
    ]);
  });

  it('matches a name the table does not know by its normalized text, and keeps it as written', () => {
    expect(brokerAccess(offering(['새로운 증권']), ['새로운증권(주)'], brokerNames)).to.deep.equal({
      mine: true,
      unconfirmed: false,
      brokers: ['새로운 증권'],
    });
    expect(brokerAccess(offering(['새로운증권']), ['키움'], brokerNames)?.brokers).to.deep.equal(['새로운증권']);
  });

  it('takes the lead managers while subscription_brokers is empty, marked unconfirmed', () => {
    expect(brokerAccess(offering([], ['한국투자증권', '키움증권']), ['키움'], brokerNames)).to.deep.equal({
      mine: true,
      unconfirmed: true,
      brokers: ['키움증권'],
    });
    expect(brokerAccess(offering([], ['한국투자증권']), ['키움'], brokerNames)).to.deep.equal({
      mine: false,
      unconfirmed: true,
      brokers: ['한국투자증권'],
    });
  });

  it('prefers the confirmed brokers to the lead managers', () => {
    expect(brokerAccess(offering(['삼성증권'], ['키움증권']), ['키움'], brokerNames)).to.deep.equal({
      mine: false,
      unconfirmed: false,
      brokers: ['삼성증권'],
    });
  });

  it('leaves out of the lead managers the foreign firms that take no retail subscription', () => {
    expect(
      brokerAccess(offering([], ['골드만삭스증권회사 서울지점', '삼성증권', 'JP모간']), ['키움'], brokerNames),
    ).to.deep.equal({
      mine: false,
      unconfirmed: true,
      brokers: ['삼성증권'],
    });
    expect(brokerAccess(offering([], ['골드만삭스증권']), ['키움'], brokerNames)).to.equal(null);
  });

  it('lists each firm once, whatever its spellings', () => {
    expect(
      brokerAccess(offering(['NH투자증권', '엔에이치투자증권', 'KB증권']), ['삼성'], brokerNames)?.brokers,
    ).to.deep.equal(['NH투자증권', 'KB증권']);
  });

  it('has nothing to say without the reader’s brokers or the offering’s', () => {
    expect(brokerAccess(offering(['키움증권']), [], brokerNames)).to.equal(null);
    expect(brokerAccess(offering(['키움증권']), ['  ', '(주)'], brokerNames)).to.equal(null);
    expect(brokerAccess(offering([], []), ['키움'], brokerNames)).to.equal(null);
    expect(brokerAccess(offering(['(주)'], []), ['키움'], brokerNames)).to.equal(null);
  });

  it('says nothing without the broker table, which the element loads whenever brokers are named', () => {
    expect(brokerAccess(offering(['키움증권']), ['키움증권'], null)).to.equal(null);
  });
});
