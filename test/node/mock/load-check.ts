/** The problems of one answer of the load run, against what the model expects. */
import type { IncomingHttpHeaders } from 'node:http';
import { readError, readList } from './answer-shape.js';
import type { LoadRequest } from './load-requests.js';
import type { Expected } from './quota-model.js';

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const WEAK_ETAG = /^W\/"[^"]+"$/;

function headerProblems(expected: Expected, headers: IncomingHttpHeaders): string[] {
  const problems: string[] = [];
  const limit = expected.rateLimit?.limit ?? null;
  const remaining = expected.rateLimit?.remaining ?? null;
  for (const [name, value] of [
    ['x-ratelimit-limit', limit],
    ['x-ratelimit-remaining', remaining],
    ['retry-after', expected.retryAfter],
  ] as const) {
    const sent = headers[name] ?? null;
    if (sent !== (value === null ? null : String(value))) problems.push(`${name} ${sent}, expected ${value}`);
  }
  return problems;
}

function bodyProblems(request: LoadRequest, expected: Expected, answer: HttpAnswer): string[] {
  const contentType = answer.headers['content-type'];
  if (request.method === 'HEAD' || answer.status === 204 || answer.status === 304) {
    return answer.body.length > 0 ? [`a body of ${answer.body.length} bytes`] : [];
  }
  if (expected.code !== null) {
    const error = readError(contentType, answer.body);
    if ('problem' in error) return [error.problem];
    return error.value.code === expected.code ? [] : [`code ${error.value.code}, expected ${expected.code}`];
  }
  const list = readList(contentType, answer.body);
  if ('problem' in list) return [list.problem];
  const { count, total, items } = list.value;
  const rule = request.items;
  if (rule === null) return ['a list to an invalid query'];
  const problems: string[] = [];
  // `limit` cuts from the front of the list of `total`.
  if (count !== Math.min(rule.limit, total)) problems.push(`count ${count} of ${total}, limit ${rule.limit}`);
  if (rule.stage !== null && items.some((item) => item.status !== rule.stage))
    problems.push(`an item not ${rule.stage}`);
  if (!rule.spacs && items.some((item) => item.is_spac)) problems.push('a SPAC with spac=false');
  return problems;
}

/** `ifNoneMatch`: the ETag the request sent, which a 304 repeats. */
export function loadProblems(
  request: LoadRequest,
  expected: Expected,
  answer: HttpAnswer,
  ifNoneMatch: string | null,
): string[] {
  if (answer.status !== expected.status) return [`status ${answer.status}, expected ${expected.status}`];
  const problems = [...headerProblems(expected, answer.headers), ...bodyProblems(request, expected, answer)];
  const etag = answer.headers.etag;
  if ((answer.status === 200 || answer.status === 304) && !WEAK_ETAG.test(etag ?? '')) problems.push(`ETag ${etag}`);
  if (answer.status === 304 && etag !== ifNoneMatch) problems.push(`ETag ${etag} after If-None-Match ${ifNoneMatch}`);
  return problems;
}
