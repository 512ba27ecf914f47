import { expect } from '@open-wc/testing';
import type { ListResponse } from '../../src/api/types.js';
import { IpoErrorEvent, IpoLoadEvent, loadEventsOf } from '../../src/element/events.js';
import { offering } from '../support/offering.js';

const body: ListResponse = {
  version: '1',
  updated_at: '2026-11-23T06:00:00+09:00',
  count: 1,
  total: 3,
  items: [offering({ id: 'a' })],
};

const describeEvent = (event: Event) => ({
  type: event.type,
  detail: (event as IpoLoadEvent | IpoErrorEvent).detail,
  bubbles: event.bubbles,
  composed: event.composed,
});

describe('loadEventsOf', () => {
  it('fires ipo-load with the items, the counts and the source of an answer', () => {
    const events = loadEventsOf({
      data: body,
      fetchedAt: 0,
      etag: null,
      feed: null,
      stale: false,
      error: null,
      source: 'revalidated',
    });
    expect(events.map(describeEvent)).to.deep.equal([
      {
        type: 'ipo-load',
        detail: { items: body.items, total: 3, count: 1, source: 'revalidated' },
        bubbles: true,
        composed: true,
      },
    ]);
    expect(events[0]).to.be.instanceOf(IpoLoadEvent);
  });

  it('fires ipo-load, then ipo-error with the status, for stored data that a failed call leaves stale', () => {
    const error = { kind: 'server', status: 503 } as const;
    const events = loadEventsOf({
      data: body,
      fetchedAt: 0,
      etag: null,
      feed: null,
      stale: true,
      error,
      source: 'stale',
    });
    expect(events.map((event) => event.type)).to.deep.equal(['ipo-load', 'ipo-error']);
    expect(events[1]).to.be.instanceOf(IpoErrorEvent);
    expect((events[1] as IpoErrorEvent).detail).to.deep.equal({ kind: 'server', status: 503 });
  });

  it('fires ipo-error alone, without a status for a network failure, when there is no data', () => {
    const events = loadEventsOf({ data: null, error: { kind: 'network' } });
    expect(events.map(describeEvent)).to.deep.equal([
      { type: 'ipo-error', detail: { kind: 'network', status: null }, bubbles: true, composed: true },
    ]);
  });
});
