import { expect } from '@open-wc/testing';
import { BROKERS } from '../../src/brokers/table.js';
import { defaultFeedQuery, MAX_FEED_BROKERS, parseFeedRequest } from '../../src/ics/feed-query.js';
import { feedSubscription, type FeedFilters } from '../../src/model/feed-subscription.js';

const today = '2026-11-20';
const request = (query: string) => parseFeedRequest(new URLSearchParams(query), today);
const accepted = (query: string) => {
  const parsed = request(query);
  if ('code' in parsed) throw new Error(parsed.message);
  return parsed;
};

describe('parseFeedRequest', () => {
  it('without filters, asks for the offerings with a date from today on, 100 of them, all stages', () => {
    expect(request('')).to.deep.equal({
      query: { status: null, limit: 100, from: today, to: null, excludeSpac: false },
      stages: ['demand', 'sub', 'refund', 'listing'],
      brokers: [],
      alarm: false,
    });
    expect(defaultFeedQuery(today)).to.deep.equal(accepted('').query);
  });

  it("takes the API's filters, a period given replacing the start today", () => {
    expect(accepted('status=sub&spac=false&limit=30').query).to.deep.equal({
      status: '청약',
      limit: 30,
      from: today,
      to: null,
      excludeSpac: true,
    });
    expect(accepted('from=2026-12-01&limit=500').query).to.include({ from: '2026-12-01', to: null, limit: 100 });
    expect(accepted('to=2026-12-31').query).to.include({ from: null, to: '2026-12-31' });
  });

  it('takes the stages, space-separated, and the brokers, comma-separated, as written', () => {
    const parsed = request(
      'stages=sub+listing&brokers=%ED%82%A4%EC%9B%80,%20%EC%83%88%EB%A1%9C%EC%9A%B4%EC%A6%9D%EA%B6%8C',
    );
    expect(parsed).to.deep.include({ stages: ['sub', 'listing'], brokers: ['키움', '새로운증권'] });
  });

  it("refuses as the API does: the API's codes for its filters, invalid_stages for the stages", () => {
    expect(request('status=soon')).to.have.property('code', 'invalid_status');
    expect(request('from=2026-13-01')).to.have.property('code', 'invalid_from');
    expect(request('stages=sub,refund')).to.deep.equal({
      code: 'invalid_stages',
      message: 'stages must be one or more of: demand, sub, refund, listing (space-separated).',
    });
  });

  it('takes alarm=1 as the reminder asked for, 0 or nothing as none, and refuses anything else', () => {
    expect(accepted('alarm=1').alarm).to.equal(true);
    expect(accepted('alarm=0').alarm).to.equal(false);
    for (const value of ['', 'true', 'yes', '09:00'])
      expect(request(`alarm=${value}`), value).to.deep.equal({
        code: 'invalid_alarm',
        message: 'alarm must be 1 (a reminder at 09:00 KST on the first subscription day) or 0.',
      });
  });

  it(`takes at most ${MAX_FEED_BROKERS} brokers, blanks left out`, () => {
    const names = (count: number) => Array.from({ length: count }, (_, i) => `증권${i}`).join(',');
    expect(accepted(`brokers=${encodeURIComponent(names(MAX_FEED_BROKERS))},,%20`).brokers).to.have.length(
      MAX_FEED_BROKERS,
    );
    expect(request(`brokers=${encodeURIComponent(names(MAX_FEED_BROKERS + 1))}`)).to.have.property(
      'code',
      'invalid_brokers',
    );
  });

  it("reads the element's feed link as the filters it carries, with every firm of the broker table", () => {
    const filters: FeedFilters = {
      status: '청약예정',
      excludeSpac: true,
      brokers: BROKERS.map((broker) => broker.name),
      stages: ['sub', 'listing'],
    };
    const link = feedSubscription('https://blog.example/ipo/v1/calendar.ics', filters);
    const { query, brokers, stages } = accepted(new URL(link.replace(/^webcal:/, 'https:')).search);
    expect({ status: query.status, excludeSpac: query.excludeSpac, brokers, stages }).to.deep.equal(filters);
  });
});
