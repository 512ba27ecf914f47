import { expect } from '@open-wc/testing';
import { feedSubscription } from '../../src/model/feed-subscription.js';

const FEED = 'https://blog.example/ipo/v1/calendar.ics';

describe('feedSubscription', () => {
  it('asks the feed for nothing more without filters', () => {
    const all = feedSubscription(FEED, {
      status: null,
      excludeSpac: false,
      brokers: [],
      stages: ['demand', 'sub', 'refund', 'listing'],
    });
    expect(all).to.equal('webcal://blog.example/ipo/v1/calendar.ics');
  });

  it("carries the element's status and SPAC filters, the reader's brokers and the stages shown", () => {
    const link = feedSubscription(FEED, {
      status: '청약예정',
      excludeSpac: true,
      brokers: ['키움증권', 'NH투자증권'],
      stages: ['sub', 'listing'],
    });
    expect(link.startsWith('webcal://blog.example/ipo/v1/calendar.ics?')).to.equal(true);
    const params = new URL(link.replace(/^webcal:/, 'https:')).searchParams;
    expect(Object.fromEntries(params)).to.deep.equal({
      status: '청약예정',
      spac: 'false',
      brokers: '키움증권,NH투자증권',
      stages: 'sub listing',
    });
  });

  it('keeps the port and query of the feed the relay names', () => {
    const link = feedSubscription('http://127.0.0.1:8789/v1/calendar.ics?src=blog', {
      status: null,
      excludeSpac: false,
      brokers: ['삼성증권'],
      stages: ['demand', 'sub', 'refund', 'listing'],
    });
    expect(link).to.equal(
      'webcal://127.0.0.1:8789/v1/calendar.ics?src=blog&brokers=%EC%82%BC%EC%84%B1%EC%A6%9D%EA%B6%8C',
    );
  });
});
