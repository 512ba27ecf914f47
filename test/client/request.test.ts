import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import { quotaStore } from '../../src/client/quota-store.js';
import { callList, callOnce, conditionFor, type CallContext, type Condition } from '../../src/client/request.js';
import { safeStorage } from '../../src/client/storage.js';
import { FakeTime } from '../support/fake-time.js';
import { mswFetch } from '../support/msw-fetch.js';

const URL_ = 'https://api.request.test/v1/upcoming-ipos?limit=20';
const v1 = { version: 'v1', updated_at: null, count: 0, total: 0, items: [] };

function setup(resolver: Parameters<typeof http.get>[1]) {
  const time = new FakeTime(0);
  const recording = mswFetch([http.get('https://api.request.test/v1/upcoming-ipos', resolver)]);
  const quota = quotaStore(safeStorage(null), 'aaaa1111', time.clock);
  const responses: number[] = [];
  const record = quota.record;
  quota.record = (status, headers) => (responses.push(status), record(status, headers));
  const context: CallContext = {
    fetch: recording.fetch,
    apiKey: 'secret-key',
    clock: time.clock,
    timers: time.timers,
    random: () => 0.5,
    timeoutMs: 10_000,
    quota,
  };
  const call = (condition: Partial<Condition> = {}, signal = new AbortController().signal) =>
    callOnce(context, URL_, { etag: null, cache: 'no-store', ...condition }, signal);
  return { time, requests: recording.requests, responses, context, call };
}

describe('conditionFor', () => {
  it('sends a stored ETag with no-store, and leaves a body without one to the browser only for a limited key', () => {
    expect(conditionFor({ etag: 'W/"a"' }, true)).to.deep.equal({ etag: 'W/"a"', cache: 'no-store' });
    expect(conditionFor({ etag: null }, true)).to.deep.equal({ etag: null, cache: 'no-cache' });
    expect(conditionFor({ etag: null }, false)).to.deep.equal({ etag: null, cache: 'no-store' });
    expect(conditionFor(null, true)).to.deep.equal({ etag: null, cache: 'no-store' });
  });

  it('makes a body whose ETag was too long to send back an unconditional no-store call, so that the browser does not send it either', () => {
    expect(conditionFor({ etag: '' }, true)).to.deep.equal({ etag: null, cache: 'no-store' });
  });
});

describe('callOnce', () => {
  it('sends the key in a header, never in the URL, with CORS, no credentials and the chosen cache mode', async () => {
    const { requests, call } = setup(() => HttpResponse.json(v1));
    await call({ etag: 'W/"abc"', cache: 'no-store' });
    const [request] = requests;
    expect(request.url).to.equal(URL_);
    expect(request.url).to.not.contain('secret-key');
    expect(request.headers.get('X-API-Key')).to.equal('secret-key');
    expect(request.headers.get('If-None-Match')).to.equal('W/"abc"');
    expect([request.mode, request.credentials, request.cache]).to.deep.equal(['cors', 'omit', 'no-store']);
    await call({ cache: 'no-cache' });
    expect(requests[1].headers.has('If-None-Match')).to.equal(false);
    expect(requests[1].cache).to.equal('no-cache');
  });

  it('reads a 200 with its ETag and feed, a 304, and shows every response to the quota', async () => {
    let status = 200;
    const link = '<calendar.ics>; rel="alternate"; type="text/calendar"';
    const { responses, call } = setup(() =>
      status === 200
        ? HttpResponse.json(v1, { headers: { ETag: 'W/"v"', Link: link } })
        : new HttpResponse(null, { status: 304, headers: { ETag: 'W/"v"' } }),
    );
    const feed = new URL('calendar.ics', URL_).href;
    expect(await call()).to.deep.equal({ kind: 'ok', etag: 'W/"v"', feed, data: v1 });
    status = 304;
    expect(await call({ etag: 'W/"v"' })).to.deep.equal({ kind: 'ok', etag: 'W/"v"', feed: null, data: null });
    expect(responses).to.deep.equal([200, 304]);
  });

  it("keeps an ETag up to 1 KB; of a longer one, which servers would refuse in If-None-Match, only that there was one ('')", async () => {
    let etag = `W/"${'a'.repeat(1020)}"`;
    const { call } = setup(() => HttpResponse.json(v1, { headers: { ETag: etag } }));
    expect(await call()).to.deep.equal({ kind: 'ok', etag, feed: null, data: v1 });
    etag = `W/"${'a'.repeat(100_000)}"`;
    expect(await call()).to.deep.equal({ kind: 'ok', etag: '', feed: null, data: v1 });
  });

  const errorCases: [number, Record<string, unknown> | string, unknown][] = [
    [401, { error: { code: 'invalid_key', message: 'no' } }, { kind: 'invalid_key', status: 401 }],
    [
      400,
      { error: { code: 'invalid_status', message: 'use sub, listed' } },
      { kind: 'bad_request', status: 400, code: 'invalid_status', message: 'use sub, listed' },
    ],
    [422, 'nope', { kind: 'bad_request', status: 422, code: 'http_422', message: '' }],
    [404, { error: { code: 'not_found', message: '' } }, { kind: 'not_found', status: 404 }],
    [500, { error: { code: 'internal', message: '' } }, { kind: 'server', status: 500 }],
    [503, 'busy', { kind: 'server', status: 503 }],
  ];
  it('sends no X-API-Key without a key (a relay holds it)', async () => {
    const { context, requests } = setup(() => HttpResponse.json(v1));
    await callOnce({ ...context, apiKey: null }, URL_, { etag: null, cache: 'no-store' }, new AbortController().signal);
    expect(requests[0].headers.has('X-API-Key')).to.equal(false);
  });

  it("gives a 5xx's Retry-After as the instant to call again, in seconds or as a date", async () => {
    for (const [value, retryAt] of [
      ['120', 120_000],
      [new Date(60_000).toUTCString(), 60_000],
    ] as const) {
      const { call } = setup(() => HttpResponse.json({}, { status: 503, headers: { 'Retry-After': value } }));
      expect(await call(), value).to.deep.equal({ kind: 'server', status: 503, retryAt });
    }
    const { call } = setup(() => HttpResponse.json({}, { status: 503, headers: { 'Retry-After': '-1' } }));
    expect(await call()).to.deep.equal({ kind: 'server', status: 503 });
  });

  for (const [status, body, error] of errorCases) {
    it(`types a ${status} response`, async () => {
      const { call } = setup(() => HttpResponse.json(body, { status }));
      expect(await call()).to.deep.equal(error);
    });
  }

  it('leaves the lifting of a 429 to the quota', async () => {
    const { call, responses } = setup(() =>
      HttpResponse.json(
        { error: { code: 'rate_limited', message: '' } },
        { status: 429, headers: { 'Retry-After': '120' } },
      ),
    );
    expect(await call()).to.deep.equal({ kind: 'rate_limited', status: 429, until: 120_000 });
    expect(responses).to.deep.equal([429]);
  });

  for (const [name, respond] of [
    ['a body that is not JSON', () => new HttpResponse('<html>oops</html>', { status: 200 })],
    ['JSON that is not a v1 list', () => HttpResponse.json({ items: 'none' })],
    ['a success without a body', () => new HttpResponse(null, { status: 204 })],
  ] as const) {
    it(`calls ${name} a bad response`, async () => {
      const { call } = setup(respond);
      expect((await call()).kind).to.equal('bad_response');
    });
  }

  it('calls a failed connection a network error', async () => {
    const { call } = setup(() => HttpResponse.error());
    expect(await call()).to.deep.equal({ kind: 'network' });
  });

  it('times out after the timeout on the injected timers', async () => {
    const { time, call } = setup(() => new Promise(() => {}));
    const outcome = call();
    let settled = false;
    void outcome.then(() => (settled = true));
    await time.advance(9_999);
    expect(settled).to.equal(false);
    await time.advance(1);
    expect(await outcome).to.deep.equal({ kind: 'timeout' });
    expect(time.pendingTimers).to.equal(0);
  });

  it("rejects with the caller's reason when aborted", async () => {
    const { time, call } = setup(() => new Promise(() => {}));
    const controller = new AbortController();
    const outcome = call({}, controller.signal).catch((error: unknown) => error);
    await time.advance(10);
    controller.abort(new DOMException('left', 'AbortError'));
    expect(((await outcome) as DOMException).message).to.equal('left');
    expect(time.pendingTimers).to.equal(0);
  });
});

describe('callList', () => {
  it('retries a 5xx at most twice, after the backoff (0.75 s, then 1.5 s with this jitter)', async () => {
    const at: number[] = [];
    const { time, context } = setup(() => (at.push(time.now), HttpResponse.json({}, { status: 503 })));
    const outcome = callList(context, URL_, null, new AbortController().signal);
    await time.advance(10_000);
    expect(await outcome).to.deep.equal({ kind: 'server', status: 503 });
    expect(at).to.deep.equal([0, 750, 2250]);
  });

  it('does not retry a 5xx with Retry-After', async () => {
    const { context, requests } = setup(() => HttpResponse.json({}, { status: 503, headers: { 'Retry-After': '30' } }));
    expect(await callList(context, URL_, null, new AbortController().signal)).to.deep.include({ retryAt: 30_000 });
    expect(requests).to.have.length(1);
  });

  it('does not retry once a failed attempt has used up the quota', async () => {
    const { time, context, requests } = setup(() =>
      HttpResponse.json({}, { status: 503, headers: { 'X-RateLimit-Limit': '100', 'X-RateLimit-Remaining': '0' } }),
    );
    const outcome = callList(context, URL_, null, new AbortController().signal);
    await time.advance(10_000);
    expect(await outcome).to.deep.include({ kind: 'rate_limited' });
    expect(requests).to.have.length(1);
  });

  it('does not retry a 4xx, and makes no call at all while the key is blocked', async () => {
    const { context, requests } = setup(() => HttpResponse.json({}, { status: 429, headers: { 'Retry-After': '60' } }));
    const signal = new AbortController().signal;
    expect(await callList(context, URL_, null, signal)).to.deep.equal({
      kind: 'rate_limited',
      status: 429,
      until: 60_000,
    });
    expect(await callList(context, URL_, null, signal)).to.deep.equal({
      kind: 'rate_limited',
      status: 429,
      until: 60_000,
    });
    expect(requests).to.have.length(1);
  });
});
