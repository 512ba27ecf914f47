/** The mock's controls (the demo's, outside the v1 surface) and the state it keeps across page loads. */
import { expect } from '@open-wc/testing';
import { createMockApi, type MockControlState, type MockStateStore } from '../../src/mock/api.js';
import { getResponse } from 'msw';
import { createMockHandlers, MOCK_ORIGIN } from '../../src/mock/handlers.js';
import { DATE_FIELDS, type Offering } from '../../src/api/types.js';
import { addBusinessDays } from '../../src/time/business-days.js';
import { kstStartOf } from '../../src/time/kst.js';

const request = (key: string, headers: Record<string, string> = {}) =>
  new Request(`${MOCK_ORIGIN}/v1/upcoming-ipos?from=2026-11-01`, { headers: { 'X-API-Key': key, ...headers } });

/** 10:00 KST. */
const NOW = Date.parse('2026-11-23T10:00:00+09:00');
const DATA = [{ id: 'a', corp_name: '가나바이오', sub_start: '2026-11-24', sub_end: '2026-11-25' }];

/** A store in memory, as the page's storage keeps it: JSON text. */
function memoryStore(): MockStateStore & { text: string | null } {
  return {
    text: null,
    load() {
      return this.text === null ? undefined : JSON.parse(this.text);
    },
    save(state: MockControlState) {
      this.text = JSON.stringify(state);
    },
  };
}

async function useUp(api: ReturnType<typeof createMockApi>, key: string, calls: number): Promise<Response> {
  let last!: Response;
  for (let i = 0; i < calls; i++) last = await api.handle(request(key));
  return last;
}

describe('mock controls', () => {
  it('resets the quota of every key', async () => {
    const api = createMockApi({ now: () => NOW, data: DATA });
    expect((await useUp(api, 'demo-tiny', 4)).status).to.equal(429);
    await useUp(api, 'demo-key', 5);
    api.resetQuota();
    const tiny = await api.handle(request('demo-tiny'));
    expect(tiny.status).to.equal(200);
    expect(tiny.headers.get('X-RateLimit-Remaining')).to.equal('2');
    expect((await api.handle(request('demo-key'))).headers.get('X-RateLimit-Remaining')).to.equal('99');
  });

  it('moves its clock across KST midnight: a new day, a new quota and new ETags', async () => {
    const almostMidnight = kstStartOf('2026-11-24') - 10_000;
    const api = createMockApi({ now: () => almostMidnight, data: DATA });
    const limited = await useUp(api, 'demo-tiny', 4);
    expect(limited.headers.get('Retry-After')).to.equal('10');
    const etag = (await api.handle(request('demo-unlimited'))).headers.get('ETag')!;
    api.setClockOffset(10_000);
    expect(api.now()).to.equal(kstStartOf('2026-11-24'));
    expect((await api.handle(request('demo-tiny'))).status, 'the limit is lifted').to.equal(200);
    expect((await api.handle(request('demo-unlimited', { 'If-None-Match': etag }))).status).to.equal(200);
    api.setClockOffset(0);
    expect((await api.handle(request('demo-unlimited', { 'If-None-Match': etag }))).status, 'back').to.equal(304);
  });

  it('changes the data: a new updated_at at its own time and a new ETag each time', async () => {
    let now = NOW;
    const api = createMockApi({ now: () => now, data: DATA, updatedAt: '2026-11-20T06:00:00+09:00' });
    const first = await api.handle(request('demo-unlimited'));
    expect((await first.json()).updated_at).to.equal('2026-11-20T06:00:00+09:00');
    const etag = first.headers.get('ETag')!;
    now += 61_000;
    api.changeData();
    const changed = await api.handle(request('demo-unlimited', { 'If-None-Match': etag }));
    expect(changed.status).to.equal(200);
    const body = await changed.json();
    expect(body.updated_at).to.equal('2026-11-23T10:01:01+09:00');
    expect(
      body.items.map((item: { id: string }) => item.id),
      'the offerings stay',
    ).to.deep.equal(['a']);
    const etag2 = changed.headers.get('ETag')!;
    expect((await api.handle(request('demo-unlimited', { 'If-None-Match': etag2 }))).status).to.equal(304);
    api.changeData();
    expect((await api.handle(request('demo-unlimited', { 'If-None-Match': etag2 }))).status).to.equal(200);
  });

  it('keeps a later updated_at of the collected data over an earlier change', async () => {
    // The fixtures are collected at 06:00 KST: a change made the day before is older than today's collection.
    const yesterday = Date.parse('2026-11-22T12:00:00+09:00');
    let now = yesterday;
    const api = createMockApi({ now: () => now });
    api.changeData();
    expect((await (await api.handle(request('demo-unlimited'))).json()).updated_at).to.equal(
      '2026-11-22T12:00:00+09:00',
    );
    now = NOW;
    const today = (await (await api.handle(request('demo-unlimited'))).json()).updated_at;
    expect(Date.parse(today)).to.be.greaterThan(yesterday);
  });

  it('keeps its state across page loads through a store: the calls counted, the fault, the clock and the data', async () => {
    const store = memoryStore();
    const before = createMockApi({ now: () => NOW, data: DATA, store });
    await useUp(before, 'demo-tiny', 3);
    before.setClockOffset(3_600_000);
    before.changeData();
    const etag = (await before.handle(request('demo-unlimited'))).headers.get('ETag')!;
    before.setFault({ internal: true });

    const after = createMockApi({ now: () => NOW, data: DATA, store });
    expect(after.controls()).to.deep.equal(before.controls());
    expect(after.now()).to.equal(NOW + 3_600_000);
    expect((await after.handle(request('demo-unlimited'))).status, 'the fault stays').to.equal(500);
    after.setFault(null);
    expect((await after.handle(request('demo-tiny'))).status, 'the quota used stays').to.equal(429);
    expect((await after.handle(request('demo-unlimited', { 'If-None-Match': etag }))).status).to.equal(304);
  });

  it('reads a store holding something else as the defaults, part by part', async () => {
    const stored = {
      fault: 'internal',
      clockOffsetMs: 'soon',
      dataChange: { count: 1.5, at: NOW },
      corrections: { a: 2, b: 0, c: 'x' },
      calls: { 'demo-tiny': { day: '2026-11-23', calls: 3 }, 'demo-key': { day: 'today', calls: 99 } },
    };
    const api = createMockApi({ now: () => NOW, data: DATA, store: { load: () => stored, save() {} } });
    expect(api.controls()).to.deep.equal({
      fault: null,
      clockOffsetMs: 0,
      dataChange: null,
      corrections: { a: 2 },
      calls: { 'demo-tiny': { day: '2026-11-23', calls: 3 } },
    });
    expect((await api.handle(request('demo-tiny'))).status).to.equal(429);
    for (const nonsense of [null, 'x', [1], 42]) {
      expect(createMockApi({ store: { load: () => nonsense, save() {} } }).controls().clockOffsetMs).to.equal(0);
    }
  });

  it('files a correction: the next offering to open moves two weeks later, its band cut, as a data change', async () => {
    const api = createMockApi({ now: () => NOW });
    const list = async (headers: Record<string, string> = {}) =>
      api.handle(
        new Request(`${MOCK_ORIGIN}/v1/upcoming-ipos?limit=100&from=2026-11-01`, {
          headers: { 'X-API-Key': 'demo-unlimited', ...headers },
        }),
      );
    const before = await list();
    const etag = before.headers.get('ETag')!;
    const items: Offering[] = (await before.json()).items;
    const id = api.fileCorrection()!;
    const next = items
      .filter((item) => !item.is_spac && item.demand_start! > '2026-11-23')
      .sort((a, b) => (a.sub_start! < b.sub_start! ? -1 : 1))[0];
    expect(id).to.equal(next.id);

    const after = await list({ 'If-None-Match': etag });
    expect(after.status).to.equal(200);
    const body = await after.json();
    expect(body.updated_at).to.equal('2026-11-23T10:00:00+09:00');
    const moved = body.items.find((item: Offering) => item.id === id);
    for (const field of DATE_FIELDS) expect(moved[field], field).to.equal(addBusinessDays(next[field]!, 10));
    expect([moved.price_low, moved.price_high]).to.deep.equal([
      Math.round((next.price_low! * 0.85) / 500) * 500,
      Math.round((next.price_high! * 0.85) / 500) * 500,
    ]);
    expect(moved.price_low).to.be.below(next.price_low!);
    const others = (list: Offering[]) => list.filter((item) => item.id !== id);
    expect(others(body.items)).to.deep.equal(others(items), 'the other offerings stay');

    expect(api.fileCorrection(id)).to.equal(id);
    const twice = (await (await list()).json()).items.find((item: Offering) => item.id === id);
    expect(twice.sub_start).to.equal(addBusinessDays(next.sub_start!, 20));
    expect(api.fileCorrection('no-such-offering')).to.equal(null);
    expect(api.controls().corrections).to.deep.equal({ [id]: 2 });
  });

  it('keeps the corrections filed across page loads through a store', async () => {
    const store = memoryStore();
    const before = createMockApi({ now: () => NOW, data: DATA, store });
    expect(before.fileCorrection('a')).to.equal('a');
    const after = createMockApi({ now: () => NOW, data: DATA, store });
    const [item] = (await (await after.handle(request('demo-unlimited'))).json()).items;
    expect([item.sub_start, item.sub_end]).to.deep.equal(['2026-12-08', '2026-12-09']);
    expect(before.fileCorrection(), 'no offering whose demand forecasting is ahead').to.equal(null);
  });

  it("tells an observer of each exchange its handlers answer (the demo's network log)", async () => {
    const seen: [string | null, number][] = [];
    const handlers = createMockHandlers(createMockApi({ now: () => NOW, data: DATA }), MOCK_ORIGIN, (sent, answer) =>
      seen.push([sent.headers.get('If-None-Match'), answer.status]),
    );
    const etag = (await getResponse(handlers, request('demo-key')))!.headers.get('ETag')!;
    await getResponse(handlers, request('demo-key', { 'If-None-Match': etag }));
    expect(seen).to.deep.equal([
      [null, 200],
      [etag, 304],
    ]);
  });
});
