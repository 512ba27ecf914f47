/**
 * The rules every answer of the fuzz run must follow: well-formed HTTP/1.1 framed by Content-Length, one of the API's
 * statuses (or a 204 to OPTIONS), the error shape on every error that has a body, no body to HEAD, 204 or 304, and a
 * refusal only for a request node:http may refuse.
 */
import { readError, readList } from './answer-shape.js';
import type { FuzzCase } from './fuzz-requests.js';
import { readAnswer, type Answer, type Exchange } from './raw-http.js';

const STATUSES = new Set([200, 304, 400, 401, 404, 429]);

/** The 400 the server sends for bytes it cannot read as a request. */
function isRefusal(answer: Answer): boolean {
  if (answer.status !== 400) return false;
  const error = readError(answer.headers.get('content-type'), answer.body);
  return 'value' in error && error.value.code === 'bad_request';
}

function answerProblems(fuzzCase: FuzzCase, answer: Answer, readAsHead: boolean): string[] {
  const { status, headers, body } = answer;
  const problems: string[] = [];
  if (!STATUSES.has(status) && !(status === 204 && fuzzCase.method === 'OPTIONS')) problems.push(`status ${status}`);
  // No body is read for HEAD, 204 and 304: bytes sent as one are left over, and fail as a second answer.
  const contentType = headers.get('content-type');
  if (!readAsHead && status >= 400) {
    const error = readError(contentType, body);
    if ('problem' in error) problems.push(error.problem);
  } else if (!readAsHead && status === 200) {
    const list = readList(contentType, body);
    if ('problem' in list) problems.push(list.problem);
  }
  if ((status === 200 || status === 304) && !headers.has('etag')) problems.push(`${status} without an ETag`);
  if (fuzzCase.hostProblem && !(readAsHead ? status === 400 : isRefusal(answer))) {
    problems.push(`status ${status} to a request without the one Host header it needs`);
  }
  if (fuzzCase.readable && !fuzzCase.hostProblem && !readAsHead && isRefusal(answer)) {
    problems.push('a request node:http must read was refused');
  }
  return problems;
}

export interface Verdict {
  /** The first answer's status, `400 bad_request` for a refusal, or `none`: for the run's tally. */
  answer: string;
  problems: string[];
}

/**
 * The first answer of an exchange and the problems of the whole. Bytes holding more than one request (a body shorter
 * than its framing says, an HTTP/0.9 line followed by headers) may get more answers: those after the first must be
 * refusals.
 */
export function judge(fuzzCase: FuzzCase, exchange: Exchange): Verdict {
  if (exchange.error) return { answer: 'none', problems: [`the connection: ${exchange.error}`] };
  const { bytes } = exchange;
  if (bytes.length === 0) return { answer: 'none', problems: ['no answer'] };
  const isHead = fuzzCase.method === 'HEAD';
  // A HEAD the server read has an answer without a body; one it refused, a 400 with the error shape.
  let first = readAnswer(bytes, 0, isHead);
  let readAsHead = isHead;
  if (isHead && !fuzzCase.readable && 'answer' in first && first.next < bytes.length) {
    const refused = readAnswer(bytes, 0, false);
    if ('answer' in refused && isRefusal(refused.answer)) [first, readAsHead] = [refused, false];
  }
  if ('problem' in first) return { answer: 'unreadable', problems: [first.problem] };
  const answer = isRefusal(first.answer) ? '400 bad_request' : String(first.answer.status);
  const problems = answerProblems(fuzzCase, first.answer, readAsHead);
  if (first.interim.some((status) => status !== 100 || !fuzzCase.expectsContinue)) {
    problems.push(`interim answers ${first.interim.join(', ')}`);
  }
  for (let at = first.next; at < bytes.length;) {
    const more = readAnswer(bytes, at, false);
    if ('problem' in more) return { answer, problems: [...problems, `after the answer: ${more.problem}`] };
    if (fuzzCase.readable || !isRefusal(more.answer)) problems.push(`a second answer, ${more.answer.status}`);
    at = more.next;
  }
  return { answer, problems };
}
