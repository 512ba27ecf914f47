import { expect } from '@open-wc/testing';
import type { KstDate, Offering } from '../../src/api/types.js';
import { brokerNames } from '../../src/brokers/names.js';
import { openMonth } from '../../src/calendar/month-state.js';
import type { ApiError, Listed } from '../../src/client/client-types.js';
import type { ShownChange } from '../../src/model/change-memory.js';
import { DEFAULT_DEPOSIT_ASSUMPTIONS } from '../../src/model/deposit.js';
import type { LoadState, Notes } from '../../src/model/element-view.js';
import { markTokens, type OfferingMarks } from '../../src/model/offering-marks.js';
import { EMPTY_PLAN } from '../../src/model/plan.js';
import { snapshotOf } from '../../src/model/snapshot.js';
import { STAGES } from '../../src/model/stages.js';
import { viewModel, type BodyModel, type ViewInputs, type ViewModel } from '../../src/element/view-model.js';
import { scheduled } from '../support/offering.js';

const TODAY = '2026-11-23';
const NOW = Date.parse('2026-11-23T10:00:00+09:00');
const FETCHED = Date.parse('2026-11-23T09:00:00+09:00');
const FEED = 'https://relay.example/v1/calendar.ics';
const QUOTA = { limit: 100, remaining: 7, blockedUntil: null };

// On 2026-11-24 all three are in their 수요예측; `plain` comes first in the API's order.
const plain = scheduled('c', '2026-11-30');
const kiwoom = scheduled('a', '2026-11-30', { subscription_brokers: ['키움증권'], price_final: 20_000 });
const samsung = scheduled('b', '2026-12-02', { subscription_brokers: ['삼성증권'] });
const ITEMS = [plain, kiwoom, samsung];

/** What the change memory says moved in `samsung`. */
const moved: ShownChange = {
  seen: snapshotOf(samsung),
  latest: { ...snapshotOf(samsung), sub_start: '2026-12-16' },
  fields: [{ field: 'sub_start', before: '2026-12-02', after: '2026-12-16' }],
};
const SERVER: ApiError = { kind: 'server', status: 503 };

/** An answer with `items`, confirmed now unless `error` left it stale. */
function answer(items: readonly Offering[], { total = items.length, error = null as ApiError | null } = {}): Listed {
  const data = { version: '1', updated_at: '2026-11-23T06:00:00+09:00', count: items.length, total, items: [...items] };
  return {
    data,
    fetchedAt: FETCHED,
    etag: null,
    feed: FEED,
    stale: !!error,
    error,
    source: error ? 'stale' : 'network',
  };
}

/** Inputs that differ from those of {@link inputs}, the load's a field at a time. */
type Changes = Omit<Partial<ViewInputs>, 'load'> & { load?: Partial<LoadState> };

/** A list view that loaded ITEMS with the reader's 키움증권, nothing planned and no panel; `changes` change it. */
function inputs(changes: Changes = {}): ViewInputs {
  const { load, ...rest } = changes;
  return {
    filters: { status: '청약예정', excludeSpac: true },
    display: { brokers: ['키움증권'], stages: STAGES, deposit: DEFAULT_DEPOSIT_ASSUMPTIONS },
    today: TODAY,
    now: NOW,
    lang: 'ko',
    unavailable: null,
    brokerNames,
    brokers: { inEffect: ['키움증권'], chosen: false, onlyMine: false },
    plan: EMPTY_PLAN,
    changeOf: (offering) => (offering === samsung ? moved : null),
    openedChangeOf: () => null,
    navigation: openMonth('2026-11', TODAY),
    narrow: false,
    panel: null,
    quota: QUOTA,
    ...rest,
    load: {
      problem: null,
      view: 'list',
      result: answer(ITEMS),
      loading: false,
      settled: true,
      hasLoaded: true,
      lastUpdatedAt: null,
      ...load,
    },
  };
}

const month = (changes: Changes = {}) => inputs({ ...changes, load: { view: 'month', ...changes.load } });

/** An offering with its mark tokens: "a mine planned". */
const marked = (offering: Offering, marks: OfferingMarks) => [offering.id, ...markTokens(marks)].join(' ');

/** What the notes say: "failure server", "stale", "truncated 3/40". */
function said(notes: Notes): string[] {
  return [
    notes.failure && `failure ${notes.failure.kind}`,
    notes.staleSince !== null && 'stale',
    notes.truncated && `truncated ${notes.truncated.count}/${notes.truncated.total}`,
  ].filter((note): note is string => typeof note === 'string');
}

const monthOf = (body: BodyModel) => (body.kind === 'month' ? body.month : null);

/** The facts a row of the table states, each read from the view model the same way whatever the row. */
const FACTS = {
  busy: (view: ViewModel) => view.header.busy,
  body: (view: ViewModel) => view.body.kind,
  notes: ({ body }: ViewModel) => ('notes' in body ? said(body.notes) : null),
  /** The list's rows, each with its marks. */
  rows: ({ body }: ViewModel) =>
    body.kind === 'list' ? body.rows.map((row) => marked(row.offering, row.marks)) : null,
  /** The stages of the list's first row. */
  rowStages: ({ body }: ViewModel) =>
    body.kind === 'list' ? body.rows[0].item.stages.map((span) => span.stage) : null,
  /** Days of the cash timeline. */
  cash: ({ body }: ViewModel) => ('plan' in body ? body.plan.timeline.length : null),
  grid: ({ body }: ViewModel) => monthOf(body)?.grid.month ?? null,
  /** The bars of 2026-11-24 in their order, "(folded)" when a "+N more" counts them. */
  day: ({ body }: ViewModel) => {
    const entries = monthOf(body)?.entries;
    if (!entries) return null;
    return (entries.get('2026-11-24') ?? []).map(
      ({ stage, offering, shown }) => `${stage} ${offering.id}${shown ? '' : ' (folded)'}`,
    );
  },
  /** The marks of the month's offerings. */
  monthMarks: ({ body }: ViewModel) =>
    [...(monthOf(body)?.marks ?? [])].map(([offering, marks]) => marked(offering, marks)),
  selected: ({ body }: ViewModel): KstDate | null => monthOf(body)?.selected ?? null,
  failure: ({ body }: ViewModel) => (body.kind === 'month' ? (body.failure?.kind ?? null) : null),
  drawDays: ({ body }: ViewModel) => (body.kind === 'month' ? body.drawDays : null),
  toolbar: ({ toolbar }: ViewModel) => `${toolbar.brokers.join(',')}${toolbar.onlyMine ? ' only mine' : ''}`,
  feed: (view: ViewModel) => view.toolbar.feed,
  panel: ({ panel }: ViewModel) => {
    if (!panel) return null;
    if (panel.kind === 'brokers') {
      return `picker: ${panel.brokers.join(',')}; site ${panel.siteBrokers.join(',')}${panel.chosen ? '; chosen' : ''}`;
    }
    return `offering ${marked(panel.offering, panel.marks)}; ${panel.item.stages.length} stages, at ${panel.current}`;
  },
};

type Facts = { [K in keyof typeof FACTS]?: ReturnType<(typeof FACTS)[K]> };

const factsOf = (view: ViewModel, stated: Facts) =>
  Object.fromEntries(Object.keys(stated).map((key) => [key, FACTS[key as keyof Facts](view)]));

const PROBLEM = { attribute: 'view', value: 'week', accepted: ['month', 'list'] } as const;
const plannedKiwoom = { version: 1 as const, offerings: [kiwoom] };

const cases: [name: string, inputs: ViewInputs, facts: Facts][] = [
  [
    'a problem with the attributes: its message, no feed',
    inputs({ filters: null, load: { problem: PROBLEM, result: null } }),
    { busy: null, body: 'problem', feed: null, toolbar: '키움증권' },
  ],
  [
    'the list loading with nothing stored: the placeholder',
    inputs({ load: { result: null, loading: true, hasLoaded: false } }),
    { busy: 'loading', body: 'loading', feed: null },
  ],
  [
    'the list failing with nothing stored',
    inputs({ load: { result: { data: null, error: SERVER } } }),
    { busy: null, body: 'error', feed: null },
  ],
  ['an answer without offerings', inputs({ load: { result: answer([]) } }), { body: 'empty', notes: [] }],
  [
    'the list: each row with its marks, the relay’s feed for the filters and the reader’s brokers',
    inputs(),
    {
      busy: null,
      body: 'list',
      rows: ['c', 'a mine', 'b changed'],
      notes: [],
      cash: 0,
      feed: 'webcal://relay.example/v1/calendar.ics?status=%EC%B2%AD%EC%95%BD%EC%98%88%EC%A0%95&spac=false&brokers=%ED%82%A4%EC%9B%80%EC%A6%9D%EA%B6%8C',
    },
  ],
  [
    'the list refreshing stale data a failed refresh left',
    inputs({ load: { result: answer(ITEMS, { error: SERVER }), loading: true } }),
    { busy: 'refreshing', body: 'list', notes: ['failure server', 'stale'] },
  ],
  [
    'a truncated answer',
    inputs({ load: { result: answer(ITEMS, { total: 40 }) } }),
    { body: 'list', notes: ['truncated 3/40'] },
  ],
  [
    'only the reader’s offerings',
    inputs({ brokers: { inEffect: ['키움증권'], chosen: true, onlyMine: true } }),
    { body: 'list', rows: ['a mine'], toolbar: '키움증권 only mine' },
  ],
  [
    'the stages the site shows: the rows’ stages narrowed, the feed asking for them',
    inputs({ display: { brokers: [], stages: ['sub', 'listing'], deposit: DEFAULT_DEPOSIT_ASSUMPTIONS } }),
    {
      rowStages: ['sub', 'listing'],
      feed: 'webcal://relay.example/v1/calendar.ics?status=%EC%B2%AD%EC%95%BD%EC%98%88%EC%A0%95&spac=false&brokers=%ED%82%A4%EC%9B%80%EC%A6%9D%EA%B6%8C&stages=sub+listing',
    },
  ],
  [
    'a plan: the planned row marked, and the cash timeline',
    inputs({ plan: plannedKiwoom }),
    { rows: ['c', 'a mine planned', 'b changed'], cash: 2 },
  ],
  [
    'the month with data: the bars of the offerings to notice first, each offering’s marks',
    month(),
    {
      busy: null,
      body: 'month',
      grid: '2026-11',
      day: ['demand a', 'demand b', 'demand c'],
      monthMarks: ['c', 'a mine', 'b changed'],
      selected: null,
      failure: null,
      drawDays: true,
      notes: [],
    },
  ],
  [
    'the month before its first answer: no bars yet, its days drawn while the call is out',
    month({ load: { result: null, loading: true, hasLoaded: false } }),
    { busy: 'loading', body: 'month', day: null, monthMarks: [], drawDays: true },
  ],
  [
    'a month that cannot be reached: the failure, and no bars',
    month({ load: { result: { data: null, error: SERVER } } }),
    { body: 'month', day: null, failure: 'server', notes: [] },
  ],
  [
    'a stale month: its bars, and the notes under them',
    month({ load: { result: answer(ITEMS, { error: SERVER }) } }),
    { day: ['demand a', 'demand b', 'demand c'], failure: null, notes: ['failure server', 'stale'] },
  ],
  [
    'the month navigated to, with a day opened',
    month({ navigation: { month: '2026-12', focused: '2026-12-03', selected: '2026-12-03' } }),
    { grid: '2026-12', selected: '2026-12-03', day: [] },
  ],
  [
    'a narrow month: dots for every bar, the day list following the tab stop',
    month({ narrow: true }),
    {
      day: ['demand a (folded)', 'demand b (folded)', 'demand c (folded)'],
      selected: TODAY,
    },
  ],
  [
    'a month showing only 청약: no 수요예측 bars',
    month({ display: { brokers: [], stages: ['sub'], deposit: DEFAULT_DEPOSIT_ASSUMPTIONS } }),
    { day: [] },
  ],
  [
    'an offering’s panel: the mark it had when opened, its whole timeline and the stage under way',
    inputs({
      panel: { kind: 'offering', offering: samsung },
      openedChangeOf: (offering) => (offering === samsung ? moved : null),
    }),
    { panel: 'offering b changed; 4 stages, at demand', rows: ['c', 'a mine', 'b changed'] },
  ],
  [
    'an offering’s panel opened since its mark went',
    inputs({ panel: { kind: 'offering', offering: samsung }, plan: plannedKiwoom }),
    { panel: 'offering b; 4 stages, at demand' },
  ],
  [
    'a planned offering’s panel, over the month',
    month({ panel: { kind: 'offering', offering: kiwoom }, plan: plannedKiwoom }),
    { body: 'month', panel: 'offering a mine planned; 4 stages, at demand' },
  ],
  [
    'the reader’s brokers named in English, as the firms name themselves there',
    inputs({ lang: 'en' }),
    { toolbar: 'Kiwoom Securities', rows: ['c', 'a mine', 'b changed'] },
  ],
  [
    'no broker marks while the broker table is not there',
    inputs({ brokerNames: null }),
    { rows: ['c', 'a', 'b changed'], toolbar: '키움증권' },
  ],
  [
    'a module the body needs that could not be loaded: said in the element’s language, over the data',
    inputs({ unavailable: 'en' }),
    { body: 'unavailable', busy: null, toolbar: '키움증권' },
  ],
  [
    'the broker picker: the brokers in effect, the site’s, and the reader’s choice',
    inputs({
      panel: { kind: 'brokers' },
      brokers: { inEffect: ['삼성증권'], chosen: true, onlyMine: false },
      display: { brokers: ['키움증권'], stages: STAGES, deposit: DEFAULT_DEPOSIT_ASSUMPTIONS },
    }),
    { panel: 'picker: 삼성증권; site 키움증권; chosen', rows: ['c', 'a', 'b mine changed'], toolbar: '삼성증권' },
  ],
];

describe('viewModel', () => {
  for (const [name, input, facts] of cases) {
    it(name, () => {
      expect(factsOf(viewModel(input), facts)).to.deep.equal(facts);
    });
  }

  it('passes the render’s language, instant, width, quota and broker table on', () => {
    const view = viewModel(inputs({ lang: 'en', narrow: true }));
    expect([view.lang, view.now, view.narrow, view.header.quota]).to.deep.equal(['en', NOW, true, QUOTA]);
    expect(view.brokerNames).to.equal(brokerNames);
  });

  it('says a module failed in the element’s language, whichever the strings shown', () => {
    expect(viewModel(inputs({ lang: 'ko', unavailable: 'en' })).body).to.deep.equal({
      kind: 'unavailable',
      lang: 'en',
    });
  });
});
