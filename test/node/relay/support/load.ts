/**
 * A bounded load run over HTTP on loopback: a fixed list of requests, sent `concurrency` at a time, each from its
 * visitor's own loopback address (127.0.x.y), so that nginx's per-address limit sees visitors, not one client. A
 * visitor sends back the ETag it got for a query, as the element does.
 */
import { Agent, request } from 'node:http';
import { canonicalQuery } from '../../../../src/client/canonical-query.js';
import { visibleSpan } from '../../../../src/calendar/month-grid.js';
import { buildQuery, type QueryConfig } from '../../../../src/model/element-query.js';
import { seededRandom } from '../../../../src/mock/random.js';
import { addMonths, monthOf, type KstMonth } from '../../../../src/time/kst.js';

export interface Planned {
  /** The visitor's loopback address. */
  from: string;
  visitor: number;
  /** The target below the v1 root, e.g. `/upcoming-ipos?limit=20`. */
  path: string;
  attacker: boolean;
}

export interface Figures {
  requests: number;
  /** Answers by status. */
  statuses: Record<string, number>;
  /** Answers other than 200 or 304 to visitors who are not attackers. */
  errors: number;
  /** 503s to visitors who are not attackers. */
  visitor503s: number;
  /** Attackers' requests refused (503). */
  attackerRefused: number;
  p50Ms: number;
  p99Ms: number;
}

/** The queries the element makes on a KST day: three month views, the list, and the list of two statuses. */
export function elementQueries(today: string): string[] {
  const list: QueryConfig = { view: 'list', status: null, range: null, excludeSpac: false, limit: 20 };
  const month = (shown: KstMonth) => buildQuery({ ...list, view: 'month', limit: 100 }, today, visibleSpan(shown));
  const current = monthOf(today);
  return [
    month(current),
    buildQuery(list, today),
    month(addMonths(current, 1)),
    month(addMonths(current, -1)),
    buildQuery({ ...list, status: '청약' }, today),
    buildQuery({ ...list, status: '수요예측' }, today),
  ].map((query) => `/upcoming-ipos?${canonicalQuery(query)}`);
}

/** How often visitors open each of the element's queries, in the order of elementQueries. */
const WEIGHTS = [40, 20, 15, 10, 10, 5];

const visitorAddress = (visitor: number) => `127.0.${1 + Math.floor(visitor / 250)}.${1 + (visitor % 250)}`;

/**
 * `total` requests from `visitors` visitors over the element's queries; `attackShare` of them from attackers, each a
 * distinct valid query (another window of dates) from one of a hundred addresses of their own.
 */
export function plan(today: string, total: number, visitors: number, attackShare: number, seed: number): Planned[] {
  const random = seededRandom(seed);
  const queries = elementQueries(today);
  const pickQuery = () => {
    let roll = random.int(1, 100);
    for (const [index, weight] of WEIGHTS.entries()) if ((roll -= weight) <= 0) return queries[index];
    return queries[0];
  };
  const planned: Planned[] = [];
  for (let i = 0; i < total; i++) {
    const attacker = random.next() < attackShare;
    if (attacker) {
      const day = String(1 + (i % 28)).padStart(2, '0');
      const year = 2000 + (i % 20);
      planned.push({
        from: `127.1.0.${1 + (i % 100)}`,
        visitor: -1,
        path: `/upcoming-ipos?from=${year}-01-${day}&limit=${1 + (i % 99)}`,
        attacker,
      });
    } else {
      const visitor = i % visitors;
      planned.push({ from: visitorAddress(visitor), visitor, path: pickQuery(), attacker });
    }
  }
  return planned;
}

/**
 * Sends `planned` to `baseUrl`, `concurrency` at a time. `onAnswer` hears of each answer (status 0: no answer); an
 * aborted `signal` stops the sending, and the figures count what was sent.
 */
export async function runLoad(
  baseUrl: string,
  planned: Planned[],
  concurrency: number,
  { onAnswer, signal }: { onAnswer?: (status: number) => void; signal?: AbortSignal } = {},
): Promise<Figures> {
  const { hostname, port, pathname } = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxTotalSockets: concurrency });
  const etags = new Map<string, string>();
  const statuses: Record<string, number> = {};
  const timings: number[] = [];
  let errors = 0;
  let visitor503s = 0;
  let attackerRefused = 0;
  let next = 0;

  const send = (item: Planned) =>
    new Promise<{ status: number; etag: string | null }>((resolve, reject) => {
      const known = etags.get(`${item.visitor} ${item.path}`);
      const sent = request(
        {
          hostname,
          port,
          path: pathname + item.path,
          localAddress: item.from,
          agent,
          headers: known ? { 'If-None-Match': known } : {},
          timeout: 30_000,
        },
        (response) => {
          response.resume();
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, etag: (response.headers.etag as string) ?? null }),
          );
        },
      );
      sent.on('timeout', () => sent.destroy(new Error('timed out')));
      sent.on('error', reject);
      sent.end();
    });

  const worker = async () => {
    while (next < planned.length && !signal?.aborted) {
      const item = planned[next++];
      const begun = performance.now();
      const { status, etag } = await send(item).catch(() => ({ status: 0, etag: null }));
      timings.push(performance.now() - begun);
      statuses[status] = (statuses[status] ?? 0) + 1;
      onAnswer?.(status);
      if (item.attacker) {
        if (status === 503) attackerRefused++;
      } else {
        if (status !== 200 && status !== 304) errors++;
        if (status === 503) visitor503s++;
        if (etag) etags.set(`${item.visitor} ${item.path}`, etag);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  timings.sort((a, b) => a - b);
  const percentile = (p: number) =>
    Math.round(timings[Math.min(timings.length - 1, Math.floor(timings.length * p))] * 10) / 10;
  return {
    requests: timings.length,
    statuses,
    errors,
    visitor503s,
    attackerRefused,
    p50Ms: percentile(0.5),
    p99Ms: percentile(0.99),
  };
}
