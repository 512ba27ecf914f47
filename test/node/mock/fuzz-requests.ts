/**
 * Random HTTP/1.1 requests for the fuzz run, as bytes: methods, request targets, query strings, versions, headers and
 * bodies, each drawn from valid values and from ones that break a rule. A case knows whether node:http must read it
 * (every part valid HTTP/1.1 that node:http knows) or may refuse it. No case sends a mock-only `X-Mock-*` header.
 */
import { METHODS } from 'node:http';
import type { Random } from '../../../src/mock/random.js';
import { shuffle, weighted } from './choice.js';
import { ENDPOINT, STAGES } from './vocabulary.js';

export interface FuzzCase {
  bytes: Buffer;
  /** The method as sent, which may be no method at all. */
  method: string;
  /** True when node:http must read the request; false when it may refuse it instead. */
  readable: boolean;
  /** A readable request without the one Host header it needs: its answer is a 400. */
  hostProblem: boolean;
  /** Sends an Expect with 100-continue, which a `100 Continue` may precede the answer to. */
  expectsContinue: boolean;
}

/** A piece of a request in latin1 (one character, one byte), and whether node:http reads it. */
interface Part {
  text: string;
  readable: boolean;
}

const ok = (text: string): Part => ({ text, readable: true });
const odd = (text: string): Part => ({ text, readable: false });

/** A weighted choice of parts made on demand, so that only the chosen one draws from the PRNG. */
const choose = <T>(random: Random, choices: readonly (readonly [number, () => T])[]): T => weighted(random, choices)();

const TCHARS = "!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const PCHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=:@";
const PRINTABLE = Array.from({ length: 95 }, (_, index) => String.fromCharCode(0x20 + index)).join('');
const OBS_TEXT = Array.from({ length: 128 }, (_, index) => String.fromCharCode(0x80 + index)).join('');
/** Control characters other than HTAB, and DEL: never valid in a request line or a header. */
const CONTROLS = Array.from({ length: 32 }, (_, index) => String.fromCharCode(index))
  .filter((char) => char !== '\t')
  .join('')
  .concat('\x7f');

function text(random: Random, alphabet: string, min: number, max: number): string {
  return Array.from({ length: random.int(min, max) }, () => alphabet[random.int(0, alphabet.length - 1)]).join('');
}

/** UTF-8 bytes of a string, as latin1 characters. */
const utf8 = (value: string) => Buffer.from(value, 'utf8').toString('latin1');

/** Under node:http's limit of 16 KB for the request line and headers, with room for what it counts besides. */
const MAX_READABLE_HEAD = 15_000;

/** Header names the case sets itself (framing, the connection) or must never send (the mock's controls). */
const RESERVED_HEADER = /^(host|content-length|transfer-encoding|connection|expect|upgrade|te|x-mock-.*)$/i;

function method(random: Random): Part {
  const known = METHODS.filter((name) => name !== 'CONNECT');
  return choose<Part>(random, [
    [40, () => ok('GET')],
    [10, () => ok('HEAD')],
    [8, () => ok('OPTIONS')],
    [10, () => ok(random.pick(known))],
    // node:http reads CONNECT, but hands it to the server's `connect` listener, which answers it apart.
    [2, () => odd('CONNECT')],
    [5, () => odd(random.pick(['get', 'Get', 'head', 'options', 'pOST', 'Delete']))],
    [
      4,
      () => {
        const token = text(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ-', 1, 12);
        return { text: token, readable: METHODS.includes(token) && token !== 'CONNECT' };
      },
    ],
    [1, () => odd(text(random, `${CONTROLS}${OBS_TEXT}"(),/:;<=>?@[\\]{}`, 1, 8))],
    [0.5, () => odd('')],
    [0.5, () => odd('PRI')],
    [0.5, () => odd('G'.repeat(random.int(30, 300)))],
  ]);
}

/** The endpoint's parameters, with values valid and not. */
const PARAMETER_VALUES = new Map<string, readonly string[]>([
  ['status', [...STAGES.flat(), 'SUB', 'sub ', '청약중', 'null', 'sub,listed']],
  ['limit', ['0', '1', '20', '100', '101', '99999999999999999999999', '-1', '1.5', '1e2', ' 5', '0x10', '０', '+5']],
  ['from', ['2026-11-01', '2026-02-30', '2026-13-01', '0000-01-01', '9999-12-31', '20261101', '2026-1-1']],
  ['to', ['2026-12-31', '2026-02-29', '1999-01-01', '9999-12-31', '2026-11-23T00:00', 'today']],
  ['spac', ['true', 'false', 'TRUE', '0', '1', 'yes', 'false ']],
]);

/** A query string of valid syntax (every byte percent-encoded where it must be), values good and bad. */
function query(random: Random): string {
  const params = Array.from({ length: random.int(0, 6) }, () => {
    const name = choose(random, [
      [70, () => random.pick([...PARAMETER_VALUES.keys()])],
      [10, () => random.pick(['offset', 'page', 'Status', 'LIMIT', 'api_key', 'callback'])],
      [10, () => text(random, 'abcdefghijklmnopqrstuvwxyz_', 1, 12)],
      [10, () => encodeURIComponent(text(random, PRINTABLE, 0, 10))],
    ]);
    const values = PARAMETER_VALUES.get(name) ?? ['1', 'x'];
    return choose(random, [
      [80, () => `${name}=${encodeURIComponent(random.pick(values))}`],
      [8, () => `${name}=${encodeURIComponent(text(random, PRINTABLE, 0, 20))}`],
      [4, () => `${name}=`],
      [4, () => name],
      [4, () => `${name}=${encodeURIComponent(text(random, PRINTABLE, 200, 2000))}`],
    ]);
  });
  return choose(random, [
    [85, () => (params.length > 0 ? `?${params.join('&')}` : '')],
    [5, () => `?${params.join('&&')}&`],
    [5, () => '?'],
    [5, () => `?${params.join(';')}`],
  ]);
}

function segment(random: Random): string {
  return choose(random, [
    [80, () => text(random, PCHARS, 0, 16)],
    [10, () => encodeURIComponent(text(random, PRINTABLE, 1, 8))],
    [10, () => random.pick(['.', '..', 'v1', 'upcoming-ipos', '%2e%2e', '%2F'])],
  ]);
}

function target(random: Random): Part {
  return choose<Part>(random, [
    [55, () => ok(`${ENDPOINT}${query(random)}`)],
    [15, () => ok(`/${Array.from({ length: random.int(0, 5) }, () => segment(random)).join('/')}${query(random)}`)],
    [
      8,
      () =>
        ok(
          random.pick([
            '/',
            '/v1',
            '/v1/',
            `${ENDPOINT}/`,
            '/v2/upcoming-ipos',
            `${ENDPOINT}/extra`,
            '/V1/UPCOMING-IPOS',
            '//',
            '//elsewhere.example/v1/upcoming-ipos',
            '/v1/./upcoming-ipos',
            '/v1/../v1/upcoming-ipos',
            '/v1/upcoming%2Dipos',
            `${ENDPOINT}%00`,
            `${ENDPOINT};jsessionid=1`,
          ]),
        ),
    ],
    [
      5,
      () =>
        ok(
          `http://${random.pick(['127.0.0.1', 'localhost:8787', 'api.example'])}${random.pick([ENDPOINT, '/', '/v1'])}${query(random)}`,
        ),
    ],
    [3, () => ok(`/${text(random, PCHARS, 1000, 6000)}`)],
    [2, () => odd('*')],
    [1, () => odd(random.pick(['example.com:443', '127.0.0.1:80', '[::1]:443', `http://user@host${ENDPOINT}`]))],
    [0.5, () => odd(`/${'a'.repeat(random.int(17_000, 20_000))}`)],
    [
      5,
      () =>
        odd(
          `${ENDPOINT}?status=${random.pick([' ', '\t', utf8('청약'), '#x', '"', '<', '{', '\\', '|', '^', '`'])}${text(random, `${CONTROLS}${OBS_TEXT}`, 0, 3)}`,
        ),
    ],
    [2, () => odd(`${ENDPOINT}?${random.pick(['%', '%zz', 'a=%E', 'a=%%'])}`)],
    [0.5, () => odd('')],
    [1, () => odd(random.pick(['v1/upcoming-ipos', 'upcoming-ipos', '?status=sub']))],
  ]);
}

function version(random: Random): Part {
  return choose<Part>(random, [
    [85, () => ok('HTTP/1.1')],
    [8, () => ok('HTTP/1.0')],
    [
      7,
      () =>
        odd(
          random.pick(['HTTP/2.0', 'HTTP/1.2', 'HTTP/0.9', 'http/1.1', 'HTTP/1', 'HTTP/11', 'HTTP/1.1 ', 'HTTP/3', '']),
        ),
    ],
  ]);
}

function hostHeaders(random: Random): Part[] {
  const host = () =>
    ok(`Host: ${random.pick(['127.0.0.1', '127.0.0.1:8787', 'localhost', 'api.example', '', '[::1]:8080'])}`);
  return choose(random, [
    [90, () => [host()]],
    [5, () => []],
    [5, () => [host(), host()]],
  ]);
}

function apiKeyValue(random: Random): Part {
  return choose<Part>(random, [
    [30, () => ok('demo-key')],
    [25, () => ok('demo-unlimited')],
    [8, () => ok('demo-tiny')],
    [5, () => ok('demo-inactive')],
    [3, () => ok('')],
    [3, () => ok(' demo-key ')],
    [3, () => ok('DEMO-KEY')],
    [3, () => ok('demo-key, demo-unlimited')],
    [10, () => ok(text(random, TCHARS, 1, 40))],
    [2, () => ok(text(random, TCHARS, 3000, 6000))],
    [2, () => ok(`demo-key${text(random, OBS_TEXT, 1, 4)}`)],
    [2, () => odd(`demo-key${text(random, CONTROLS, 1, 2)}`)],
  ]);
}

const COMMON_HEADERS: readonly (readonly [string, readonly string[]])[] = [
  ['Accept', ['application/json', '*/*', 'text/html,application/xhtml+xml;q=0.9', '']],
  ['Accept-Encoding', ['gzip, deflate, br', 'identity', '*;q=0']],
  ['Accept-Language', ['ko-KR,ko;q=0.9,en;q=0.8', 'en']],
  ['User-Agent', ['Mozilla/5.0 (X11; Linux x86_64)', 'curl/8.5.0', '']],
  ['Origin', ['https://site.example', 'null', 'http://127.0.0.1:5173']],
  ['Referer', ['https://site.example/page', 'about:blank']],
  ['Cookie', ['a=1; b=2', 'session=' + 'x'.repeat(200)]],
  ['Authorization', ['Bearer demo-key', 'Basic ZGVtbzprZXk=']],
  ['Cache-Control', ['no-cache', 'max-age=0', 'no-store']],
  ['Pragma', ['no-cache']],
  ['Range', ['bytes=0-10', 'bytes=-5', 'items=0-1']],
  ['If-Modified-Since', ['Sat, 21 Nov 2026 00:00:00 GMT', 'yesterday']],
  ['If-None-Match', ['*', 'W/"abc"', '"abc"', 'W/"0000000000000000", *', 'garbage', '', 'W/']],
  ['Content-Type', ['application/json', 'text/plain; charset=utf-8', 'multipart/form-data; boundary=x']],
  ['X-Forwarded-For', ['203.0.113.7', '127.0.0.1, 10.0.0.1']],
  ['X-Requested-With', ['XMLHttpRequest']],
  ['Sec-Fetch-Mode', ['cors', 'navigate']],
  ['Access-Control-Request-Method', ['GET', 'POST', 'DELETE']],
  ['Access-Control-Request-Headers', ['x-api-key', 'x-api-key, if-none-match', 'content-type']],
];

function randomHeader(random: Random): Part {
  let name = text(random, TCHARS, 1, 30);
  while (RESERVED_HEADER.test(name)) name = text(random, TCHARS, 1, 30);
  return choose<Part>(random, [
    [85, () => ok(`${name}: ${text(random, PRINTABLE, 0, 60).trim()}`)],
    [10, () => ok(`${name}: ${text(random, `${PRINTABLE}${OBS_TEXT}`, 1, 60).trim()}`)],
    [5, () => odd(`${name}: ${text(random, PRINTABLE, 0, 10)}${text(random, CONTROLS, 1, 2)}x`)],
  ]);
}

function brokenHeader(random: Random): Part {
  return odd(
    random.pick([
      'NoColonHere',
      'Bad Name: x',
      ' folded continuation',
      ': no-name',
      'Name\t: tab before the colon',
      'X-\x00: nul',
      `X-Long: ${'v'.repeat(random.int(17_000, 20_000))}`,
      'X-API-Key : demo-key',
      utf8('X-한글: 값'),
    ]),
  );
}

function otherHeaders(random: Random): Part[] {
  const headers: Part[] = [];
  for (let count = random.int(0, 6); count > 0; count -= 1) {
    const [name, values] = random.pick(COMMON_HEADERS);
    headers.push(ok(`${name}: ${random.pick(values)}`));
  }
  for (
    let count = choose(random, [
      [70, () => 0],
      [28, () => random.int(1, 4)],
      [2, () => random.int(50, 150)],
    ]);
    count > 0;
    count -= 1
  ) {
    headers.push(randomHeader(random));
  }
  if (random.next() < 0.05) headers.push(brokenHeader(random));
  return headers;
}

/** Framing headers and the body they frame. */
function body(random: Random): { headers: Part[]; body: Part } {
  const content = () => text(random, `${PRINTABLE}${OBS_TEXT}`, 1, 64);
  return choose(random, [
    [89, () => ({ headers: [], body: ok('') })],
    [
      5,
      () => {
        const value = content();
        return { headers: [ok(`Content-Length: ${value.length}`)], body: ok(value) };
      },
    ],
    [
      3,
      () => {
        const value = content();
        return {
          headers: [ok('Transfer-Encoding: chunked')],
          body: ok(`${value.length.toString(16)}\r\n${value}\r\n0\r\n\r\n`),
        };
      },
    ],
    [
      3,
      () =>
        random.pick([
          { headers: [odd('Content-Length: abc')], body: odd('') },
          { headers: [odd('Content-Length: -1')], body: odd('') },
          { headers: [odd('Content-Length: 5'), odd('Content-Length: 6')], body: odd('12345') },
          { headers: [odd('Content-Length: 5'), odd('Transfer-Encoding: chunked')], body: odd('0\r\n\r\n') },
          { headers: [odd('Transfer-Encoding: chunked')], body: odd('zz\r\nnot a chunk\r\n') },
          { headers: [odd('Transfer-Encoding: gzip, chunked')], body: odd('0\r\n\r\n') },
          { headers: [odd('Content-Length: 3')], body: odd('0123456789') },
          { headers: [odd('Content-Length: 30')], body: odd('0123') },
        ]),
    ],
  ]);
}

function expectHeader(random: Random): Part[] {
  return choose(random, [
    [95, () => []],
    [3, () => [ok('Expect: 100-continue')]],
    [2, () => [ok(`Expect: ${random.pick(['foo', '100-continue, foo', '200-ok'])}`)]],
  ]);
}

export function fuzzCase(random: Random): FuzzCase {
  const requestMethod = method(random);
  const requestTarget = target(random);
  const requestVersion = version(random);
  const hosts = hostHeaders(random);
  const keys = choose(random, [
    [75, () => [apiKeyValue(random)]],
    [20, () => []],
    [5, () => [apiKeyValue(random), apiKeyValue(random)]],
  ]).map((value) => ({ ...value, text: `X-API-Key: ${value.text}` }));
  const expects = expectHeader(random);
  const framing = body(random);
  const headers = [...hosts, ...keys, ...otherHeaders(random), ...expects, ...framing.headers];
  // Random headers go anywhere; the connection closes after one answer, so that the answer ends where the bytes do.
  shuffle(headers, random).push(ok('Connection: close'));
  const lineEnd = random.next() < 0.03 ? odd('\n') : ok('\r\n');
  const requestLine = [requestMethod.text, requestTarget.text, requestVersion.text].filter(Boolean).join(' ');
  const parts = [requestMethod, requestTarget, requestVersion, lineEnd, framing.body, ...headers];
  const head = [requestLine, ...headers.map((header) => header.text)].join(lineEnd.text);
  const readable =
    parts.every((part) => part.readable) &&
    // node:http reads at most 16 KB of request line and headers.
    head.length <= MAX_READABLE_HEAD &&
    // RFC 9112 §6.1: Transfer-Encoding in an HTTP/1.0 request makes its framing faulty.
    !(requestVersion.text !== 'HTTP/1.1' && framing.headers.some((header) => header.text.startsWith('Transfer-')));
  return {
    bytes: Buffer.from(`${head}${lineEnd.text}${lineEnd.text}${framing.body.text}`, 'latin1'),
    method: requestMethod.text,
    readable,
    hostProblem: readable && (hosts.length > 1 || (hosts.length === 0 && requestVersion.text === 'HTTP/1.1')),
    // node:http finds 100-continue in a list too.
    expectsContinue: expects.some((header) => header.text.includes('100-continue')),
  };
}
