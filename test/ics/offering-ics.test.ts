import { expect } from '@open-wc/testing';
import { render } from 'lit';
import { OPERATOR } from '../../src/element/operator.js';
import { renderAttribution } from '../../src/element/render/attribution.js';
import { attributionText } from '../../src/i18n/attribution-text.js';
import { offeringToIcs } from '../../src/ics/offering-ics.js';
import { en } from '../../src/i18n/en.js';
import { ko } from '../../src/i18n/ko.js';
import { offering } from '../support/offering.js';
import { parseIcs, physicalLines, property, unescapeText, type IcsComponent } from './parse-ics.js';

const now = Date.parse('2026-11-20T23:45:06.789Z');
const complete = offering({
  id: '6f1c2d3e-0000-4000-8000-000000000001',
  corp_name: '한국테크',
  demand_start: '2026-11-09',
  demand_end: '2026-11-13',
  sub_start: '2026-11-30',
  sub_end: '2026-12-01',
  refund_date: '2026-12-03',
  listing_date: '2026-12-10',
});
const options = { now, labels: ko.stage, description: attributionText(ko, OPERATOR) };

function parsed(text: string | null): IcsComponent {
  expect(text).to.be.a('string');
  return parseIcs(text!);
}

const value = (component: IcsComponent, name: string) => property(component, name)?.value;

describe('offeringToIcs', () => {
  it('is a published 2.0 calendar with CRLF line endings', () => {
    const text = offeringToIcs(complete, options)!;
    expect(() => physicalLines(text)).not.to.throw();
    const calendar = parsed(text);
    expect(calendar.name).to.equal('VCALENDAR');
    expect(value(calendar, 'VERSION')).to.equal('2.0');
    expect(value(calendar, 'PRODID')).to.be.a('string').and.not.empty;
    expect(value(calendar, 'CALSCALE'), 'GREGORIAN is the default scale').to.equal(undefined);
    expect(value(calendar, 'METHOD')).to.equal('PUBLISH');
  });

  it('holds all-day events for subscription, refund and listing, with exclusive ends', () => {
    const events = parsed(offeringToIcs(complete, options)).components;
    expect(events.every((event) => event.name === 'VEVENT')).to.equal(true);
    const summary = events.map((event) => [
      unescapeText(value(event, 'SUMMARY')!),
      property(event, 'DTSTART')!.params.VALUE,
      value(event, 'DTSTART'),
      property(event, 'DTEND')!.params.VALUE,
      value(event, 'DTEND'),
    ]);
    expect(summary).to.deep.equal([
      ['청약: 한국테크', 'DATE', '20261130', 'DATE', '20261202'],
      ['환불: 한국테크', 'DATE', '20261203', 'DATE', '20261204'],
      ['상장: 한국테크', 'DATE', '20261210', 'DATE', '20261211'],
    ]);
  });

  it('stamps every event with the injected instant in UTC', () => {
    const events = parsed(offeringToIcs(complete, options)).components;
    expect(events.map((event) => value(event, 'DTSTAMP'))).to.deep.equal([
      '20261120T234506Z',
      '20261120T234506Z',
      '20261120T234506Z',
    ]);
  });

  it('gives UIDs that depend only on the offering and the stage', () => {
    const uids = (text: string | null) => parsed(text).components.map((event) => value(event, 'UID'));
    const first = uids(offeringToIcs(complete, options));
    expect(first).to.deep.equal([
      `${complete.id}-sub@ipo-calendar`,
      `${complete.id}-refund@ipo-calendar`,
      `${complete.id}-listing@ipo-calendar`,
    ]);
    const moved = { ...complete, corp_name: '다른이름', listing_date: '2026-12-11' };
    expect(uids(offeringToIcs(moved, { ...options, now: now + 86_400_000 }))).to.deep.equal(first);
    expect(uids(offeringToIcs({ ...complete, id: 'other' }, options))).not.to.deep.equal(first);
  });

  it('uses the labels it is given', () => {
    const labels = { sub: 'Subscription', refund: 'Refund', listing: 'Listing' };
    const events = parsed(offeringToIcs(complete, { ...options, labels })).components;
    expect(events.map((event) => unescapeText(value(event, 'SUMMARY')!))).to.deep.equal([
      'Subscription: 한국테크',
      'Refund: 한국테크',
      'Listing: 한국테크',
    ]);
  });

  it('leaves out unknown dates and treats a half-known period as one day', () => {
    const partial = { ...complete, sub_start: null, sub_end: '2026-12-01', refund_date: null };
    const events = parsed(offeringToIcs(partial, options)).components;
    expect(
      events.map((event) => [
        value(event, 'UID')!.split('@')[0].split('-').pop(),
        value(event, 'DTSTART'),
        value(event, 'DTEND'),
      ]),
    ).to.deep.equal([
      ['sub', '20261201', '20261202'],
      ['listing', '20261210', '20261211'],
    ]);
  });

  it('is null when there is nothing to put in a calendar', () => {
    expect(
      offeringToIcs({ ...complete, sub_start: null, sub_end: null, refund_date: null, listing_date: null }, options),
    ).to.equal(null);
  });

  it('carries the attribution in every event, in either language, escaped and folded', () => {
    const operator = { sourceName: 'IPO 일정 API', sourceUrl: 'https://ipo.example/v1?a=1,b;c', defaultBaseUrl: '' };
    const expected = {
      ko: '출처: IPO 일정 API. 가공된 공시 정보로 정확성을 보장하지 않으며, 투자 권유가 아닙니다.\nhttps://ipo.example/v1?a=1,b;c',
      en: 'Source: IPO 일정 API. Processed public disclosure data. Accuracy is not guaranteed; not investment advice.\nhttps://ipo.example/v1?a=1,b;c',
    };
    for (const [lang, t] of [
      ['ko', ko],
      ['en', en],
    ] as const) {
      const text = offeringToIcs(complete, { ...options, description: attributionText(t, operator) })!;
      for (const line of physicalLines(text)) expect(new TextEncoder().encode(line).length, line).to.be.at.most(75);
      const events = parsed(text).components;
      expect(
        events.map((event) => unescapeText(value(event, 'DESCRIPTION')!)),
        lang,
      ).to.deep.equal([expected[lang], expected[lang], expected[lang]]);
    }
  });

  it('keeps a hostile name intact through escaping and folding', () => {
    const name = `㈜가나다,라마;바사\\아\n자차카🚀타파하 ${'한국공모주테크놀로지'.repeat(8)}`;
    const text = offeringToIcs({ ...complete, corp_name: name }, options)!;
    for (const line of physicalLines(text)) expect(new TextEncoder().encode(line).length, line).to.be.at.most(75);
    expect(physicalLines(text).some((line) => line.startsWith(' '))).to.equal(true);
    const events = parsed(text).components;
    expect(events.map((event) => unescapeText(value(event, 'SUMMARY')!))).to.deep.equal([
      `청약: ${name}`,
      `환불: ${name}`,
      `상장: ${name}`,
    ]);
  });
});

describe('attributionText', () => {
  it('has the wording of the rendered attribution, in its language', () => {
    for (const [t, lang] of [
      [ko, 'ko'],
      [en, 'en'],
    ] as const) {
      const shown = document.createElement('div');
      render(renderAttribution(t, lang), shown);
      expect(attributionText(t, OPERATOR).split('\n')[0]).to.equal(shown.textContent!.replace(/\s+/g, ' ').trim());
    }
  });
});
