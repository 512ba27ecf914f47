/**
 * The HTTP layer of the mock server (src/mock/server.ts), byte by byte: what node:http refuses or leaves unanswered
 * gets an answer in the API's error shape, and every body goes with a Content-Length.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { readError } from './answer-shape.js';
import { startLoopbackMock, type LoopbackMock } from './loopback.js';
import { exchange, readAnswer, type Answer } from './raw-http.js';

const NOW = Date.parse('2026-11-23T10:00:00+09:00');

describe('mock server over HTTP/1.1', () => {
  let mock: LoopbackMock;
  before(async () => {
    mock = await startLoopbackMock({ now: () => NOW });
  });
  after(() => mock.close());

  /** Every answer to `request`, in order, read strictly; `head` for a HEAD request. */
  async function answers(request: string, head = false): Promise<Answer[]> {
    const { bytes, error } = await exchange(mock.port, Buffer.from(request, 'latin1'), 5_000);
    assert.equal(error, null);
    const read: Answer[] = [];
    for (let at = 0; at < bytes.length;) {
      const next = readAnswer(bytes, at, head && read.length === 0);
      if ('problem' in next) assert.fail(`${next.problem} in ${JSON.stringify(bytes.toString('latin1'))}`);
      read.push(next.answer);
      at = next.next;
    }
    return read;
  }

  const code = (answer: Answer) => {
    const error = readError(answer.headers.get('content-type'), answer.body);
    return 'value' in error ? error.value.code : error.problem;
  };

  const refused = [
    ['a lowercase method', 'get /v1/upcoming-ipos HTTP/1.1\r\nHost: a\r\n\r\n'],
    ['an unknown method', 'FETCH /v1/upcoming-ipos HTTP/1.1\r\nHost: a\r\n\r\n'],
    ['a request line without a target', 'GET\r\nHost: a\r\n\r\n'],
    ['a broken version', 'GET /v1/upcoming-ipos HTTP/1.x\r\nHost: a\r\n\r\n'],
    ['a header line without a colon', 'GET /v1/upcoming-ipos HTTP/1.1\r\nHost: a\r\nNoColon\r\n\r\n'],
    ['a control character in a header', 'GET /v1/upcoming-ipos HTTP/1.1\r\nHost: a\r\nX-API-Key: demo\x01key\r\n\r\n'],
    ['headers over 16 KB', `GET /v1/upcoming-ipos HTTP/1.1\r\nHost: a\r\nX-Long: ${'v'.repeat(20_000)}\r\n\r\n`],
    [
      'Content-Length and Transfer-Encoding both',
      'GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ],
    ['the HTTP/2 preface', 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'],
    ['PRI as an HTTP/0.9 line', 'PRI /v1/upcoming-ipos\r\n\r\n'],
  ] as const;
  for (const [what, request] of refused) {
    it(`answers ${what} with a 400 bad_request in the error shape, then closes`, async () => {
      const [answer, ...more] = await answers(request);
      assert.deepEqual([answer.status, code(answer), more.length], [400, 'bad_request', 0]);
      assert.equal(answer.headers.get('connection'), 'close');
    });
  }

  it('answers CONNECT, which has no tunnel here, with the JSON 404', async () => {
    const [answer] = await answers('CONNECT 127.0.0.1:443 HTTP/1.1\r\nHost: 127.0.0.1:443\r\n\r\n');
    assert.deepEqual([answer.status, code(answer)], [404, 'not_found']);
  });

  it('answers an HTTP/1.1 request without a Host header, or with two, with a 400 (RFC 9112 §3.2)', async () => {
    const [none] = await answers('GET /v1/upcoming-ipos HTTP/1.1\r\nX-API-Key: demo-key\r\nConnection: close\r\n\r\n');
    assert.deepEqual([none.status, code(none)], [400, 'bad_request']);
    const [two] = await answers('GET /v1/upcoming-ipos HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n');
    assert.deepEqual([two.status, code(two)], [400, 'bad_request']);
    const [head] = await answers('HEAD /v1/upcoming-ipos HTTP/1.1\r\nConnection: close\r\n\r\n', true);
    assert.deepEqual([head.status, head.body.length], [400, 0]);
    const [old] = await answers('GET /v1/upcoming-ipos HTTP/1.0\r\nX-API-Key: demo-unlimited\r\n\r\n');
    assert.equal(old.status, 200, 'HTTP/1.0 needs no Host');
  });

  it('serves a request whose Expect it does not know, rather than a bodiless 417', async () => {
    const [answer] = await answers(
      'GET /v1/upcoming-ipos HTTP/1.1\r\nHost: a\r\nExpect: tea\r\nConnection: close\r\n\r\n',
    );
    assert.deepEqual([answer.status, code(answer)], [401, 'invalid_key']);
  });

  it('answers pipelined requests in order, a refused one last, then closes', async () => {
    const good = 'GET /v1/upcoming-ipos?limit=1 HTTP/1.1\r\nHost: a\r\nX-API-Key: demo-unlimited\r\n\r\n';
    const statuses = (await answers(`${good}${good}get / HTTP/1.1\r\nHost: a\r\n\r\n${good}`)).map(
      (answer) => `${answer.status} ${answer.status === 200 ? 'list' : code(answer)}`,
    );
    assert.deepEqual(statuses, ['200 list', '200 list', '400 bad_request']);
  });

  it('answers a request whose chunked body breaks, then closes without a second answer', async () => {
    const request = 'GET /v1/upcoming-ipos HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n';
    assert.deepEqual(
      (await answers(request)).map((answer) => answer.status),
      [401],
    );
  });

  it('frames bodies with Content-Length, and sends none to HEAD', async () => {
    const key = 'X-API-Key: demo-unlimited\r\nConnection: close\r\n\r\n';
    const [get] = await answers(`GET /v1/upcoming-ipos HTTP/1.1\r\nHost: a\r\n${key}`);
    assert.equal(get.status, 200);
    assert.equal(get.headers.get('content-length'), String(get.body.length));
    const { bytes } = await exchange(
      mock.port,
      Buffer.from(`HEAD /v1/upcoming-ipos HTTP/1.1\r\nHost: a\r\n${key}`),
      5_000,
    );
    const head = readAnswer(bytes, 0, true);
    assert.ok(
      'answer' in head && head.answer.status === 200 && head.next === bytes.length,
      'a HEAD answer ends at its head',
    );
  });
});
