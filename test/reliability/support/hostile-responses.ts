/**
 * Hostile and broken answers of `GET /upcoming-ipos`, each of one of two kinds:
 * - rejected: the body cannot be read as a v1 answer, or the answer is an error or impossible; the last good data is
 *   kept, marked stale, with the error of `error`;
 * - accepted: the tolerant parser reads it (wrong types become null, items without id or corp_name are dropped, unknown
 *   fields are ignored); `check` says what it makes of it.
 */
import { expect } from '@esm-bundle/chai/esm/chai.js';
import { HttpResponse } from 'msw';
import type { ListResponse, Offering } from '../../../src/api/types.js';
import { completeOffering } from './complete-offering.js';

type Json = Record<string, unknown>;
type ErrorKind = 'bad_response' | 'server' | 'network' | 'invalid_key' | 'not_found' | 'bad_request' | 'rate_limited';
/** What a load shows: its items and its `count` and `total`. */
export type Shown = Pick<ListResponse, 'count' | 'total'> & { items: readonly Offering[] };

export interface RejectedAnswer {
  kind: 'rejected';
  name: string;
  respond: () => Response;
  error: ErrorKind;
  /** Served to the first call, with nothing stored (an answer only impossible then). */
  cold?: boolean;
}

export interface AcceptedAnswer {
  kind: 'accepted';
  name: string;
  respond: () => Response;
  /** Given what the load shows, and what was shown before. */
  check: (shown: Shown, before: Shown) => void;
  /** The ETag the body is stored with. */
  etag?: string | null;
  /** A name to choose in the list: the panel opens on that offering. */
  select?: string;
}

export type HostileAnswer = RejectedAnswer | AcceptedAnswer;

const ETAG = 'W/"hostile"';
const JSON_TYPE = { 'Content-Type': 'application/json' };

/** A sound v1 body of three complete offerings, which each content case spoils in one way. */
export function soundBody() {
  const items = ['Alpha', 'Bravo', 'Charlie'].map((name, index) =>
    completeOffering(`id-${index}`, name, `2026-11-2${5 + index}`),
  );
  return { version: 'v1', updated_at: '2026-11-20T09:30:00+09:00', count: 3, total: 3, items } as unknown as Json & {
    items: (Offering & Json)[];
  };
}

const text =
  (body: string | Uint8Array | null, headers: Record<string, string> = JSON_TYPE, status = 200) =>
  () =>
    new HttpResponse(body, { status, headers: { ETag: ETAG, ...headers } });
const json = (body: unknown, headers: Record<string, string> = {}) =>
  text(JSON.stringify(body), { ...JSON_TYPE, ...headers });
/** The sound body with one change. */
const spoiled = (change: (body: ReturnType<typeof soundBody>) => void) => {
  const body = soundBody();
  change(body);
  return json(body);
};
const sound = JSON.stringify(soundBody());
const error = (status: number, body: string | null, headers: Record<string, string> = {}) =>
  text(body, headers, status);

const rejected = (name: string, respond: () => Response, kind: ErrorKind = 'bad_response'): RejectedAnswer => ({
  kind: 'rejected',
  name,
  respond,
  error: kind,
});
const accepted = (
  name: string,
  respond: () => Response,
  check: AcceptedAnswer['check'],
  extra: Pick<AcceptedAnswer, 'etag' | 'select'> = {},
): AcceptedAnswer => ({ kind: 'accepted', name, respond, check, ...extra });

/** Three items read, the first with `field` as `value`. */
const firstHas = (field: keyof Offering, value: unknown) => (shown: Shown) => {
  expect(shown.items).to.have.length(3);
  expect(shown.items[0][field]).to.deep.equal(value);
};
/** The names of the items read, in order. */
const names =
  (...expected: string[]) =>
  (shown: Shown) => {
    expect(shown.items.map((item) => item.corp_name)).to.deep.equal(expected);
    expect([shown.count, shown.total]).to.deep.equal([expected.length, expected.length]);
  };

const MALFORMED: HostileAnswer[] = [
  rejected('a body that is not JSON', text('not json at all')),
  rejected(
    'an HTML error page with status 200',
    text('<!doctype html><h1>502 Bad Gateway</h1>', { 'Content-Type': 'text/html' }),
  ),
  rejected('an HTML page labelled as JSON', text('<html><body>Service unavailable</body></html>')),
  rejected('an empty body', text('')),
  rejected('no body and no content type', text(null, {})),
  rejected('a body of white space', text(' \r\n\t ')),
  ...[0.25, 0.5, 0.75].map((share) =>
    rejected(`JSON truncated at ${share * 100}%`, text(sound.slice(0, Math.round(sound.length * share)))),
  ),
  rejected('JSON without its last brace', text(sound.slice(0, -1))),
  rejected('JSON null', json(null)),
  rejected('a JSON number', json(42)),
  rejected('a JSON string', json('items')),
  rejected('a JSON array of items', json(soundBody().items)),
  rejected('JSON true', json(true)),
  rejected(
    'items missing',
    spoiled((body) => delete (body as Json).items),
  ),
  rejected('items inside another object', json({ version: 'v1', data: { items: soundBody().items } })),
  ...['a string', 'an object', 'a number', 'null', 'true'].map((what, index) =>
    rejected(
      `items ${what}`,
      spoiled((body) => ((body as Json).items = ['x', { id: 'x' }, 1, null, true][index])),
    ),
  ),
  rejected('trailing garbage after the JSON', text(sound + 'garbage')),
  rejected('two JSON bodies one after the other', text(sound + sound)),
  rejected('JSON with a comment', text(`/* v1 */ ${sound}`)),
  rejected('single-quoted JSON', text(sound.replaceAll('"', "'"))),
  rejected('NaN in JSON', text(sound.replace('"count":3', '"count":NaN'))),
  rejected('a 204 No Content', text(null, {}, 204)),
];

const WRONG_TYPES: [keyof Offering, unknown, unknown][] = [
  ['stock_code', 5930, null],
  ['market', { name: 'KOSDAQ' }, null],
  ['is_spac', 'true', false],
  ['status', 3, null],
  ['demand_start', 20261116, null],
  ['demand_end', true, null],
  ['sub_start', ['2026-11-25'], null],
  ['sub_end', {}, null],
  ['refund_date', 1, null],
  ['listing_date', false, null],
  ['price_low', '10000', null],
  ['price_high', '12,000', null],
  ['price_final', true, null],
  ['lead_managers', 'KB증권', []],
  ['industry', 7, null],
  ['ceo', ['김대표'], null],
  ['est_date', 2010, null],
  ['homepage', { href: 'https://example.com/' }, null],
  ['dart_url', 1, null],
  ['detail_url', [], null],
  ['subscription_brokers', { 0: 'KB증권' }, []],
];

/** A `count` and a `total` that contradict three items. */
const CONTRADICTIONS = {
  'larger than the items': { count: 999, total: 1 },
  'that are not numbers': { count: -1, total: 'many' },
  'of zero': { count: 0, total: 0 },
};

const NOT_DATES = ['2026-13-45', '2026-02-30', '2026/11/25', '25.11.2026', '2026-11-25T00:00:00Z', 'next week'];

const CONTENT: HostileAnswer[] = [
  ...WRONG_TYPES.map(([field, value, read]) =>
    accepted(
      `${field} as ${JSON.stringify(value)}`,
      spoiled((body) => ((body.items[0] as Json)[field] = value)),
      firstHas(field, read),
    ),
  ),
  accepted(
    'an id that is a number',
    spoiled((body) => ((body.items[0] as Json).id = 42)),
    names('Bravo', 'Charlie'),
  ),
  accepted(
    'a corp_name that is a list',
    spoiled((body) => ((body.items[1] as Json).corp_name = ['Bravo'])),
    names('Alpha', 'Charlie'),
  ),
  accepted(
    'lists holding other things than strings',
    spoiled((body) => ((body.items[0] as Json).lead_managers = ['KB증권', 1, null, {}, ['x']])),
    firstHas('lead_managers', ['KB증권']),
  ),
  accepted(
    'unknown fields, at the top and in items',
    spoiled((body) => {
      Object.assign(body, { next_page: 2, debug: { sql: 'select *' } });
      Object.assign(body.items[0], { rating: 'AAA', extra: [1, 2] });
    }),
    (shown) => {
      expect(shown.items).to.have.length(3);
      expect(shown.items[0]).to.not.have.property('rating');
    },
  ),
  accepted(
    'an unknown status value',
    spoiled((body) => (body.items[0].status = '상장철회')),
    firstHas('status', '상장철회'),
  ),
  accepted(
    '10,000-character strings in every string field',
    spoiled((body) => {
      for (const field of ['corp_name', 'stock_code', 'market', 'status', 'industry', 'ceo', 'homepage'] as const)
        (body.items[0] as Json)[field] = '가'.repeat(10_000);
      body.items[0].lead_managers = ['x'.repeat(10_000)];
    }),
    (shown) => {
      expect(shown.items[0].corp_name).to.have.length(10_000);
      expect(shown.items[0].lead_managers[0]).to.have.length(10_000);
    },
  ),
  accepted(
    '100 items with every field null',
    spoiled((body) => {
      const nulls = Object.fromEntries(Object.keys(body.items[0]).map((field) => [field, null]));
      body.items = Array.from({ length: 100 }, () => ({ ...nulls }) as Offering & Json);
    }),
    names(),
  ),
  accepted(
    '100 items with nothing but an id and a name',
    spoiled((body) => {
      body.items = Array.from({ length: 100 }, (_, index) => ({ id: `n${index}`, corp_name: `N${index}` }) as never);
    }),
    (shown) => {
      expect(shown.items).to.have.length(100);
      expect(shown.items[99]).to.deep.include({ sub_start: null, lead_managers: [], is_spac: false });
    },
  ),
  accepted(
    'duplicate ids',
    spoiled((body) => (body.items[1].id = body.items[0].id)),
    (shown) => expect(shown.items.map((item) => item.id)).to.deep.equal(['id-0', 'id-0', 'id-2']),
    { select: 'Bravo' },
  ),
  ...NOT_DATES.map((date) =>
    accepted(
      `dates that are not dates: ${date}`,
      spoiled((body) => Object.assign(body.items[0], { sub_start: date, sub_end: date, listing_date: date })),
      (shown) => expect(shown.items[0]).to.deep.include({ sub_start: null, sub_end: null, listing_date: null }),
    ),
  ),
  ...Object.entries(CONTRADICTIONS).map(([what, numbers]) =>
    accepted(
      `a count and a total ${what}`,
      spoiled((body) => Object.assign(body, numbers)),
      names('Alpha', 'Bravo', 'Charlie'),
    ),
  ),
  accepted(
    'items without an id or a name, and items that are not objects, left out of count and total',
    spoiled((body) => {
      body.items.push({ corp_name: 'no id' } as never, { id: 'no name' } as never, 'junk' as never, 7 as never);
      Object.assign(body, { count: 7, total: 7 });
    }),
    names('Alpha', 'Bravo', 'Charlie'),
  ),
  accepted(
    'prices that are negative, fractional or endless',
    spoiled((body) => Object.assign(body.items[0], { price_low: -5, price_high: 1.5, price_final: 1e300 })),
    (shown) => expect(shown.items[0]).to.deep.include({ price_low: null, price_high: null, price_final: null }),
  ),
  accepted(
    'ids and fields named like Object.prototype',
    text(sound.replace('"id":"id-0"', '"id":"__proto__","__proto__":{"corp_name":"x"},"constructor":1')),
    (shown) => expect(shown.items.map((item) => item.id)).to.deep.equal(['__proto__', 'id-1', 'id-2']),
    { select: 'Alpha' },
  ),
  accepted(
    'another version',
    spoiled((body) => (body.version = 'v2')),
    names('Alpha', 'Bravo', 'Charlie'),
  ),
  accepted(
    'an updated_at that is not an instant',
    spoiled((body) => (body.updated_at = 'yesterday')),
    names('Alpha', 'Bravo', 'Charlie'),
  ),
  accepted(
    'a byte order mark',
    // As bytes, as a server sends it: WebKit's text() of a body made from a string skips the decoding that drops it.
    text(new TextEncoder().encode(`\ufeff${sound}`)),
    names('Alpha', 'Bravo', 'Charlie'),
  ),
  accepted(
    'bytes that are not UTF-8 in a name',
    () => {
      const bytes = new TextEncoder().encode(sound.replace('Alpha', 'Al~pha'));
      bytes[bytes.indexOf('~'.charCodeAt(0))] = 0xff;
      return new HttpResponse(bytes, { headers: { ...JSON_TYPE, ETag: ETAG } });
    },
    (shown) => expect(shown.items[0].corp_name).to.equal('Al\ufffdpha'),
  ),
  accepted(
    'sound JSON served as text/plain',
    text(sound, { 'Content-Type': 'text/plain' }),
    names('Alpha', 'Bravo', 'Charlie'),
  ),
  accepted(
    'a value nested 5,000 deep',
    text(sound.replace('"ceo":"김대표"', `"ceo":${'['.repeat(5000)}${']'.repeat(5000)}`)),
    firstHas('ceo', null),
  ),
];

const redirect = (status: number, location: string) => error(status, null, { Location: location });

const PROTOCOL: HostileAnswer[] = [
  { ...rejected('a 304 when nothing is cached', error(304, null)), cold: true },
  accepted(
    'a 304 carrying another ETag',
    error(304, null, { ETag: 'W/"another"' }),
    (shown, before) => expect(shown.items).to.deep.equal(before.items),
    { etag: 'W/"another"' },
  ),
  accepted(
    'a 200 without an ETag',
    () => new HttpResponse(sound, { headers: JSON_TYPE }),
    names('Alpha', 'Bravo', 'Charlie'),
    { etag: null },
  ),
  accepted('a 200 with an empty ETag', text(sound, { ...JSON_TYPE, ETag: '' }), names('Alpha', 'Bravo', 'Charlie'), {
    etag: null,
  }),
  rejected(
    'a 429 without Retry-After',
    error(429, JSON.stringify({ error: { code: 'rate_limited', message: 'x' } })),
    'rate_limited',
  ),
  rejected('a 429 whose Retry-After is not a number', error(429, null, { 'Retry-After': 'soon' }), 'rate_limited'),
  rejected(
    'a 401 with a body that is not JSON',
    error(401, '<h1>Unauthorized</h1>', { 'Content-Type': 'text/html' }),
    'invalid_key',
  ),
  rejected(
    'a 500 with a body that is not JSON',
    error(500, 'Internal Server Error', { 'Content-Type': 'text/plain' }),
    'server',
  ),
  rejected(
    'a 503 with an HTML body',
    error(503, '<html>maintenance</html>', { 'Content-Type': 'text/html' }),
    'server',
  ),
  rejected('a 404 with an HTML body', error(404, '<h1>Not Found</h1>', { 'Content-Type': 'text/html' }), 'not_found'),
  rejected('a 400 without a body', error(400, null), 'bad_request'),
  rejected(
    'a 418 with an error body of the wrong shape',
    error(418, JSON.stringify({ error: 'teapot' })),
    'bad_request',
  ),
  ...[301, 302, 307, 308].map((status) =>
    rejected(`a ${status} redirect`, redirect(status, '/v1/upcoming-ipos?moved=1'), 'network'),
  ),
  rejected('a 303 redirect to another origin', redirect(303, 'https://collector.ipo-calendar.test/'), 'network'),
  rejected('a 302 without a Location', error(302, null)),
];

export const HOSTILE_ANSWERS: HostileAnswer[] = [...MALFORMED, ...CONTENT, ...PROTOCOL];
