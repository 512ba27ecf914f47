import { expect } from '@open-wc/testing';
import ICAL from 'ical.js';
import type { Offering } from '../../src/api/types.js';
import { calendarFeed, FEED_REFRESH, type FeedOptions } from '../../src/ics/calendar-feed.js';
import { emptySequenceBook, readSequenceBook } from '../../src/ics/sequence-book.js';
import { STAGES } from '../../src/model/stages.js';
import { scheduled } from '../support/offering.js';
import { physicalLines } from './parse-ics.js';

const now = Date.parse('2026-11-10T00:30:00Z');
const source = { sourceName: 'IPO 일정 API', sourceUrl: 'https://ipo.example/terms' };
const options: FeedOptions = { now, lang: 'ko', source, stages: STAGES, brokers: [], book: emptySequenceBook() };

const bio = scheduled('6f1c2d3e-0000-4000-8000-000000000001', '2026-11-20', {
  corp_name: '미래대우바이오',
  subscription_brokers: ['키움증권', '삼성증권'],
});
const tech = scheduled('6f1c2d3e-0000-4000-8000-000000000002', '2026-11-25', {
  corp_name: '한빛테크',
  lead_managers: ['한국투자증권'],
});

/** The feed as ical.js reads it: the calendar and its events. */
function parsed(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return { calendar, events: calendar.getAllSubcomponents('vevent') };
}

const value = (component: ICAL.Component, name: string) => component.getFirstPropertyValue(name);
const text = (component: ICAL.Component, name: string) => String(value(component, name));

describe('calendarFeed', () => {
  it('is a published calendar that asks to be fetched again every six hours', () => {
    const { calendar } = parsed(calendarFeed([bio], options).ics);
    expect(calendar.name).to.equal('vcalendar');
    expect(text(calendar, 'version')).to.equal('2.0');
    expect(text(calendar, 'method')).to.equal('PUBLISH');
    expect(text(calendar, 'refresh-interval')).to.equal(FEED_REFRESH);
    expect(calendar.getFirstProperty('refresh-interval')!.type).to.equal('duration');
    expect(text(calendar, 'x-published-ttl')).to.equal('PT6H');
    expect(text(calendar, 'x-wr-calname')).to.equal('공모주 일정');
  });

  it('holds one all-day event per stage of each offering, "<corp_name> <stage>", with stable UIDs', () => {
    const { events } = parsed(calendarFeed([bio, tech], options).ics);
    expect(
      events.map((event) => [text(event, 'uid'), text(event, 'summary'), text(event, 'dtstart'), text(event, 'dtend')]),
    ).to.deep.equal([
      [`${bio.id}-demand@ipo-calendar`, '미래대우바이오 수요예측', '2026-11-11', '2026-11-16'],
      [`${bio.id}-sub@ipo-calendar`, '미래대우바이오 청약', '2026-11-20', '2026-11-22'],
      [`${bio.id}-refund@ipo-calendar`, '미래대우바이오 환불', '2026-11-23', '2026-11-24'],
      [`${bio.id}-listing@ipo-calendar`, '미래대우바이오 상장', '2026-11-30', '2026-12-01'],
      [`${tech.id}-demand@ipo-calendar`, '한빛테크 수요예측', '2026-11-16', '2026-11-21'],
      [`${tech.id}-sub@ipo-calendar`, '한빛테크 청약', '2026-11-25', '2026-11-27'],
      [`${tech.id}-refund@ipo-calendar`, '한빛테크 환불', '2026-11-28', '2026-11-29'],
      [`${tech.id}-listing@ipo-calendar`, '한빛테크 상장', '2026-12-05', '2026-12-06'],
    ]);
    expect(events.every((event) => event.getFirstProperty('dtstart')!.type === 'date')).to.equal(true);
    const later = calendarFeed([{ ...bio, corp_name: '새이름', listing_date: '2026-12-02' }], {
      ...options,
      now: now + 86_400_000,
    });
    expect(parsed(later.ics).events.map((event) => text(event, 'uid'))).to.deep.equal(
      events.slice(0, 4).map((event) => text(event, 'uid')),
    );
  });

  it('raises the SEQUENCE of the events whose dates a correction moved, across a restart', () => {
    const first = calendarFeed([bio, tech], options);
    const sequences = (ics: string) =>
      Object.fromEntries(
        parsed(ics).events.map((event) => [
          text(event, 'uid').replace('@ipo-calendar', '').split('-').slice(-2).join('-'),
          value(event, 'sequence'),
        ]),
      );
    expect(Object.values(sequences(first.ics))).to.deep.equal([0, 0, 0, 0, 0, 0, 0, 0]);
    // The relay restarts: the book comes back from its state file.
    const book = readSequenceBook(JSON.parse(JSON.stringify(first.book)));
    const correction = { ...bio, sub_start: '2026-12-04', sub_end: '2026-12-07', refund_date: '2026-12-09' };
    const second = calendarFeed([correction], { ...options, now: now + 3_600_000, book });
    expect(second.bookChanged).to.equal(true);
    expect(sequences(second.ics)).to.deep.equal({
      '000000000001-demand': 0,
      '000000000001-sub': 1,
      '000000000001-refund': 1,
      '000000000001-listing': 0,
    });
    const again = calendarFeed([correction], { ...options, now: now + 7_200_000, book: second.book });
    expect(again.bookChanged).to.equal(false);
    expect(sequences(again.ics)).to.deep.equal(sequences(second.ics));
  });

  it('selects the stages asked for', () => {
    const { events } = parsed(calendarFeed([bio], { ...options, stages: ['sub', 'listing'] }).ics);
    expect(events.map((event) => text(event, 'summary'))).to.deep.equal(['미래대우바이오 청약', '미래대우바이오 상장']);
  });

  it("keeps, with the reader's brokers, only the offerings they can subscribe at, and says where", () => {
    const { events } = parsed(calendarFeed([bio, tech], { ...options, stages: ['sub'], brokers: ['키움'] }).ics);
    expect(events.map((event) => text(event, 'summary'))).to.deep.equal(['미래대우바이오 청약']);
    expect(text(events[0], 'description').split('\n')[0]).to.equal('청약 가능: 키움증권');
    const lead = parsed(calendarFeed([bio, tech], { ...options, stages: ['sub'], brokers: ['한투'], lang: 'en' }).ics);
    expect(lead.events.map((event) => text(event, 'summary'))).to.deep.equal(['한빛테크 Subscription']);
    expect(text(lead.events[0], 'description').split('\n')[0]).to.equal(
      'Subscribe at: Korea Investment & Securities (lead managers; not confirmed yet)',
    );
  });

  it('carries the source attribution and the disclaimer in every event', () => {
    for (const lang of ['ko', 'en'] as const) {
      const { events } = parsed(calendarFeed([bio, tech], { ...options, lang }).ics);
      const expected =
        lang === 'ko'
          ? '출처: IPO 일정 API. 가공된 공시 정보로 정확성을 보장하지 않으며, 투자 권유가 아닙니다.\nhttps://ipo.example/terms'
          : 'Source: IPO 일정 API. Processed public disclosure data. Accuracy is not guaranteed; not investment advice.\nhttps://ipo.example/terms';
      expect(
        events.every(
          (event) => text(event, 'description').endsWith(`\n${expected}`) || text(event, 'description') === expected,
        ),
      ).to.equal(true);
      // The other stages say nothing else without the reader's brokers.
      expect(
        events
          .filter((event) => !text(event, 'summary').endsWith(lang === 'ko' ? '청약' : 'Subscription'))
          .map((event) => text(event, 'description')),
      ).to.deep.equal(Array(6).fill(expected));
    }
  });

  it("carries the money in a subscription's event: price, deposit, where, refund, DART, also as URL", () => {
    const dart = 'https://dart.fss.or.kr/dsaf001/main.do?rcpNo=20261101000001';
    const priced = { ...bio, price_low: 17_000, price_high: 20_000, dart_url: dart };
    const ko = parsed(calendarFeed([priced], { ...options, stages: ['sub'] }).ics).events[0];
    expect(text(ko, 'description').split('\n\n')[0].split('\n')).to.deep.equal([
      '청약 가능 증권사: 키움증권, 삼성증권',
      '희망 공모가: 17,000원~20,000원',
      '균등 최소 증거금 약 100,000원 (밴드 상단 기준 · 10주 · 50%)',
      '환불: 11월 23일 월요일',
      `DART 공시: ${dart}`,
      '증거금과 환불일은 공시 자료로 계산한 추정치이며, 증권사마다 최소 수량과 증거금률이 다를 수 있습니다.',
    ]);
    expect(text(ko, 'url')).to.equal(dart);
    const final = { ...priced, price_final: 18_000 };
    const en = parsed(calendarFeed([final], { ...options, stages: ['sub'], brokers: ['키움'], lang: 'en' }).ics)
      .events[0];
    expect(text(en, 'description').split('\n').slice(0, 4)).to.deep.equal([
      'Subscribe at: Kiwoom Securities',
      'Final price: ₩18,000',
      'Min. deposit for the equal allocation: about ₩90,000 (10 shares · 50%)',
      'Refund: Monday, November 23',
    ]);
    // A link that is not http(s) is neither said nor linked.
    const hostile = parsed(
      calendarFeed([{ ...priced, dart_url: 'javascript:alert(1)' }], { ...options, stages: ['sub'] }).ics,
    ).events[0];
    expect(text(hostile, 'description')).to.not.contain('javascript');
    expect(hostile.getFirstProperty('url')).to.equal(null);
  });

  it('rings at 09:00 KST on the first subscription day only when asked, in a VALARM a client may ignore', () => {
    const plain = parsed(calendarFeed([bio], options).ics).events;
    expect(plain.flatMap((event) => event.getAllSubcomponents('valarm'))).to.deep.equal([]);
    const events = parsed(calendarFeed([bio], { ...options, alarm: true }).ics).events;
    const alarms = events.map((event) => event.getAllSubcomponents('valarm'));
    expect(alarms.map((list) => list.length)).to.deep.equal([0, 1, 0, 0]);
    const [alarm] = alarms[1];
    expect(text(alarm, 'action')).to.equal('DISPLAY');
    expect(text(alarm, 'description')).to.equal('미래대우바이오 청약');
    // 2026-11-20 09:00 KST is 00:00 UTC.
    const trigger = value(alarm, 'trigger') as ICAL.Time;
    expect(trigger.toJSDate().toISOString()).to.equal('2026-11-20T00:00:00.000Z');
    // The event says the same without it.
    expect(text(events[1], 'description')).to.equal(text(plain[1], 'description'));
  });

  it('folds long lines at 75 octets and escapes what TEXT must, so a hostile name comes back intact', () => {
    const name = `㈜가나다,라마;바사\\아\n자차카🚀타파하 ${'한국공모주테크놀로지'.repeat(8)}`;
    const { ics } = calendarFeed([{ ...bio, corp_name: name } as Offering], { ...options, stages: ['sub'] });
    const lines = physicalLines(ics);
    expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).to.equal(true);
    expect(lines.some((line) => line.startsWith(' '))).to.equal(true);
    expect(lines.find((line) => line.startsWith('SUMMARY:'))).to.contain('가나다\\,라마\\;바사\\\\아\\n자차카');
    expect(parsed(ics).events.map((event) => text(event, 'summary'))).to.deep.equal([`${name} 청약`]);
  });

  it('is a calendar without events when nothing matches', () => {
    const { ics } = calendarFeed([bio], { ...options, brokers: ['대신증권'] });
    expect(parsed(ics).events).to.deep.equal([]);
    expect(ics.endsWith('END:VCALENDAR\r\n')).to.equal(true);
  });
});
