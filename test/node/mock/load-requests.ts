/**
 * The requests of the load run: mostly valid queries to the endpoint, and a share of invalid ones, wrong paths and
 * methods, bad or missing keys and conditional requests, each with what its answer must show.
 */
import type { Random } from '../../../src/mock/random.js';
import { weighted } from './choice.js';
import { ENDPOINT, STAGES } from './vocabulary.js';

/** The items of a 200: of this stage, `limit` of them (or all if fewer), SPACs among them or not. */
export interface ItemRule {
  stage: string | null;
  limit: number;
  spacs: boolean;
}

export interface LoadRequest {
  method: string;
  /** Path and query, as sent. */
  target: string;
  /** The 400 code of the query, or null when the query is valid. */
  queryProblem: string | null;
  /** What the items of a 200 must satisfy; null for an invalid query, which gets none. */
  items: ItemRule | null;
  key: string | null;
  /** Sends the ETag of this target's last answer today (`fresh`), or one of another day (`stale`). */
  conditional: 'fresh' | 'stale' | null;
  /** Sends `X-Mock-Fault: internal`, which must give a 500. */
  fault: boolean;
}

const VALID_DATES = ['2026-10-01', '2026-11-15', '2026-11-30', '2026-12-01', '2026-12-24', '2027-01-31'];
const BAD_VALUES: Record<string, readonly string[]> = {
  status: ['SUB', 'subscription', '', '%EC%B2%AD%EC%95%BD%EC%A4%91', 'listed%20', 'null'],
  limit: ['-1', '1.5', 'abc', '', '1e2', '%2B5', '0x10'],
  from: ['2026-02-30', '2026-13-01', '20261101', '', 'tomorrow', '2026-1-1'],
  to: ['2026-02-29', '2026-00-10', '2026/11/01', '', '11-01-2026'],
  spac: ['TRUE', '1', 'no', '', 'False'],
};

function validQuery(random: Random): { params: string[]; items: ItemRule } {
  const params: string[] = [];
  let stage: string | null = null;
  if (random.next() < 0.4) {
    const [value, alias] = random.pick(STAGES);
    stage = value;
    params.push(`status=${random.next() < 0.5 ? encodeURIComponent(value) : alias}`);
  }
  let limit = 20;
  if (random.next() < 0.5) {
    const asked = random.int(0, 150);
    limit = Math.min(asked, 100);
    params.push(`limit=${asked}`);
  }
  if (random.next() < 0.3) {
    const [from, to] = [random.pick(VALID_DATES), random.pick(VALID_DATES)].sort();
    if (random.next() < 0.7) params.push(`from=${from}`);
    if (random.next() < 0.7) params.push(`to=${to}`);
  }
  const spac = random.next() < 0.2 ? random.pick(['true', 'false']) : null;
  if (spac) params.push(`spac=${spac}`);
  // Unknown parameters are ignored, and a repeated one is read at its first value.
  if (random.next() < 0.1) params.push('offset=5');
  if (random.next() < 0.05 && params.length > 0) params.push(`${params[0].split('=')[0]}=junk`);
  return { params, items: { stage, limit, spacs: spac !== 'false' } };
}

function invalidQuery(random: Random): { params: string[]; problem: string } {
  const name = random.pick(['status', 'limit', 'from', 'to', 'range', 'spac']);
  if (name === 'range') return { params: ['from=2026-12-01', 'to=2026-11-30'], problem: 'invalid_range' };
  const params = random.next() < 0.5 ? validQuery(random).params.filter((param) => !param.startsWith(name)) : [];
  params.splice(random.int(0, params.length), 0, `${name}=${random.pick(BAD_VALUES[name])}`);
  return { params, problem: `invalid_${name}` };
}

export function loadRequest(random: Random): LoadRequest {
  const method = weighted(random, [
    [86, 'GET'],
    [7, 'HEAD'],
    [3, 'OPTIONS'],
    [2, 'POST'],
    [2, 'DELETE'],
  ]);
  const path = weighted(random, [
    [92, ENDPOINT],
    [2, `${ENDPOINT}/`],
    [1, '/v1'],
    [1, '/'],
    [2, '/v2/upcoming-ipos'],
    [1, `${ENDPOINT}/x`],
    [1, '/V1/UPCOMING-IPOS'],
  ]);
  const valid = random.next() < 0.75;
  const query = valid ? validQuery(random) : { ...invalidQuery(random), items: null };
  const key = weighted(random, [
    [40, 'demo-key'],
    [8, 'demo-tiny'],
    [30, 'demo-unlimited'],
    [5, 'demo-inactive'],
    [5, 'not-a-key'],
    [12, null],
  ]);
  const conditional = weighted<LoadRequest['conditional']>(random, [
    [25, 'fresh'],
    [5, 'stale'],
    [70, null],
  ]);
  return {
    method,
    target: query.params.length > 0 ? `${path}?${query.params.join('&')}` : path,
    queryProblem: 'problem' in query ? query.problem : null,
    items: query.items,
    key,
    conditional,
    fault: random.next() < 0.01,
  };
}
