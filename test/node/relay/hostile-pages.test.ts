/**
 * The reliability suite's hostile and broken answers (test/reliability/support/hostile-responses.ts) as the relay's
 * upstream, through the share pages, the SVG card and the oEmbed JSON, with nothing stored before: each surface of
 * each answer is a case. Each answers well-formed (HTML without a parse error, SVG that an XML parser reads, JSON
 * that parses), without a crash, with the attribution, and with no markup a sound page lacks: only the elements and
 * attributes the relay writes, no handler, no inline script or style, links only http(s). Prints the figure line
 * `npm run reliability` collects.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { http } from 'msw';
import { parse, parseFragment } from 'parse5';
import { Resvg } from '@resvg/resvg-js';
import { HOSTILE_ANSWERS } from '../../reliability/support/hostile-responses.js';
import { FailureLog, printFigure } from '../mock/reliability.js';
import { ENDPOINT, relayHarness, UPSTREAM } from './support/harness.js';

/** The week of the sound body's subscriptions (2026-11-25 to 27): 2026-W48. */
const START = '2026-11-24T10:00:00+09:00';
const ATTRIBUTION = '출처: IPO 일정 API';
/** What the relay's pages and cards are made of. */
const PAGE_ELEMENTS = new Set(
  'html head body meta title link script main ipo-calendar article section h1 h2 ul li a time span p footer strong dl dt dd'.split(
    ' ',
  ),
);
const PAGE_ATTRIBUTES = new Set(
  'lang charset name content property rel href type title src class datetime view stages range base-url brokers'.split(
    ' ',
  ),
);
const SVG_ELEMENTS = new Set(['svg', 'defs', 'clipPath', 'rect', 'g', 'line', 'text']);
/** Bounds the fake clock's steps through a request's retries and their back-off. */
const MAX_STEPS = 100;

interface Node {
  nodeName: string;
  tagName?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  content?: Node;
}

/** Every element under `node`, a template's content included. */
const elementsOf = (node: Node): Node[] => [
  ...(node.tagName ? [node] : []),
  ...[...(node.childNodes ?? []), ...(node.content ? [node.content] : [])].flatMap(elementsOf),
];

/** What is wrong with markup: an element or attribute the relay does not write, a handler, a link not http(s). */
function strangeMarkup(elements: Node[], allowed: Set<string>, attributes: Set<string>): string[] {
  return elements.flatMap((element) => [
    ...(allowed.has(element.tagName!) ? [] : [`element <${element.tagName}>`]),
    ...(element.attrs ?? []).flatMap(({ name, value }) => [
      ...(attributes.has(name) ? [] : [`attribute ${name} on <${element.tagName}>`]),
      ...((name === 'href' || name === 'src') && !/^https?:\/\//.test(value) ? [`link ${value}`] : []),
    ]),
    ...(element.tagName === 'script' && !element.attrs?.some(({ name }) => name === 'src') ? ['inline script'] : []),
  ]);
}

/** A page's problems: parse errors, strange markup, a missing attribution. */
function pageProblems(response: Response, html: string): string[] {
  const errors: string[] = [];
  // parse5 6 reports the tokenizer's parse errors (an attribute or a tag broken out of), which its types do not declare.
  const options = { onParseError: (error: { code: string }) => errors.push(`parse error ${error.code}`) };
  const document = parse(html, options as never) as unknown as Node;
  return [
    ...(response.headers.get('Content-Type') === 'text/html; charset=utf-8' ? [] : ['not HTML']),
    ...errors,
    ...strangeMarkup(elementsOf(document), PAGE_ELEMENTS, PAGE_ATTRIBUTES),
    ...(html.includes(ATTRIBUTION) ? [] : ['no attribution']),
  ];
}

/** A card's problems: not XML, strange markup, a missing attribution. */
function svgProblems(response: Response, svg: string): string[] {
  try {
    // resvg reads the SVG with a strict XML parser (roxmltree); no font is needed to read it.
    new Resvg(svg, { font: { loadSystemFonts: false } });
  } catch (error) {
    return [`not XML: ${(error as Error).message}`];
  }
  const tags = [...svg.matchAll(/<([A-Za-z][\w:-]*)/g)].map(([, tag]) => tag);
  return [
    ...(response.headers.get('Content-Type') === 'image/svg+xml; charset=utf-8' ? [] : ['not SVG']),
    ...tags.filter((tag) => !SVG_ELEMENTS.has(tag)).map((tag) => `element <${tag}>`),
    ...(/\son\w+=|<script|href=/i.test(svg) ? ['a handler, script or link'] : []),
    ...(svg.includes(ATTRIBUTION) ? [] : ['no attribution']),
  ];
}

/** The oEmbed's problems: not JSON, its `html` anything but the embed page's iframe, no provider. */
function oembedProblems(text: string): string[] {
  let body: { html?: string; provider_name?: string; provider_url?: string };
  try {
    body = JSON.parse(text);
  } catch {
    return ['not JSON'];
  }
  const elements = elementsOf(parseFragment(body.html ?? '') as unknown as Node);
  const iframe = new Set(['src', 'width', 'height', 'title', 'sandbox', 'frameborder', 'loading', 'class']);
  return [
    ...(elements.map((element) => element.tagName).join() === 'iframe' ? [] : ['html is not one iframe']),
    ...strangeMarkup(elements, new Set(['iframe']), iframe),
    ...(body.provider_name && body.provider_url ? [] : ['no provider']),
  ];
}

/** The relay's answer to `target`, the fake clock run through its retries. */
async function answered(harness: ReturnType<typeof relayHarness>, target: string): Promise<Response> {
  let done = false;
  const response = harness.get(target);
  response.then(
    () => (done = true),
    () => (done = true),
  );
  for (let step = 0; step < MAX_STEPS && !done; step++)
    if (!(await harness.time.advanceToNext(60_000))) await harness.time.advance(0);
  return response;
}

/** The surfaces each answer goes through, and how each is judged. */
const SURFACES: [string, (response: Response, text: string) => string[]][] = [
  ['/share/week', pageProblems],
  ['/share/offering/id-0', pageProblems],
  ['/share/week.svg', svgProblems],
  ['/share/week.svg?size=post', svgProblems],
  [`/oembed?url=${encodeURIComponent('http://relay.test/share/week')}`, (_, text) => oembedProblems(text)],
];

const failures = new FailureLog();
let cases = 0;
after(() => printFigure('relay-pages', cases, failures.count));

describe('hostile and broken upstream answers through the share pages, the SVG card and oEmbed', () => {
  it('answers each well-formed, with the attribution and no strange markup', async () => {
    for (const answer of HOSTILE_ANSWERS) {
      const harness = relayHarness({
        start: START,
        before: [http.get(`${UPSTREAM}${ENDPOINT}`, () => answer.respond())],
      });
      for (const [target, problemsOf] of SURFACES) {
        cases++;
        try {
          const response = await answered(harness, target);
          const problems = [
            ...([200, 502, 503].includes(response.status) ? [] : [`status ${response.status}`]),
            ...problemsOf(response, await response.text()),
          ];
          if (problems.length) failures.add(`${answer.name}, ${target}: ${problems.join('; ')}`);
        } catch (error) {
          failures.add(`${answer.name}, ${target}: threw ${(error as Error).message}`);
        }
      }
    }
    assert.equal(failures.count, 0, failures.summary());
  });

  it('finds what it looks for: a parse error, an injected element, a handler, a broken SVG', () => {
    const ok = new Response('', { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    const sound = `<!doctype html><html lang="ko"><head><title>t</title></head><body><p>${ATTRIBUTION}</p></body></html>`;
    assert.deepEqual(pageProblems(ok, sound), []);
    const injected = pageProblems(ok, sound.replace('<p>', '<p><img src=x onerror=alert(1)>'));
    assert.ok(injected.includes('element <img>') && injected.includes('attribute onerror on <img>'), injected.join());
    const brokenOut = pageProblems(ok, sound.replace('<p>', '<p><a href="https://x"y>'));
    assert.ok(brokenOut.includes('parse error missing-whitespace-between-attributes'), brokenOut.join());
    const svg = new Response('', { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } });
    const card = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>${ATTRIBUTION}</text></svg>`;
    assert.deepEqual(svgProblems(svg, card), []);
    assert.match(svgProblems(svg, card.replace('</text>', '</txt>'))[0], /^not XML/);
    assert.deepEqual(svgProblems(svg, card.replace('<text>', '<text onclick="x">')), ['a handler, script or link']);
  });
});
