import { expect } from '@open-wc/testing';
import type { ListResponse } from '../../src/api/types.js';
import type { ApiError, Listed } from '../../src/client/client-types.js';
import { elementView, type ElementView, type LoadState, type Notes } from '../../src/model/element-view.js';
import { offering } from '../support/offering.js';

const UPDATED = '2026-11-23T06:00:00+09:00';
const EARLIER = '2026-11-20T09:30:00+09:00';
const FETCHED = Date.parse('2026-11-23T09:00:00+09:00');
const ITEMS = [offering({ id: 'a' }), offering({ id: 'b' })];
const PROBLEM = { attribute: 'view', value: 'week', accepted: ['month', 'list'] } as const;

const NETWORK: ApiError = { kind: 'network' };
const INVALID_KEY: ApiError = { kind: 'invalid_key', status: 401 };
const BLOCKED: ApiError = { kind: 'rate_limited', status: 429, until: FETCHED + 3_600_000 };
const NOT_FOUND: ApiError = { kind: 'not_found', status: 404 };
const SERVER: ApiError = { kind: 'server', status: 503 };
const BAD_REQUEST: ApiError = { kind: 'bad_request', status: 400, code: 'invalid_status', message: 'status must be …' };

function listed(body: Partial<ListResponse> = {}, error: ApiError | null = null): Listed {
  const data = { version: '1', updated_at: UPDATED, count: ITEMS.length, total: ITEMS.length, items: ITEMS, ...body };
  return {
    data,
    fetchedAt: FETCHED,
    etag: null,
    feed: null,
    stale: error !== null,
    error,
    source: error ? 'stale' : 'network',
  };
}

/** A list view whose load completed with `result`; `state` changes the rest. */
const state = (result: LoadState['result'], changes: Partial<LoadState> = {}): LoadState => ({
  problem: null,
  view: 'list',
  result,
  loading: false,
  settled: true,
  hasLoaded: true,
  lastUpdatedAt: EARLIER,
  ...changes,
});

const notes = (changes: Partial<Notes> = {}): Notes => ({
  failure: null,
  staleSince: null,
  truncated: null,
  updatedAt: Date.parse(UPDATED),
  ...changes,
});

/** The month view with nothing to show after a first load: `failure` said in it, and the data's last change or null. */
const monthWithout = (
  failure: ApiError | null,
  updated: string | null,
  busy: ElementView['busy'] = null,
): ElementView => ({
  busy,
  body: {
    kind: 'month',
    items: null,
    failure,
    drawDays: true,
    notes: notes({ updatedAt: updated === null ? null : Date.parse(updated) }),
  },
});

const cases: [name: string, state: LoadState, view: ElementView][] = [
  [
    'a problem with the attributes, and nothing else, even while a load settles',
    state(null, { problem: PROBLEM, loading: true }),
    { busy: null, body: { kind: 'problem', problem: PROBLEM } },
  ],
  [
    'the list loading with nothing stored: its placeholder',
    state(null, { loading: true, hasLoaded: false, lastUpdatedAt: null }),
    { busy: 'loading', body: { kind: 'loading' } },
  ],
  [
    'the list refreshing over stored data',
    state(listed(), { loading: true }),
    { busy: 'refreshing', body: { kind: 'list', items: ITEMS, notes: notes() } },
  ],
  [
    'the list failing with nothing stored, once the retries are over',
    state({ data: null, error: NETWORK }),
    { busy: null, body: { kind: 'error', error: NETWORK } },
  ],
  [
    'the list of a lazy element that has not loaded: its placeholder, not busy',
    state(null, { hasLoaded: false, lastUpdatedAt: null }),
    { busy: null, body: { kind: 'loading' } },
  ],
  [
    'stored data that a failed refresh leaves stale',
    state(listed({}, SERVER)),
    { busy: null, body: { kind: 'list', items: ITEMS, notes: notes({ failure: SERVER, staleSince: FETCHED }) } },
  ],
  [
    'stored data of a refused key: the data on screen is the stored one, and its change is said',
    state(listed({}, INVALID_KEY)),
    { busy: null, body: { kind: 'list', items: ITEMS, notes: notes({ failure: INVALID_KEY, staleSince: FETCHED }) } },
  ],
  [
    'an answer without offerings',
    state(listed({ items: [], count: 0, total: 0 })),
    { busy: null, body: { kind: 'empty', notes: notes() } },
  ],
  [
    'a truncated answer',
    state(listed({ total: 40 })),
    { busy: null, body: { kind: 'list', items: ITEMS, notes: notes({ truncated: { count: 2, total: 40 } }) } },
  ],
  [
    'an unreadable updated_at: no change said',
    state(listed({ updated_at: 'yesterday' })),
    { busy: null, body: { kind: 'list', items: ITEMS, notes: notes({ updatedAt: null }) } },
  ],
  [
    'the month before its first answer: its days drawn while the call is out, no change known yet',
    state(null, { view: 'month', loading: true, hasLoaded: false, lastUpdatedAt: null }),
    {
      busy: 'loading',
      body: { kind: 'month', items: null, failure: null, drawDays: true, notes: notes({ updatedAt: null }) },
    },
  ],
  [
    'a lazy month away from the viewport: weeks that hold their place',
    state(null, { view: 'month', hasLoaded: false, lastUpdatedAt: null }),
    {
      busy: null,
      body: { kind: 'month', items: null, failure: null, drawDays: false, notes: notes({ updatedAt: null }) },
    },
  ],
  [
    'the month loaded',
    state(listed(), { view: 'month' }),
    { busy: null, body: { kind: 'month', items: ITEMS, failure: null, drawDays: true, notes: notes() } },
  ],
  [
    'a month navigated to with nothing stored, before navigation settles: loading, the last change still said',
    state(null, { view: 'month', settled: false }),
    monthWithout(null, EARLIER, 'loading'),
  ],
  [
    'a month that cannot be reached: the failure, and the last change still said',
    state({ data: null, error: NETWORK }, { view: 'month' }),
    monthWithout(NETWORK, EARLIER),
  ],
  [
    'a month a 401 refuses: no change said of data that is not on screen',
    state({ data: null, error: INVALID_KEY }, { view: 'month' }),
    monthWithout(INVALID_KEY, null),
  ],
  [
    'a month of a blocked key: no change said of data that is not on screen',
    state({ data: null, error: BLOCKED }, { view: 'month' }),
    monthWithout(BLOCKED, null),
  ],
  [
    'a month whose base URL a 404 refuses: no change said of data that is not on screen',
    state({ data: null, error: NOT_FOUND }, { view: 'month' }),
    monthWithout(NOT_FOUND, null),
  ],
  [
    'a month whose query a 400 refuses: no change said of data that is not on screen',
    state({ data: null, error: BAD_REQUEST }, { view: 'month' }),
    monthWithout(BAD_REQUEST, null),
  ],
  [
    'a list a 404 refuses: its error',
    state({ data: null, error: NOT_FOUND }),
    { busy: null, body: { kind: 'error', error: NOT_FOUND } },
  ],
];

describe('elementView', () => {
  for (const [name, input, expected] of cases) {
    it(name, () => {
      expect(elementView(input)).to.deep.equal(expected);
    });
  }
});
