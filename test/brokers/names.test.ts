import { expect } from '@open-wc/testing';
import {
  brokerDisplayName,
  brokerKey,
  canonicalBrokerName,
  distinctBrokers,
  findBroker,
} from '../../src/brokers/names.js';
import { normalizeBrokerName } from '../../src/brokers/normalize.js';
import { BROKERS } from '../../src/brokers/table.js';
import { generateFixtures } from '../../src/mock/fixtures.js';

const spellingsOf = (broker: (typeof BROKERS)[number]) => [
  broker.name,
  broker.en,
  ...broker.short,
  ...broker.former,
  ...broker.filings,
];

describe('the broker table', () => {
  it('gives each spelling to one firm only', () => {
    const owners = new Map<string, string>();
    const shared: string[] = [];
    for (const broker of BROKERS)
      for (const spelling of spellingsOf(broker)) {
        const key = normalizeBrokerName(spelling);
        const owner = owners.get(key);
        if (owner && owner !== broker.name) shared.push(`${spelling}: ${owner} and ${broker.name}`);
        owners.set(key, broker.name);
      }
    expect(shared).to.deep.equal([]);
  });

  it('has a Korean current name, an English name, and no empty spelling', () => {
    for (const broker of BROKERS) {
      expect(broker.name, broker.name).to.match(/[가-힣]/);
      expect(broker.en, broker.name).to.match(/^[\x20-\x7e]+$/);
      for (const spelling of spellingsOf(broker)) expect(normalizeBrokerName(spelling), broker.name).not.to.equal('');
    }
  });

  it('knows the brokers of the mock data by their current names', () => {
    const names = new Set(
      generateFixtures('2026-11-20').flatMap((offering) => [
        ...offering.lead_managers,
        ...offering.subscription_brokers,
      ]),
    );
    expect([...names].filter((name) => findBroker(name)?.name !== name)).to.deep.equal([]);
  });
});

describe('findBroker and canonicalBrokerName', () => {
  // [spelling as found in filings, apps, the press or readers' hands → current name]
  const REAL_WORLD: [string, string][] = [
    // Renamed firms, under their former names.
    ['미래에셋대우', '미래에셋증권'],
    ['미래에셋대우(주)', '미래에셋증권'],
    ['KDB대우증권', '미래에셋증권'],
    ['하나금융투자', '하나증권'],
    ['하나금투', '하나증권'],
    ['하나대투증권', '하나증권'],
    ['신한금융투자', '신한투자증권'],
    ['신한금투', '신한투자증권'],
    ['하이투자증권', 'iM증권'],
    ['하이투자증권(주)', 'iM증권'],
    ['이베스트투자증권', 'LS증권'],
    ['eBEST Investment & Securities', 'LS증권'],
    ['DB금융투자', 'DB증권'],
    ['동부증권', 'DB증권'],
    ['KTB투자증권', '다올투자증권'],
    ['LIG투자증권', '케이프투자증권'],
    ['HMC투자증권', '현대차증권'],
    ['동양증권', '유안타증권'],
    ['현대증권', 'KB증권'],
    ['KB투자증권', 'KB증권'],
    ['메리츠종금증권', '메리츠증권'],
    ['골든브릿지투자증권', '상상인증권'],
    ['바로투자증권', '카카오페이증권'],
    ['NH농협증권', 'NH투자증권'],
    ['BS투자증권', 'BNK투자증권'],
    // KIND's and DART's Hangul spellings of Latin letters.
    ['엔에이치투자증권', 'NH투자증권'],
    ['엔에이치투자증권 주식회사', 'NH투자증권'],
    ['비엔케이투자증권', 'BNK투자증권'],
    ['케이비증권', 'KB증권'],
    ['에스케이증권', 'SK증권'],
    ['아이비케이투자증권', 'IBK투자증권'],
    ['디비금융투자', 'DB증권'],
    ['디비증권 주식회사', 'DB증권'],
    ['아이엠증권', 'iM증권'],
    ['엘에스증권', 'LS증권'],
    ['케이티비투자증권', '다올투자증권'],
    ['디에스투자증권', 'DS투자증권'],
    // Short forms.
    ['키움', '키움증권'],
    ['한투', '한국투자증권'],
    ['한국투자', '한국투자증권'],
    ['NH', 'NH투자증권'],
    ['nh', 'NH투자증권'],
    ['NH증권', 'NH투자증권'],
    ['KB', 'KB증권'],
    ['삼성', '삼성증권'],
    ['신한', '신한투자증권'],
    ['대신', '대신증권'],
    ['미래에셋', '미래에셋증권'],
    ['하나', '하나증권'],
    ['IBKS', 'IBK투자증권'],
    ['im', 'iM증권'],
    ['IM증권', 'iM증권'],
    ['유안타', '유안타증권'],
    ['이베스트', 'LS증권'],
    // English names, any case.
    ['Kiwoom Securities', '키움증권'],
    ['KIWOOM', '키움증권'],
    ['Korea Investment & Securities Co., Ltd.', '한국투자증권'],
    ['NH Investment & Securities', 'NH투자증권'],
    ['Mirae Asset Daewoo', '미래에셋증권'],
    ['Samsung Securities Co., Ltd.', '삼성증권'],
    // Filings' legal forms, blanks and full-width forms.
    ['㈜키움증권', '키움증권'],
    ['키움증권 주식회사', '키움증권'],
    ['한국투자증권(주)', '한국투자증권'],
    ['삼성 증권', '삼성증권'],
    ['ＫＢ증권', 'KB증권'],
    ['한국투자證', '한국투자증권'],
    // Foreign firms as offering documents name them.
    ['골드만삭스증권회사 서울지점', '골드만삭스증권'],
    ['제이피모간증권회사 서울지점', '제이피모간증권'],
    ['JP모간', '제이피모간증권'],
    ['J.P. Morgan', '제이피모간증권'],
    ['모건스탠리', '모간스탠리인터내셔날증권'],
    ['씨티그룹글로벌마켓증권 주식회사', '씨티그룹글로벌마켓증권'],
  ];

  it('finds the current firm under many real-world spellings', () => {
    const wrong = REAL_WORLD.filter(([spelling, name]) => canonicalBrokerName(spelling) !== name);
    expect(wrong).to.deep.equal([]);
  });

  it('tells apart the firms whose names are alike', () => {
    expect(canonicalBrokerName('현대차증권')).to.equal('현대차증권');
    expect(canonicalBrokerName('현대증권')).to.equal('KB증권');
    // The 우리투자증권 of 2024 is a firm of its own, not the NH투자증권 that bore the name until 2014.
    expect(canonicalBrokerName('우리투자증권')).to.equal('우리투자증권');
    expect(canonicalBrokerName('한국포스증권')).to.equal('우리투자증권');
    expect(canonicalBrokerName('한화투자증권')).not.to.equal(canonicalBrokerName('하나증권'));
  });

  it('keeps an unknown name as written, and matches it by its normalized text', () => {
    expect(findBroker('새로운증권')).to.equal(undefined);
    expect(canonicalBrokerName('  새로운증권 ')).to.equal('새로운증권');
    expect(brokerKey('새로운 증권(주)')).to.equal(brokerKey('새로운증권'));
    expect(brokerKey('새로운증권')).not.to.equal(brokerKey('키움증권'));
  });

  it('keys a known firm by its current name, whatever the spelling', () => {
    expect(brokerKey('하이투자증권')).to.equal(brokerKey('iM증권'));
    expect(brokerKey('엔에이치투자증권')).to.equal(brokerKey('NH'));
  });
});

describe('brokerDisplayName', () => {
  it('writes the English name in English, the Korean name in Korean', () => {
    expect(brokerDisplayName('키움', 'en')).to.equal('Kiwoom Securities');
    expect(brokerDisplayName('키움', 'ko')).to.equal('키움증권');
    expect(brokerDisplayName('하이투자증권', 'en')).to.equal('iM Securities');
  });

  it('keeps an unknown name as written in both languages', () => {
    expect(brokerDisplayName(' 새로운증권', 'en')).to.equal('새로운증권');
    expect(brokerDisplayName('새로운증권', 'ko')).to.equal('새로운증권');
  });
});

describe('distinctBrokers', () => {
  it('names each firm once, by its current name, in the order of first mention', () => {
    expect(
      distinctBrokers(['엔에이치투자증권', '키움', 'NH투자증권', '새로운증권', '새로운 증권', '(주)']),
    ).to.deep.equal(['NH투자증권', '키움증권', '새로운증권']);
  });
});
