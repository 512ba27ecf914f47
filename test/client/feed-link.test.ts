import { expect } from '@open-wc/testing';
import { calendarFeedOf } from '../../src/client/feed-link.js';

const ANSWER = 'https://blog.example/ipo/v1/upcoming-ipos?limit=20';

describe('calendarFeedOf', () => {
  const cases: [header: string | null, feed: string | null][] = [
    ['<calendar.ics>; rel="alternate"; type="text/calendar"', 'https://blog.example/ipo/v1/calendar.ics'],
    ['<../v1/calendar.ics>;rel=alternate;type=text/calendar', 'https://blog.example/ipo/v1/calendar.ics'],
    [
      '<https://feeds.example/ipo.ics>; REL="Alternate"; Type="Text/Calendar; charset=utf-8"',
      'https://feeds.example/ipo.ics',
    ],
    [
      '<x.json>; rel="alternate"; type="application/json", <cal.ics>; rel="alternate nofollow"; type="text/calendar"',
      'https://blog.example/ipo/v1/cal.ics',
    ],
    ['<cal.ics>; rel="next"; type="text/calendar"', null],
    ['<cal.ics>; rel="alternate"', null],
    ['<javascript:alert(1)>; rel="alternate"; type="text/calendar"', null],
    ['<data:text/calendar,BEGIN>; rel="alternate"; type="text/calendar"', null],
    ['<cal.ics>; title="a, b; c"; rel="alternate"; type="text/calendar"', 'https://blog.example/ipo/v1/cal.ics'],
    ['garbage', null],
    ['', null],
    [null, null],
  ];
  for (const [header, feed] of cases) {
    it(`reads ${JSON.stringify(header)}`, () => {
      expect(calendarFeedOf(header, ANSWER)).to.equal(feed);
    });
  }
});
