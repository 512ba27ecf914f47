import { expect } from '@open-wc/testing';
import { en } from '../../src/i18n/en.js';
import { ko } from '../../src/i18n/ko.js';
import type { Strings } from '../../src/i18n/strings.js';
import { STRINGS } from '../../src/i18n/tables.js';

/** Every text of a table, functions called with sample arguments. */
function allTexts(table: Strings): string[] {
  const saved = Date.parse('2026-11-20T08:05:00Z');
  return [
    ...Object.values(table).filter((entry): entry is string => typeof entry === 'string'),
    ...[table.accepted, table.stage, table.status, table.market, table.band, table.field, table.change].flatMap(
      (group) => Object.values(group),
    ),
    table.brokerAccess.subscribe('A'),
    table.brokerAccess.account('A, B'),
    table.brokerAccess.unconfirmed,
    table.configProblem('status', 'x', 'y'),
    table.configProblem('api-key', null, 'y'),
    table.badRequest('m'),
    table.rateLimited(saved),
    table.countdown('1:00:00'),
    table.stale(saved, saved),
    table.truncated(20, 57),
    table.dataChanged(saved),
    table.quota(37, 100),
    table.source('S'),
    table.more(2),
    table.dayCell('2026-11-24', { sub: 1 }),
  ];
}

describe('string tables', () => {
  it('are registered by language', () => {
    expect(STRINGS.ko).to.equal(ko);
    expect(STRINGS.en).to.equal(en);
  });

  it('have the same entries in both languages, none empty, and differ in language', () => {
    const keys = (table: Strings) =>
      Object.entries(table).flatMap(([key, entry]) =>
        typeof entry === 'object' && !Array.isArray(entry)
          ? Object.keys(entry).map((inner) => `${key}.${inner}`)
          : [key],
      );
    expect(keys(en)).to.deep.equal(keys(ko));
    for (const table of [ko, en]) for (const text of allTexts(table)) expect(text.trim()).not.to.equal('');
    expect(allTexts(ko).some((text) => /[가-힣]/.test(text))).to.equal(true);
    expect(allTexts(en).filter((text) => /[가-힣]/.test(text))).to.deep.equal([]);
  });

  it('label the stages and use the API values as Korean status labels', () => {
    expect(ko.stage).to.deep.equal({ demand: '수요예측', sub: '청약', refund: '환불', listing: '상장' });
    expect(en.stage.sub).to.equal('Subscription');
    expect([ko.status.demand_upcoming, ko.status.sub, ko.status.listed]).to.deep.equal([
      '수요예측예정',
      '청약',
      '상장완료',
    ]);
    expect(en.status.listed).to.equal('Listed');
  });

  it('word the configuration problems, missing or unusable', () => {
    expect(ko.configProblem('view', 'grid', 'month 또는 list')).to.equal(
      'view 속성 값 "grid"은(는) 쓸 수 없습니다. 가능한 값: month 또는 list',
    );
    expect(ko.configProblem('api-key', null, ko.accepted['api-key'])).to.equal(
      'api-key 속성이 필요합니다. 가능한 값: 발급받은 API 키(ASCII)',
    );
    expect(en.configProblem('view', 'grid', 'month or list')).to.equal(
      'The view attribute does not accept "grid". Accepted: month or list.',
    );
    expect(en.configProblem('base-url', null, en.accepted.url)).to.equal(
      'The base-url attribute is required. Accepted: an http:// or https:// address, without user@, ? or #.',
    );
  });

  it('word the error states with their parameters', () => {
    const midnight = Date.parse('2026-11-20T15:00:00Z');
    expect(ko.badRequest('status must be one of …')).to.equal('요청 오류: status must be one of …');
    expect(en.badRequest('bad')).to.equal('The request was refused: bad');
    expect(ko.rateLimited(midnight)).to.equal('오늘 호출 한도에 도달했습니다. 00:00 KST부터 다시 불러옵니다.');
    expect(en.rateLimited(midnight)).to.equal("Today's call limit is reached. Loading resumes at 00:00 KST.");
    expect(ko.countdown('3:12:05')).to.equal('남은 시간 3:12:05');
    expect(en.countdown('3:12:05')).to.equal('3:12:05 left');
  });

  it('word stale, truncated and changed data', () => {
    const saved = Date.parse('2026-11-20T08:05:00Z'); // 17:05 KST
    const laterSameDay = Date.parse('2026-11-20T14:00:00Z');
    const nextDay = Date.parse('2026-11-20T15:30:00Z');
    expect(ko.stale(saved, laterSameDay)).to.equal('저장된 데이터 (17:05 KST 기준)');
    expect(ko.stale(saved, nextDay)).to.equal('저장된 데이터 (11월 20일 17:05 KST 기준)');
    expect(en.stale(saved, laterSameDay)).to.equal('Saved data as of 17:05 KST');
    expect(ko.truncated(20, 57)).to.equal('57건 중 20건 표시 — 기간이나 상태를 좁혀 주세요.');
    expect(en.truncated(20, 57)).to.equal('Showing 20 of 57 — narrow the range or status.');
    expect(ko.dataChanged(saved)).to.equal('데이터 변경: 11월 20일 17:05 KST');
    expect(en.dataChanged(saved)).to.equal('Data changed at Nov 20 17:05 KST');
  });

  it('word the quota, attribution and "+N more"', () => {
    expect(ko.quota(37, 100)).to.equal('오늘 남은 호출 37/100');
    expect(en.quota(37, 100)).to.equal('37 of 100 calls left today');
    expect(ko.source('공모주 API')).to.equal('출처: 공모주 API');
    expect(en.source('IPO API')).to.equal('Source: IPO API');
    expect(ko.disclaimer).to.match(/공시.*정확성.*투자 권유/);
    expect(en.disclaimer).to.match(/public disclosure.*not guaranteed.*not investment advice/i);
    expect(ko.more(3)).to.equal('+3건 더');
    expect(en.more(3)).to.equal('+3 more');
  });

  it('word where the reader can subscribe, as the issue fixes it', () => {
    expect(ko.brokerAccess.subscribe('키움증권')).to.equal('청약 가능: 키움증권');
    expect(ko.brokerAccess.account('삼성증권, NH투자증권')).to.equal('계좌 필요: 삼성증권, NH투자증권');
    expect(en.brokerAccess.subscribe('Kiwoom Securities')).to.equal('Subscribe at: Kiwoom Securities');
    expect(en.brokerAccess.account('A, B')).to.equal('Account needed: A, B');
  });

  it('name a day cell by its date and the count of each stage, in stage order', () => {
    const counts = { listing: 1, sub: 2 };
    expect(ko.dayCell('2026-11-24', counts)).to.equal('11월 24일 화요일, 청약 2건, 상장 1건');
    expect(en.dayCell('2026-11-24', counts)).to.equal('Tuesday, November 24: 2 subscriptions, 1 listing');
    expect(en.dayCell('2026-11-25', { demand: 1, refund: 2, sub: 0 })).to.equal(
      'Wednesday, November 25: 1 demand forecast, 2 refunds',
    );
    expect(ko.dayCell('2026-11-22', {})).to.equal('11월 22일 일요일, 일정 없음');
    expect(en.dayCell('2026-11-22', {})).to.equal('Sunday, November 22: nothing scheduled');
  });
});
