/** The contract of API v1 as the mock implements it, run against any {@link TargetFactory}. */
import { expect } from '@open-wc/testing';
import { DATE_FIELDS, STATUS_ALIASES, STATUS_VALUES, type ListResponse, type Offering } from '../../src/api/types.js';
import { offering, scheduled } from '../support/offering.js';
import type { Target, TargetFactory } from './target.js';

/** 10:00 KST on Monday 2026-11-23. */
export const MONDAY_MORNING = '2026-11-23T10:00:00+09:00';

const ALL_FIELDS = [
  'id',
  'corp_name',
  'stock_code',
  'market',
  'is_spac',
  'status',
  ...DATE_FIELDS,
  'price_low',
  'price_high',
  'price_final',
  'lead_managers',
  'industry',
  'ceo',
  'est_date',
  'homepage',
  'dart_url',
  'detail_url',
  'subscription_brokers',
];

const key = (value: string) => ({ 'X-API-Key': value });

async function body(response: Response): Promise<ListResponse> {
  expect(response.status, await response.clone().text()).to.equal(200);
  return response.json();
}

async function expectError(response: Response, status: number, code: string): Promise<string> {
  expect(response.status).to.equal(status);
  const payload = await response.json();
  expect(Object.keys(payload)).to.deep.equal(['error']);
  expect(payload.error.code).to.equal(code);
  expect(payload.error.message).to.be.a('string').and.not.equal('');
  return payload.error.message;
}

/** Offerings at known stages on MONDAY_MORNING (2026-11-23). */
const STAGED = [
  scheduled('listed', '2026-11-02'), // listing 11-12
  scheduled('listing-upcoming', '2026-11-18'), // sub 11-18..19, listing 11-28
  scheduled('sub', '2026-11-23', { is_spac: true, corp_name: '교보스팩9호' }),
  scheduled('sub-upcoming', '2026-11-30'), // demand 11-21..25? no: demand_end 11-25 -> demand
  offering({
    id: 'between',
    demand_start: '2026-11-16',
    demand_end: '2026-11-20',
    sub_start: '2026-11-26',
    sub_end: '2026-11-27',
  }),
  offering({ id: 'demand-upcoming', demand_start: '2026-12-01', demand_end: '2026-12-07' }),
  offering({ id: 'undated' }),
];
const STATUS_OF: Record<string, Offering['status']> = {
  listed: '상장완료',
  'listing-upcoming': '상장예정',
  sub: '청약',
  'sub-upcoming': '수요예측',
  between: '청약예정',
  'demand-upcoming': '수요예측예정',
  undated: null,
};

export function describeContract(name: string, connect: TargetFactory): void {
  describe(`API v1 contract: ${name}`, function () {
    this.timeout(20_000);
    let target: Target;
    const open = async (options: { now?: string; data?: unknown } = {}) => {
      target = await connect({ now: options.now ?? MONDAY_MORNING, data: options.data });
      return target;
    };
    afterEach(async () => target?.close());

    it('serves only GET /upcoming-ipos; any other path or method is 404 not_found, checked before the key', async () => {
      await open();
      for (const path of ['/upcoming', '/upcoming-ipos/1', '/', '/../v2/upcoming-ipos']) {
        await expectError(await target.get(path), 404, 'not_found');
      }
      // Cross-origin, the browser's preflight already refuses other methods (only GET is allowed).
      if (target.crossOrigin) return;
      await expectError(await target.send('POST', '/upcoming-ipos', key('demo-key')), 404, 'not_found');
      await expectError(await target.send('DELETE', '/upcoming-ipos', key('demo-key')), 404, 'not_found');
    });

    it('answers 401 invalid_key for a missing, unknown or deactivated key, without counting it', async () => {
      await open();
      await expectError(await target.get('/upcoming-ipos'), 401, 'invalid_key');
      await expectError(await target.get('/upcoming-ipos', key('nope')), 401, 'invalid_key');
      await expectError(await target.get('/upcoming-ipos', key('demo-inactive')), 401, 'invalid_key');
      await expectError(await target.get('/nowhere', key('demo-tiny')), 404, 'not_found');
      const first = await target.get('/upcoming-ipos', key('demo-tiny'));
      expect(first.headers.get('X-RateLimit-Remaining')).to.equal('2');
    });

    it('gives demo-tiny exactly 200 (2 left), 304 (1), 304 (0), then 429 with Retry-After until KST midnight', async () => {
      await open();
      const first = await target.get('/upcoming-ipos', key('demo-tiny'));
      expect(first.status).to.equal(200);
      expect(first.headers.get('X-RateLimit-Limit')).to.equal('3');
      expect(first.headers.get('X-RateLimit-Remaining')).to.equal('2');
      const etag = first.headers.get('ETag')!;
      const conditional = { ...key('demo-tiny'), 'If-None-Match': etag };
      for (const remaining of ['1', '0']) {
        const response = await target.get('/upcoming-ipos', conditional);
        expect(response.status).to.equal(304);
        expect(response.headers.get('X-RateLimit-Remaining')).to.equal(remaining);
      }
      const limited = await target.get('/upcoming-ipos?status=nonsense', conditional);
      const message = await expectError(limited, 429, 'rate_limited');
      expect(message).to.match(/higher limit/);
      // 10:00 KST -> 14 hours to midnight.
      expect(limited.headers.get('Retry-After')).to.equal(String(14 * 3600));
    });

    it('sends rate-limit headers only for limited keys', async () => {
      await open();
      const unlimited = await target.get('/upcoming-ipos', key('demo-unlimited'));
      expect(unlimited.status).to.equal(200);
      expect(unlimited.headers.get('X-RateLimit-Limit')).to.equal(null);
      expect(unlimited.headers.get('X-RateLimit-Remaining')).to.equal(null);
      const limited = await target.get('/upcoming-ipos', key('demo-key'));
      expect(limited.headers.get('X-RateLimit-Limit')).to.equal('100');
      expect(limited.headers.get('X-RateLimit-Remaining')).to.equal('99');
    });

    it('sends the rate-limit headers on every answer to a limited key, and counts 404 and 500 not', async () => {
      await open();
      const limits = (response: Response) => [
        response.status,
        response.headers.get('X-RateLimit-Limit'),
        response.headers.get('X-RateLimit-Remaining'),
      ];
      const tiny = key('demo-tiny');
      const fault = { ...tiny, 'X-Mock-Fault': 'internal' };
      expect(limits(await target.get('/nowhere', tiny))).to.deep.equal([404, '3', '3']);
      expect(limits(await target.get('/upcoming-ipos', fault))).to.deep.equal([500, '3', '3']);
      const first = await target.get('/upcoming-ipos', tiny);
      expect(limits(first)).to.deep.equal([200, '3', '2']);
      expect(limits(await target.get('/upcoming-ipos?limit=x', tiny))).to.deep.equal([400, '3', '1']);
      expect(
        limits(await target.get('/upcoming-ipos', { ...tiny, 'If-None-Match': first.headers.get('ETag')! })),
      ).to.deep.equal([304, '3', '0']);
      expect(limits(await target.get('/upcoming-ipos', tiny))).to.deep.equal([429, '3', '0']);
      expect(limits(await target.get('/nowhere', tiny))).to.deep.equal([404, '3', '0']);
      expect(limits(await target.get('/upcoming-ipos', fault))).to.deep.equal([500, '3', '0']);
      expect(limits(await target.get('/nowhere', key('demo-unlimited')))).to.deep.equal([404, null, null]);
      expect(limits(await target.get('/upcoming-ipos', key('nope')))).to.deep.equal([401, null, null]);
    });

    it('answers HEAD as GET without the body, and counts it', async () => {
      await open();
      const got = await target.get('/upcoming-ipos', key('demo-key'));
      const head = await target.send('HEAD', '/upcoming-ipos', key('demo-key'));
      expect(head.status).to.equal(200);
      expect(await head.text()).to.equal('');
      expect(head.headers.get('ETag')).to.equal(got.headers.get('ETag'));
      expect(head.headers.get('X-RateLimit-Remaining')).to.equal('98');
      const conditional = await target.send('HEAD', '/upcoming-ipos', {
        ...key('demo-key'),
        'If-None-Match': got.headers.get('ETag')!,
      });
      expect(conditional.status).to.equal(304);
      const wrongPath = await target.send('HEAD', '/nowhere', key('demo-key'));
      expect(wrongPath.status).to.equal(404);
      expect(await wrongPath.text()).to.equal('');
    });

    it('rejects each bad parameter with its own 400 code and a message listing usable values, and counts it', async () => {
      await open();
      const cases: [string, string, RegExp][] = [
        ['status=bogus', 'invalid_status', new RegExp([...STATUS_VALUES, ...STATUS_ALIASES].join('.*'))],
        ['status=', 'invalid_status', /청약/],
        ['limit=-1', 'invalid_limit', /non-negative integer/],
        ['limit=1.5', 'invalid_limit', /non-negative integer/],
        ['limit=ten', 'invalid_limit', /non-negative integer/],
        ['from=2026-02-30', 'invalid_from', /YYYY-MM-DD/],
        ['to=2026/12/01', 'invalid_to', /YYYY-MM-DD/],
        ['from=2026-12-01&to=2026-11-01', 'invalid_range', /from.*to/],
        ['spac=no', 'invalid_spac', /true, false/],
      ];
      for (const [query, code, usable] of cases) {
        const message = await expectError(await target.get(`/upcoming-ipos?${query}`, key('demo-key')), 400, code);
        expect(message, query).to.match(usable);
      }
      const next = await target.get('/upcoming-ipos?utm_source=blog&page=2', key('demo-key'));
      expect(next.status, 'unknown parameters are ignored').to.equal(200);
      const unbounded = await target.get('/upcoming-ipos?from=0001-01-01&to=9999-12-31', key('demo-key'));
      expect(unbounded.status, 'any real date of four-digit years is taken').to.equal(200);
      expect(unbounded.headers.get('X-RateLimit-Remaining')).to.equal(String(100 - cases.length - 2));
    });

    it('checks the limit before the parameters, and the parameters before 304', async () => {
      await open();
      const first = await target.get('/upcoming-ipos', key('demo-tiny'));
      const conditionalButBad = { ...key('demo-tiny'), 'If-None-Match': first.headers.get('ETag')! };
      await expectError(await target.get('/upcoming-ipos?limit=x', conditionalButBad), 400, 'invalid_limit');
      await target.get('/upcoming-ipos', key('demo-tiny'));
      await expectError(await target.get('/upcoming-ipos?limit=x', key('demo-tiny')), 429, 'rate_limited');
      await expectError(await target.get('/upcoming-ipos', key('demo-inactive')), 401, 'invalid_key');
    });

    it('computes each status from the KST date and sends every field of every item', async () => {
      await open({ data: STAGED.map((item) => ({ ...item, status: '상장완료' })) });
      const { version, updated_at, count, total, items } = await body(
        await target.get('/upcoming-ipos', key('demo-key')),
      );
      expect(version).to.equal('v1');
      expect(updated_at).to.equal(null);
      expect([count, total]).to.deep.equal([STAGED.length, STAGED.length]);
      for (const item of items) {
        expect(Object.keys(item)).to.have.members(ALL_FIELDS);
        expect(item.status, item.id).to.equal(STATUS_OF[item.id]);
      }
    });

    it('filters by status given as the Korean value or its alias', async () => {
      await open({ data: STAGED });
      for (const [index, value] of STATUS_VALUES.entries()) {
        const byValue = await body(
          await target.get(`/upcoming-ipos?status=${encodeURIComponent(value)}`, key('demo-unlimited')),
        );
        const byAlias = await body(
          await target.get(`/upcoming-ipos?status=${STATUS_ALIASES[index]}`, key('demo-unlimited')),
        );
        expect(byValue.items.map((item) => item.status)).to.deep.equal([value]);
        expect(byAlias).to.deep.equal(byValue);
      }
    });

    it('leaves SPACs out only with spac=false', async () => {
      await open({ data: STAGED });
      const ids = async (query: string) =>
        (await body(await target.get(`/upcoming-ipos${query}`, key('demo-unlimited')))).items.map((item) => item.id);
      expect(await ids('?spac=false')).not.to.include('sub');
      expect(await ids('?spac=false')).to.have.length(STAGED.length - 1);
      expect(await ids('?spac=true')).to.deep.equal(await ids(''));
    });

    it('keeps an offering when any one of its six dates lies in from..to, bounds included', async () => {
      const data = [
        offering({ id: 'demand-start', demand_start: '2026-12-01' }),
        offering({ id: 'demand-end', demand_end: '2026-12-01' }),
        offering({ id: 'sub-start', sub_start: '2026-12-31' }),
        offering({ id: 'sub-end', sub_end: '2026-12-15' }),
        offering({ id: 'refund', refund_date: '2026-12-15' }),
        offering({ id: 'listing', listing_date: '2026-12-15' }),
        // Spans the period without any date inside it: periods are not overlapping ranges.
        offering({ id: 'around', demand_start: '2026-11-20', listing_date: '2027-01-05' }),
        offering({ id: 'before', listing_date: '2026-11-30' }),
        offering({ id: 'after', demand_start: '2027-01-01' }),
        offering({ id: 'undated' }),
      ];
      await open({ data });
      const ids = async (query: string) =>
        (await body(await target.get(`/upcoming-ipos?limit=100&${query}`, key('demo-unlimited')))).items
          .map((item) => item.id)
          .sort();
      expect(await ids('from=2026-12-01&to=2026-12-31')).to.deep.equal([
        'demand-end',
        'demand-start',
        'listing',
        'refund',
        'sub-end',
        'sub-start',
      ]);
      expect(await ids('from=2027-01-01')).to.deep.equal(['after', 'around']);
      expect(await ids('to=2026-11-30')).to.deep.equal(['around', 'before']);
    });

    it('orders by sub_start, else demand_start, else listing_date, undated last, ties by name then id', async () => {
      const data = [
        offering({ id: 'z-undated' }),
        offering({ id: 'listing-only', listing_date: '2026-12-02' }),
        offering({ id: 'sub', sub_start: '2026-12-03', demand_start: '2026-11-01' }),
        offering({ id: 'demand', demand_start: '2026-12-01', listing_date: '2026-11-01' }),
        offering({ id: 'tie-b', corp_name: '나', sub_start: '2026-12-05' }),
        offering({ id: 'tie-a2', corp_name: '가', sub_start: '2026-12-05' }),
        offering({ id: 'tie-a1', corp_name: '가', sub_start: '2026-12-05' }),
        offering({ id: 'a-undated' }),
      ];
      await open({ data });
      const { items } = await body(await target.get('/upcoming-ipos', key('demo-unlimited')));
      expect(items.map((item) => item.id)).to.deep.equal([
        'demand',
        'listing-only',
        'sub',
        'tie-a1',
        'tie-a2',
        'tie-b',
        'a-undated',
        'z-undated',
      ]);
    });

    it('counts total before limit: default 20, larger values cut to 100, 0 allowed', async () => {
      await open();
      const sizes = async (query: string) => {
        const { count, total, items } = await body(await target.get(`/upcoming-ipos${query}`, key('demo-unlimited')));
        expect(items).to.have.length(count);
        return [count, total];
      };
      const [, total] = await sizes('');
      expect(total).to.be.greaterThan(100);
      expect(await sizes('')).to.deep.equal([20, total]);
      expect(await sizes('?limit=100000000000000000000')).to.deep.equal([100, total]);
      expect(await sizes('?limit=0')).to.deep.equal([0, total]);
      expect(await sizes('?limit=7')).to.deep.equal([7, total]);
    });

    it('sends a weak ETag and Cache-Control: private; If-None-Match by weak comparison gives 304 with no body', async () => {
      await open();
      const first = await target.get('/upcoming-ipos', key('demo-key'));
      const etag = first.headers.get('ETag')!;
      expect(etag).to.match(/^W\/".+"$/);
      expect(first.headers.get('Cache-Control')).to.equal('private');
      for (const header of [etag, etag.slice(2), `W/"other", ${etag}`, '*']) {
        const response = await target.get('/upcoming-ipos', { ...key('demo-key'), 'If-None-Match': header });
        expect(response.status, header).to.equal(304);
        expect(await response.text()).to.equal('');
        expect(response.headers.get('ETag')).to.equal(etag);
        expect(response.headers.get('Cache-Control')).to.equal('private');
        expect(response.headers.get('X-RateLimit-Limit')).to.equal('100');
      }
      const stale = await target.get('/upcoming-ipos', { ...key('demo-key'), 'If-None-Match': 'W/"other"' });
      expect(stale.status).to.equal(200);
      expect(stale.headers.get('X-RateLimit-Remaining')).to.equal('94');
    });

    it('changes the ETag with the query but not with an equivalent spelling of it', async () => {
      await open();
      const etagOf = async (query: string) =>
        (await target.get(`/upcoming-ipos${query}`, key('demo-unlimited'))).headers.get('ETag');
      expect(await etagOf('?status=sub')).to.equal(await etagOf(`?status=${encodeURIComponent('청약')}`));
      expect(await etagOf('?limit=20')).to.equal(await etagOf(''));
      expect(await etagOf('?status=sub')).not.to.equal(await etagOf('?status=listed'));
      expect(await etagOf('?limit=5')).not.to.equal(await etagOf(''));
    });

    it('allows X-API-Key and If-None-Match in a CORS preflight and exposes ETag, rate-limit headers and Retry-After', async () => {
      await open();
      const first = await target.get('/upcoming-ipos', key('demo-tiny'));
      const conditional = { ...key('demo-tiny'), 'If-None-Match': first.headers.get('ETag')! };
      // Cross-origin, the browser itself preflights these requests and hides every header not exposed.
      expect((await target.get('/upcoming-ipos', conditional)).status).to.equal(304);
      await target.get('/upcoming-ipos', conditional);
      const limited = await target.get('/upcoming-ipos', conditional);
      expect(limited.headers.get('Retry-After')).to.match(/^\d+$/);
      expect(limited.headers.get('X-RateLimit-Remaining')).to.equal('0');
      if (target.crossOrigin) return;
      const preflight = await target.send('OPTIONS', '/upcoming-ipos');
      expect(preflight.status).to.equal(204);
      expect(preflight.headers.get('Access-Control-Allow-Headers')).to.match(/X-API-Key.*If-None-Match/);
      expect(preflight.headers.get('Access-Control-Allow-Methods')).to.include('GET');
      expect(first.headers.get('Access-Control-Allow-Origin')).to.equal('*');
      expect(first.headers.get('Access-Control-Expose-Headers')).to.equal(
        'ETag, X-RateLimit-Limit, X-RateLimit-Remaining, Retry-After',
      );
    });

    it('injects a 500 internal through the mock-only X-Mock-Fault header', async () => {
      await open();
      await expectError(
        await target.get('/upcoming-ipos', { ...key('demo-key'), 'X-Mock-Fault': 'internal' }),
        500,
        'internal',
      );
    });
  });
}
