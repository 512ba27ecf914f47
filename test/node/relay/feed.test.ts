/**
 * The relay's calendar feed, `GET /v1/calendar.ics`, read back with ical.js: served like the list query with the same
 * filters (one call, none while fresh), its UIDs, its SEQUENCE after a correction and after a restart, folding and
 * escaping, and the `Link` on the list's answers that leads to it.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import ICAL from 'ical.js';
import type { Offering } from '../../../src/api/types.js';
import { calendarFeed } from '../../../src/ics/calendar-feed.js';
import { STAGES, stageSpan } from '../../../src/model/stages.js';
import { ENDPOINT, relayHarness, UPSTREAM } from './support/harness.js';

const FEED = '/v1/calendar.ics';
const TODAY = '2026-11-23';
const MINUTE = 60_000;
const LINK = '<calendar.ics>; rel="alternate"; type="text/calendar"';

interface FeedEvent {
  uid: string;
  sequence: number | null;
  start: string;
  end: string;
  summary: string;
  description: string;
}

/** The feed's calendar and its events, as ical.js reads them. */
async function feedOf(response: Response) {
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('Content-Type'), 'text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  const events: FeedEvent[] = calendar.getAllSubcomponents('vevent').map((event) => ({
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: event.hasProperty('sequence') ? Number(event.getFirstPropertyValue('sequence')) : null,
    start: String(event.getFirstPropertyValue('dtstart')),
    end: String(event.getFirstPropertyValue('dtend')),
    summary: String(event.getFirstPropertyValue('summary')),
    description: String(event.getFirstPropertyValue('description')),
  }));
  return { calendar, events, byUid: new Map(events.map((event) => [event.uid, event])) };
}

/** What the upstream answers the relay's key for `query`. */
async function upstreamItems(h: ReturnType<typeof relayHarness>, query: string) {
  const response = await h.api.handle(
    new Request(`${UPSTREAM}${ENDPOINT}?${query}`, { headers: { 'X-API-Key': 'demo-unlimited' } }),
  );
  return (await response.json()).items as Offering[];
}

describe('relay: the calendar feed', () => {
  it('covers the offerings from today on, limit 100, one event per stage with a stable UID, SUMMARY and attribution', async () => {
    const h = relayHarness();
    const { calendar, events } = await feedOf(await h.get(FEED));
    assert.equal(h.calls, 1);
    const asked = new URL(h.requests[0].url).searchParams;
    assert.deepEqual(Object.fromEntries(asked), { from: TODAY, limit: '100' });

    const items = await upstreamItems(h, `from=${TODAY}&limit=100`);
    assert.ok(items.length > 20);
    const expected = items.flatMap((item) =>
      STAGES.filter((stage) => stageSpan(item, stage)).map((stage) => `${item.id}-${stage}@ipo-calendar`),
    );
    assert.deepEqual(
      events.map((event) => event.uid),
      expected,
    );
    const first = items[0];
    assert.equal(
      events.find((event) => event.uid === `${first.id}-sub@ipo-calendar`)!.summary,
      `${first.corp_name} 청약`,
    );
    for (const event of events) {
      assert.equal(event.sequence, 0);
      assert.ok(event.description.includes('출처: IPO 일정 API'), event.uid);
      assert.ok(event.description.includes('투자 권유가 아닙니다'), event.uid);
    }
    assert.equal(calendar.getFirstPropertyValue('refresh-interval')!.toString(), 'PT6H');
    assert.equal(calendar.getFirstPropertyValue('x-published-ttl'), 'PT6H');
  });

  it('costs what the list query costs: one call, none while fresh, and the list and the feed share the body', async () => {
    const h = relayHarness();
    const feed = await h.get(FEED);
    assert.equal(feed.headers.get('Cache-Control'), 'public, max-age=300');
    assert.match(feed.headers.get('ETag')!, /^W\/"/);
    await h.get(FEED);
    await h.get(`${ENDPOINT}?limit=100&from=${TODAY}`);
    assert.equal(h.calls, 1, 'the same canonical query');

    await h.get(`${FEED}?status=sub&stages=sub%20listing&brokers=${encodeURIComponent('키움,  NH투자증권')}`);
    assert.equal(h.calls, 2);
    assert.deepEqual(Object.fromEntries(new URL(h.requests[1].url).searchParams), {
      status: '청약',
      limit: '100',
      from: TODAY,
    });
    await h.time.advance(16 * MINUTE);
    await h.get(FEED);
    assert.equal(h.calls, 3, 'a stale body: one refresh');
  });

  it("selects the events by stages= and the reader's brokers=", async () => {
    const h = relayHarness();
    const { events } = await feedOf(await h.get(`${FEED}?stages=sub+refund&brokers=${encodeURIComponent('키움')}`));
    assert.ok(events.length > 0);
    assert.ok(events.every((event) => /-(sub|refund)@ipo-calendar$/.test(event.uid)));
    const items = await upstreamItems(h, `from=${TODAY}&limit=100`);
    for (const event of events) {
      const item = items.find((candidate) => event.uid.startsWith(candidate.id))!;
      const takers = item.subscription_brokers.length > 0 ? item.subscription_brokers : item.lead_managers;
      assert.ok(takers.includes('키움증권'), event.uid);
      assert.match(event.description, /^청약 가능: 키움증권/);
    }
  });

  it("carries the money in each subscription's event, with a 09:00 KST reminder for alarm=1 alone", async () => {
    const h = relayHarness();
    const plain = await h.get(`${FEED}?stages=sub`);
    const text = await plain.text();
    const reminded = await h.get(`${FEED}?stages=sub&alarm=1`);
    assert.equal(h.calls, 1, 'the alarm changes the feed, not the call');
    assert.notEqual(reminded.headers.get('ETag'), plain.headers.get('ETag'));
    const items = await upstreamItems(h, `from=${TODAY}&limit=100`);
    const withAlarms = new ICAL.Component(ICAL.parse(await reminded.text())).getAllSubcomponents('vevent');
    const withoutAlarms = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
    assert.ok(withAlarms.length > 0);
    for (const [index, event] of withAlarms.entries()) {
      const uid = String(event.getFirstPropertyValue('uid'));
      const item = items.find((candidate) => uid.startsWith(candidate.id))!;
      const description = String(event.getFirstPropertyValue('description'));
      const price = item.price_final ?? item.price_high!;
      const deposit = (price * 10 * 50) / 100;
      assert.ok(description.includes(`균등 최소 증거금 약 ${deposit.toLocaleString('en-US')}원 (`), uid);
      if (item.refund_date) assert.match(description, /\n환불: \d+월 \d+일/, uid);
      if (item.dart_url) assert.equal(event.getFirstPropertyValue('url'), item.dart_url, uid);
      assert.equal(description, String(withoutAlarms[index].getFirstPropertyValue('description')));
      assert.equal(withoutAlarms[index].getAllSubcomponents('valarm').length, 0);
      const [alarm] = event.getAllSubcomponents('valarm');
      const trigger = alarm.getFirstPropertyValue('trigger') as ICAL.Time;
      assert.equal(trigger.toJSDate().toISOString(), new Date(`${item.sub_start}T09:00:00+09:00`).toISOString(), uid);
    }
  });

  it('raises SEQUENCE of the events a correction moved, and only theirs, and keeps it across a restart', async () => {
    const h = relayHarness();
    const before = await feedOf(await h.get(FEED));
    const etag = (await h.get(FEED)).headers.get('ETag')!;
    const corrected = h.api.fileCorrection()!;
    assert.ok(before.byUid.has(`${corrected}-sub@ipo-calendar`));

    await h.time.advance(16 * MINUTE);
    const response = await h.get(FEED, { 'If-None-Match': etag });
    assert.notEqual(response.headers.get('ETag'), etag);
    const after = await feedOf(response);
    assert.deepEqual([...after.byUid.keys()].sort(), [...before.byUid.keys()].sort(), 'the same UIDs');
    for (const event of after.events) {
      const moved = event.uid.startsWith(corrected);
      assert.equal(event.sequence, moved ? 1 : 0, event.uid);
      assert.equal(event.start !== before.byUid.get(event.uid)!.start, moved, event.uid);
    }

    h.restart();
    const restarted = await feedOf(await h.get(FEED));
    assert.equal(h.calls, 2, 'the stored body, still fresh');
    assert.deepEqual(
      restarted.events.map((event) => event.sequence),
      after.events.map((event) => event.sequence),
    );
    h.api.fileCorrection(corrected);
    await h.time.advance(16 * MINUTE);
    const again = await feedOf(await h.get(FEED));
    assert.equal(again.byUid.get(`${corrected}-sub@ipo-calendar`)!.sequence, 2);
  });

  it("answers a feed's If-None-Match with a 304 while its body and sequences are the same", async () => {
    const h = relayHarness();
    const first = await h.get(`${FEED}?stages=sub`);
    const etag = first.headers.get('ETag')!;
    // A minute later, from the same stored body: the same text, whose DTSTAMPs are the body's time.
    await h.time.advance(MINUTE);
    const again = await h.get(`${FEED}?stages=sub`, { 'If-None-Match': etag });
    assert.equal(again.status, 304);
    assert.equal(again.headers.get('ETag'), etag);
    const head = await h.get(`${FEED}?stages=sub`, {}, 'HEAD');
    assert.equal(head.status, 200);
    assert.equal(await head.text(), '');
    assert.equal(h.calls, 1);
  });

  it('makes a feed once while its body and sequences are the same: a repeat and a 304 cost no new text', async () => {
    let made = 0;
    const h = relayHarness({ makeFeed: (...args) => (made++, calendarFeed(...args)) });
    const first = await h.get(`${FEED}?stages=sub`);
    const etag = first.headers.get('ETag')!;
    assert.equal(made, 1);
    await h.time.advance(MINUTE);
    const repeat = await h.get(`${FEED}?stages=sub`);
    assert.equal(await repeat.text(), await first.text());
    assert.equal(repeat.headers.get('ETag'), etag);
    assert.equal((await h.get(`${FEED}?stages=sub`, { 'If-None-Match': etag })).status, 304);
    assert.equal(made, 1, 'neither the repeat nor the 304 made the feed again');

    // Other stages: another feed, whose new events move the book on; the first feed is made again with that book.
    await h.get(`${FEED}?stages=listing`);
    assert.equal(made, 2);
    assert.equal((await h.get(`${FEED}?stages=sub`)).headers.get('ETag'), etag);
    assert.equal(made, 3);
    await h.get(`${FEED}?stages=listing`);
    await h.get(`${FEED}?stages=sub`);
    assert.equal(made, 3, 'each feed kept');
    // The body refreshed: new DTSTAMPs, a new text.
    await h.time.advance(16 * MINUTE);
    const refreshed = await h.get(`${FEED}?stages=sub`);
    assert.equal(h.calls, 2);
    assert.equal(made, 4);
    assert.notEqual(refreshed.headers.get('ETag'), etag);
  });

  it('folds lines at 75 octets and escapes TEXT, which ical.js reads back as sent', async () => {
    const name = '가나,다;라\\마\n바 "따옴표" 🚀 ' + '아주긴회사이름'.repeat(8);
    const h = relayHarness({
      data: [{ id: 'odd-1', corp_name: name, sub_start: '2026-11-25', sub_end: '2026-11-26' }],
    });
    const response = await h.get(FEED);
    const text = await response.clone().text();
    assert.ok(text.endsWith('\r\n'));
    const lines = text.slice(0, -2).split('\r\n');
    assert.ok(
      lines.every((line) => Buffer.byteLength(line) <= 75),
      'every physical line within 75 octets',
    );
    assert.ok(
      lines.some((line) => line.startsWith(' ')),
      'long lines are folded',
    );
    const summary = lines.findIndex((line) => line.startsWith('SUMMARY:'));
    assert.ok(lines[summary].startsWith('SUMMARY:가나\\,다\\;라\\\\마\\n바'), lines[summary]);
    const { events } = await feedOf(response);
    assert.deepEqual(
      events.map((event) => [event.uid, event.summary]),
      [['odd-1-sub@ipo-calendar', `${name} 청약`]],
    );
  });

  it("links the list's 200s and 304s to the feed, a link that resolves beside it under any proxy path", async () => {
    const h = relayHarness({ corsOrigin: 'https://blog.example' });
    const list = await h.get(`${ENDPOINT}?status=sub`);
    assert.equal(list.headers.get('Link'), LINK);
    assert.match(list.headers.get('Access-Control-Expose-Headers')!, /(^|, )Link(,|$)/);
    const revalidated = await h.get(`${ENDPOINT}?status=sub`, { 'If-None-Match': list.headers.get('ETag')! });
    assert.equal(revalidated.status, 304);
    assert.equal(revalidated.headers.get('Link'), LINK);

    const target = /^<([^>]+)>/.exec(LINK)![1];
    const proxied = new URL(target, 'https://blog.example/ipo/v1/upcoming-ipos?status=sub');
    assert.equal(proxied.href, 'https://blog.example/ipo/v1/calendar.ics');
    const direct = new URL(target, `http://relay.test${ENDPOINT}?status=sub`);
    await feedOf(await h.get(direct.pathname));

    assert.equal((await h.get(FEED)).headers.get('Link'), null, 'not on the feed itself');
    assert.equal((await h.get(`${ENDPOINT}?status=soon`)).headers.get('Link'), null, 'not on errors');
  });

  it('refuses bad parameters with the API 400 and its usable values, without a call', async () => {
    const h = relayHarness();
    for (const [query, code, usable] of [
      ['stages=ipo', 'invalid_stages', /demand, sub, refund, listing/],
      ['stages=sub,refund', 'invalid_stages', /demand, sub, refund, listing/],
      ['status=soon', 'invalid_status', /청약.*sub_upcoming/],
      ['limit=-1', 'invalid_limit', /0 to 100/],
      ['from=2026-02-30', 'invalid_from', /YYYY-MM-DD/],
      ['from=2026-12-01&to=2026-11-01', 'invalid_range', /on or before/],
      [`brokers=${'키움,'.repeat(51)}`, 'invalid_brokers', /at most 50/],
      ['alarm=yes', 'invalid_alarm', /09:00 KST/],
    ] as const) {
      const response = await h.get(`${FEED}?${query}`);
      assert.equal(response.status, 400, query);
      assert.equal(response.headers.get('Content-Type'), 'application/json; charset=utf-8');
      assert.equal(response.headers.get('Cache-Control'), 'no-store');
      const { error } = await response.json();
      assert.equal(error.code, code, query);
      assert.match(error.message, usable, query);
    }
    assert.equal(h.calls, 0);
  });

  it('spends no call past the budget: a feed of a query never fetched gets the 503 a list would', async () => {
    const h = relayHarness({ budget: 1 });
    await h.get(ENDPOINT);
    const refused = await h.get(FEED);
    assert.equal(refused.status, 503);
    assert.equal((await refused.json()).error.code, 'relay_budget_exhausted');
    assert.equal(h.calls, 1);
  });
});
