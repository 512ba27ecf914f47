import { expect } from '@open-wc/testing';
import type { ApiError, IpoClient, ListResult } from '../../src/client/client-types.js';
import type { ElementConfig } from '../../src/element/config.js';
import { LoadController } from '../../src/element/load-controller.js';
import {
  callStarting,
  loadTarget,
  RATE_LIMITED_RETRY_MS,
  sameTarget,
  shownResult,
  wakeAt,
  type LoadInputs,
  type LoadPhase,
  type LoadTarget,
} from '../../src/element/load-state.js';
import { countingHost } from '../support/counting-host.js';

const NOW = Date.parse('2026-11-24T10:00:00+09:00');
const CONFIG: ElementConfig = {
  apiKey: 'k',
  baseUrl: 'https://api.example/v1',
  status: null,
  range: null,
  limit: 20,
  view: 'list',
  loading: 'eager',
  excludeSpac: false,
  ttlMs: null,
};

/** A client whose calls report that they left when told to, and never answer. */
function stalledClient() {
  const calls: Array<() => void> = [];
  const client = {
    peek: () => null,
    list: (_query: unknown, { underway }: { underway?: () => void } = {}) => {
      calls.push(() => underway?.());
      return new Promise<ListResult>(() => {});
    },
    quota: () => ({ limit: null, remaining: null, blockedUntil: null }),
    subscribeQuota: () => () => {},
  } as IpoClient;
  return { client, calls };
}

function inputs(overrides: Partial<LoadInputs> = {}, config: Partial<ElementConfig> = {}): LoadInputs {
  return {
    config: { ...CONFIG, ...config },
    client: stalledClient().client,
    viewport: { near: false, reported: false },
    navigation: { state: { month: '2026-11' }, loadedMonth: '2026-11', settled: true },
    today: '2026-11-24',
    ...overrides,
  };
}

/** A body, or the failure `error` without one. */
const result = (error: ApiError | null = null): ListResult =>
  error
    ? { data: null, error }
    : {
        data: { version: '1', updated_at: null, count: 0, total: 0, items: [] },
        fetchedAt: NOW,
        etag: null,
        feed: null,
        stale: false,
        error: null,
        source: 'network',
      };

describe('load state', () => {
  it('loads what the inputs ask for: nothing, a wait for the viewport, or a load of the month settled', () => {
    const table: Array<[string, LoadInputs, LoadTarget['kind'], string?]> = [
      ['an invalid configuration', inputs({ config: null }), 'idle'],
      ['no client yet', inputs({ client: null }), 'idle'],
      ['lazy, not near', inputs({}, { loading: 'lazy' }), 'waiting'],
      ['lazy, near', inputs({ viewport: { near: true, reported: true } }, { loading: 'lazy' }), 'load', ''],
      ['eager, not near', inputs(), 'load', ''],
      [
        'the month view, its month settled',
        inputs(
          { navigation: { state: { month: '2026-12' }, loadedMonth: '2026-11', settled: false } },
          { view: 'month' },
        ),
        'load',
        '2026-11',
      ],
    ];
    for (const [name, given, kind, month] of table) {
      const target = loadTarget(given);
      expect(target.kind, name).to.equal(kind);
      if (target.kind === 'load') expect(target.month, name).to.equal(month);
    }
  });

  it('loads again for another client or configuration, not for an equal one or the viewport alone', () => {
    const base = inputs();
    const same = (other: LoadInputs) => sameTarget(loadTarget(base), loadTarget(other));
    expect(same({ ...base, config: { ...CONFIG } }), 'an equal configuration').to.equal(true);
    expect(same({ ...base, viewport: { near: true, reported: true } }), 'an eager host coming into view').to.equal(
      true,
    );
    expect(same({ ...base, client: stalledClient().client }), 'another client').to.equal(false);
    expect(same(inputs({ client: base.client }, { limit: 5 })), 'another limit').to.equal(false);
    expect(sameTarget({ kind: 'waiting' }, { kind: 'waiting' })).to.equal(true);
    expect(sameTarget({ kind: 'idle' }, { kind: 'waiting' })).to.equal(false);
  });

  it('shows the load completed, or what is stored for the month on screen while loading or navigating', () => {
    const stored = result();
    const done = result({ kind: 'network' });
    const loaded: LoadPhase = { kind: 'loaded', result: done, wakeAt: null };
    const table: Array<[LoadPhase, boolean, ListResult | null]> = [
      [{ kind: 'idle' }, false, null],
      [{ kind: 'waiting' }, true, null],
      [{ kind: 'waiting' }, false, stored],
      [{ kind: 'loading', left: true }, true, stored],
      [loaded, true, done],
      [loaded, false, stored],
    ];
    for (const [phase, settled, shown] of table) {
      expect(shownResult(phase, settled, stored), `${phase.kind}, settled ${settled}`).to.equal(shown);
    }
  });

  it('holds the first render while a call is about to leave', () => {
    const table: Array<[LoadPhase, boolean, boolean]> = [
      [{ kind: 'loading', left: false }, true, true],
      [{ kind: 'loading', left: true }, true, false],
      [{ kind: 'waiting' }, false, true],
      [{ kind: 'waiting' }, true, false],
      [{ kind: 'idle' }, false, false],
      [{ kind: 'loaded', result: result(), wakeAt: null }, true, false],
    ];
    for (const [phase, reported, held] of table) {
      expect(callStarting(phase, reported), `${JSON.stringify(phase)}, reported ${reported}`).to.equal(held);
    }
  });

  it("loads again by itself at a 5xx's Retry-After and once a 429 lifts, not before a second", () => {
    const table: Array<[ListResult, number | null]> = [
      [result(), null],
      [result({ kind: 'network' }), null],
      [result({ kind: 'server', status: 503 }), null],
      [result({ kind: 'server', status: 503, retryAt: NOW + 60_000 }), NOW + 60_000],
      [result({ kind: 'rate_limited', status: 429, until: NOW + 60_000 }), NOW + 60_000],
      [result({ kind: 'rate_limited', status: 429, until: NOW - 1 }), NOW + RATE_LIMITED_RETRY_MS],
    ];
    for (const [given, at] of table) expect(wakeAt(given, NOW), JSON.stringify(given.error)).to.equal(at);
  });
});

describe('LoadController', () => {
  /** A controller on a host that counts the renders asked of it. */
  function controller() {
    const host = Object.assign(new EventTarget(), { now: () => NOW, timers: globalThis });
    const stub = countingHost(host);
    return { stub, load: new LoadController(stub, () => {}) };
  }

  it('holds the first render while a call is about to leave, and renders the host once it has left', () => {
    const { stub, load } = controller();
    const { client, calls } = stalledClient();
    load.update(inputs({ client }));
    expect(load.held).to.equal(true);
    load.hostUpdated();
    expect(load.held, 'still held after an update that drew nothing').to.equal(true);
    // Counted from here: starting the load asks for an update too, which the element's own update absorbs.
    const before = stub.renders;
    calls[0]();
    expect([load.held, stub.renders - before]).to.deep.equal([false, 1]);
  });

  it('holds no render once the host has drawn, and asks for none when a later call leaves', () => {
    const { stub, load } = controller();
    load.update(inputs({ config: null }));
    load.hostUpdated();
    const { client, calls } = stalledClient();
    load.update(inputs({ client }));
    expect(load.held, 'a later load').to.equal(false);
    const before = stub.renders;
    calls[0]();
    expect(stub.renders - before).to.equal(0);
  });
});
