import { expect } from '@open-wc/testing';
import { offeringToIcs } from '../../src/ics/offering-ics.js';
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

function parsed(text: string | null): IcsComponent {
  expect(text).to.be.a('string');
  return parseIcs(text!);
}

const value = (component: IcsComponent, name: string) => property(component, name)?.value;

describe('offeringToIcs', () => {
  it('is a published 2.0 calendar with CRLF line endings', () => {
    const text = offeringToIcs(complete, { now, labels: ko.stage })!;
    expect(() => physicalLines(text)).not.to.throw();
    const calendar = parsed(text);
    expect(calendar.name).to.equal('VCALENDAR');
    expect(value(calendar, 'VERSION')).to.equal('2.0');
    expect(value(calendar, 'PRODID')).to.be.a('string').and.not.empty;
    expect(value(calendar, 'CALSCALE'), 'GREGORIAN is the default scale').to.equal(undefined);
    expect(value(calendar, 'METHOD')).to.equal('PUBLISH');
  });

  it('holds all-day events for subscription, refund and listing, with exclusive ends', () => {
    const events = parsed(offeringToIcs(complete, { now, labels: ko.stage })).components;
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
    const events = parsed(offeringToIcs(complete, { now, labels: ko.stage })).components;
    expect(events.map((event) => value(event, 'DTSTAMP'))).to.deep.equal(['20261120T234506Z', '20261120T234506Z', '20261120T234506Z']);
  });

  it('gives UIDs that depend only on the offering and the stage', () => {
    const uids = (text: string | null) => parsed(text).components.map((event) => value(event, 'UID'));
    const first = uids(offeringToIcs(complete, { now, labels: ko.stage }));
    expect(first).to.deep.equal([
      `${complete.id}-sub@ipo-calendar`,
      `${complete.id}-refund@ipo-calendar`,
      `${complete.id}-listing@ipo-calendar`,
    ]);
    const moved = { ...complete, corp_name: '다른이름', listing_date: '2026-12-11' };
    expect(uids(offeringToIcs(moved, { now: now + 86_400_000, labels: ko.stage }))).to.deep.equal(first);
    expect(uids(offeringToIcs({ ...complete, id: 'other' }, { now, labels: ko.stage }))).not.to.deep.equal(first);
  });

  it('uses the labels it is given', () => {
    const labels = { sub: 'Subscription', refund: 'Refund', listing: 'Listing' };
    const events = parsed(offeringToIcs(complete, { now, labels })).components;
    expect(events.map((event) => unescapeText(value(event, 'SUMMARY')!))).to.deep.equal([
      'Subscription: 한국테크',
      'Refund: 한국테크',
      'Listing: 한국테크',
    ]);
  });

  it('leaves out unknown dates and treats a half-known period as one day', () => {
    const partial = { ...complete, sub_start: null, sub_end: '2026-12-01', refund_date: null };
    const events = parsed(offeringToIcs(partial, { now, labels: ko.stage })).components;
    expect(events.map((event) => [value(event, 'UID')!.split('@')[0].split('-').pop(), value(event, 'DTSTART'), value(event, 'DTEND')])).to.deep.equal([
      ['sub', '20261201', '20261202'],
      ['listing', '20261210', '20261211'],
    ]);
  });

  it('is null when there is nothing to put in a calendar', () => {
    expect(offeringToIcs({ ...complete, sub_start: null, sub_end: null, refund_date: null, listing_date: null }, { now, labels: ko.stage })).to.equal(null);
  });

  it('keeps a hostile name intact through escaping and folding', () => {
    const name = `㈜가나다,라마;바사\\아\n자차카🚀타파하 ${'한국공모주테크놀로지'.repeat(8)}`;
    const text = offeringToIcs({ ...complete, corp_name: name }, { now, labels: ko.stage })!;
    for (const line of physicalLines(text)) expect(new TextEncoder().encode(line).length, line).to.be.at.most(75);
    expect(physicalLines(text).some((line) => line.startsWith(' '))).to.equal(true);
    const events = parsed(text).components;
    expect(events.map((event) => unescapeText(value(event, 'SUMMARY')!))).to.deep.equal([`청약: ${name}`, `환불: ${name}`, `상장: ${name}`]);
  });
});
