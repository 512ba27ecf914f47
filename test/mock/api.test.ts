/** Rules of the core that need a moving clock or injected waiting, which the HTTP server cannot take. */
import { expect } from '@open-wc/testing';
import { createMockApi } from '../../src/mock/api.js';
import { MOCK_ORIGIN } from '../../src/mock/handlers.js';
import { kstStartOf } from '../../src/time/kst.js';

const request = (key: string, headers: Record<string, string> = {}, query = '') =>
  new Request(`${MOCK_ORIGIN}/v1/upcoming-ipos${query}`, { headers: { 'X-API-Key': key, ...headers } });

describe('mock API core', () => {
  it('resets the daily counters at KST midnight and changes the ETag with the KST date', async () => {
    let now = kstStartOf('2026-11-24') - 1000; // 23:59:59 KST
    const api = createMockApi({ now: () => now });
    const first = await api.handle(request('demo-tiny'));
    const etag = first.headers.get('ETag')!;
    await api.handle(request('demo-tiny'));
    await api.handle(request('demo-tiny'));
    const limited = await api.handle(request('demo-tiny'));
    expect(limited.status).to.equal(429);
    expect(limited.headers.get('Retry-After')).to.equal('1');

    now += 1000; // 00:00:00 KST
    const nextDay = await api.handle(request('demo-tiny', { 'If-None-Match': etag }));
    expect(nextDay.status, 'a new day gives a new body').to.equal(200);
    expect(nextDay.headers.get('X-RateLimit-Remaining')).to.equal('2');
    expect(nextDay.headers.get('ETag')).not.to.equal(etag);
  });

  it('rounds Retry-After up to whole seconds', async () => {
    const now = kstStartOf('2026-11-24') - 1500;
    const api = createMockApi({ now: () => now });
    for (let i = 0; i < 3; i++) await api.handle(request('demo-tiny'));
    expect((await api.handle(request('demo-tiny'))).headers.get('Retry-After')).to.equal('2');
  });

  it('changes the ETag when the data changes', async () => {
    const now = () => Date.parse('2026-11-23T10:00:00+09:00');
    const etagWith = async (name: string) =>
      (
        await createMockApi({ now, data: [{ id: 'a', corp_name: name }] }).handle(request('demo-unlimited'))
      ).headers.get('ETag');
    expect(await etagWith('가')).to.equal(await etagWith('가'));
    expect(await etagWith('가')).not.to.equal(await etagWith('나'));
  });

  it('changes the body and its ETag at the 06:00 KST collection, not before', async () => {
    let now = Date.parse('2026-11-23T05:00:00+09:00');
    const api = createMockApi({ now: () => now });
    const before = await api.handle(request('demo-unlimited', {}, '?limit=100'));
    const etag = before.headers.get('ETag')!;
    now = Date.parse('2026-11-23T05:59:59+09:00');
    expect((await api.handle(request('demo-unlimited', { 'If-None-Match': etag }, '?limit=100'))).status).to.equal(304);
    now = Date.parse('2026-11-23T06:00:00+09:00');
    const after = await api.handle(request('demo-unlimited', { 'If-None-Match': etag }, '?limit=100'));
    expect(after.status, 'the collection changed the data, so the body is new').to.equal(200);
    // Sunday's collection found what Saturday's had, so the data last changed on Saturday.
    expect((await before.json()).updated_at).to.equal('2026-11-21T06:00:00+09:00');
    expect((await after.json()).updated_at).to.equal('2026-11-23T06:00:00+09:00');
  });

  it('keeps updated_at and the ETag through a collection that changed nothing', async () => {
    // Sunday 2026-11-22: no demand forecasting ends on a Saturday, so Sunday's collection finds what Saturday's did.
    let now = Date.parse('2026-11-22T05:00:00+09:00');
    const api = createMockApi({ now: () => now });
    const before = await api.handle(request('demo-unlimited'));
    now = Date.parse('2026-11-22T06:00:00+09:00');
    const after = await api.handle(request('demo-unlimited'));
    expect((await before.json()).updated_at).to.equal('2026-11-21T06:00:00+09:00');
    expect((await after.json()).updated_at).to.equal('2026-11-21T06:00:00+09:00');
    expect(after.headers.get('ETag')).to.equal(before.headers.get('ETag'));
    const unchanged = await api.handle(request('demo-unlimited', { 'If-None-Match': before.headers.get('ETag')! }));
    expect(unchanged.status).to.equal(304);
  });

  it('dates updated_at back over several days of unchanged collections', async () => {
    // Sunday 2026-11-15: the collections of Thursday 11-12 to Sunday found what Wednesday 11-11's had.
    const api = createMockApi({ now: () => Date.parse('2026-11-15T10:00:00+09:00') });
    expect((await (await api.handle(request('demo-unlimited'))).json()).updated_at).to.equal(
      '2026-11-11T06:00:00+09:00',
    );
  });

  it('changes the ETag when only updated_at changes', async () => {
    const now = () => Date.parse('2026-11-23T10:00:00+09:00');
    const etagAt = async (updatedAt: string) =>
      (
        await createMockApi({ now, updatedAt, data: [{ id: 'a', corp_name: '가' }] }).handle(request('demo-unlimited'))
      ).headers.get('ETag');
    expect(await etagAt('2026-11-22T06:00:00+09:00')).not.to.equal(await etagAt('2026-11-23T06:00:00+09:00'));
  });

  it('delays an answer through X-Mock-Delay or a standing fault, with an injected sleep, and reads the clock after it', async () => {
    const slept: number[] = [];
    let now = Date.parse('2026-11-23T23:59:00+09:00');
    const api = createMockApi({
      now: () => now,
      sleep: async (ms) => {
        slept.push(ms);
        now += ms;
      },
    });
    const slow = await api.handle(request('demo-tiny', { 'X-Mock-Delay': '120000' }));
    expect(slept).to.deep.equal([30_000]);
    expect(slow.status).to.equal(200);
    api.setFault({ delayMs: 2000, internal: true });
    const failing = await api.handle(request('demo-tiny'));
    expect(slept).to.deep.equal([30_000, 2000]);
    expect(failing.status).to.equal(500);
    expect(await failing.json()).to.deep.equal({
      error: { code: 'internal', message: 'Internal server error (injected by the mock).' },
    });
    api.setFault(null);
    const healthy = await api.handle(request('demo-tiny'));
    expect(healthy.status).to.equal(200);
    expect(healthy.headers.get('X-RateLimit-Remaining'), 'injected 500s are not counted').to.equal('1');
  });

  it('refuses an invalid data set with a message naming the item and field', () => {
    expect(() => createMockApi({ data: {} })).to.throw(/JSON array/);
    expect(() => createMockApi({ data: [{ corp_name: 'x' }] })).to.throw(/item 0: "id"/);
    expect(() => createMockApi({ data: [{ id: 'a', corp_name: 'x', sub_start: '2026-02-30' }] })).to.throw(
      /item 0: "sub_start" must be a date/,
    );
    expect(() => createMockApi({ data: [{ id: 'a', corp_name: 'x', lead_managers: [1] }] })).to.throw(
      /"lead_managers"/,
    );
    expect(() =>
      createMockApi({
        data: [
          { id: 'a', corp_name: 'x' },
          { id: 'a', corp_name: 'y' },
        ],
      }),
    ).to.throw(/item 1: duplicate id/);
  });
});
