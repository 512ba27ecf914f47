/**
 * The first module (dist/ipo-calendar.js) starts the element's load before the element's chunk has arrived: in a page
 * that includes it as a site does, with the chunk held back by the test server, the API request starts before the
 * chunk's response ends, the element then shows that answer, and the page makes that one request. The README's
 * modulepreload line and the classic script have the chunk requested with the first module. A wrong attribute makes
 * none, and a lazy element far below calls only once it comes near the viewport.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import type { IpoCalendar } from '../../src/element/ipo-calendar.js';
import { startMockServer, type RunningMockServer } from '../support/mock-server.js';
import { scheduled } from '../support/offering.js';

const OFFERINGS = [
  scheduled('a0000000-0000-4000-8000-000000000001', '2026-11-10', { corp_name: '한국테크' }),
  scheduled('a0000000-0000-4000-8000-000000000002', '2026-11-12', { corp_name: '서울바이오' }),
];
/** Long enough that a call waiting for the chunk could not start before it ends. */
const CHUNK_DELAY_MS = 1500;

interface Page {
  window: Window & typeof globalThis;
  element: IpoCalendar;
  /** The page's API requests, the element chunk's requests and the first module's, from Resource Timing. */
  calls(): PerformanceResourceTiming[];
  /** The requests of the chunk `name` (`en.js`). */
  chunkNamed(name: string): PerformanceResourceTiming[];
  chunks(): PerformanceResourceTiming[];
  chunk(): PerformanceResourceTiming | undefined;
  firstModule(): PerformanceResourceTiming | undefined;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

let visits = 0;

/**
 * A page with the first module and one element of `attributes`, after `spacer` pixels: a first visit. With `preload`,
 * the README's optional `<link rel="modulepreload">` of the element's chunk comes before the script; with `classic`,
 * the page includes the classic script, which imports the first module.
 */
async function openPage(
  baseUrl: string,
  attributes: string,
  { spacer = 0, preload = false, classic = false } = {},
): Promise<Page> {
  const scripts = `/visit/${(visits += 1)}`;
  const frame = document.createElement('iframe');
  frame.width = '960';
  frame.height = '900';
  frame.srcdoc =
    '<!doctype html>' +
    (preload ? `<link rel="modulepreload" href="${scripts}/chunks/ipo-calendar.js">` : '') +
    (classic
      ? `<script src="${scripts}/ipo-calendar.iife.js"></script>`
      : `<script type="module" src="${scripts}/ipo-calendar.js"></script>`) +
    `<div style="height: ${spacer}px"></div>` +
    `<ipo-calendar api-key="demo-key" base-url="${escapeAttribute(baseUrl)}" ${attributes}></ipo-calendar>`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  const window = frame.contentWindow as Window & typeof globalThis;
  const entries = () => window.performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const chunks = () => entries().filter((entry) => entry.name.endsWith('/chunks/ipo-calendar.js'));
  return {
    window,
    element: window.document.querySelector('ipo-calendar') as IpoCalendar,
    calls: () => entries().filter((entry) => entry.name.startsWith(baseUrl)),
    chunkNamed: (name) => entries().filter((entry) => entry.name.endsWith(`/chunks/${name}`)),
    chunks,
    chunk: () => chunks()[0],
    firstModule: () => entries().find((entry) => entry.name.endsWith(`${scripts}/ipo-calendar.js`)),
  };
}

/** The element's next `ipo-load` or `ipo-error`. */
const answered = (element: Element) =>
  new Promise<Event>((resolve) => {
    element.addEventListener('ipo-load', resolve, { once: true });
    element.addEventListener('ipo-error', resolve, { once: true });
  });

/** Once the element is defined and has rendered. */
async function defined(page: Page): Promise<void> {
  await page.window.customElements.whenDefined('ipo-calendar');
  await page.element.updateComplete;
}

describe('the first module', function () {
  // The first test to ask builds the bundle.
  this.timeout(120_000);
  let server: RunningMockServer;

  before(async () => {
    server = await startMockServer({ now: '2026-11-21T12:00:00+09:00', data: OFFERINGS });
    await executeServerCommand('delay-file', { file: 'chunks/ipo-calendar.js', ms: CHUNK_DELAY_MS });
  });
  after(async () => {
    await executeServerCommand('delay-file', { file: 'chunks/ipo-calendar.js', ms: 0 });
    await server?.stop();
  });
  afterEach(() => {
    for (const frame of document.querySelectorAll('iframe')) frame.remove();
    localStorage.clear();
  });

  it('sends an eager element’s call before the element’s chunk has arrived, and makes no other', async () => {
    const page = await openPage(server.baseUrl, 'view="month" range="2026-11" loading="eager"');
    const answer = answered(page.element);
    await defined(page);
    expect((await answer).type).to.equal('ipo-load');
    const [call, ...others] = page.calls();
    expect(others, 'one call').to.deep.equal([]);
    expect(call.startTime, 'the call starts before the chunk has arrived').to.be.below(page.chunk()!.responseEnd);
    expect(page.element.items.map((item) => item.corp_name)).to.have.members(['한국테크', '서울바이오']);
  });

  it('sends a lazy element’s call in view before the chunk has arrived', async () => {
    const page = await openPage(server.baseUrl, 'view="list" range="2026-11"');
    const answer = answered(page.element);
    await defined(page);
    expect((await answer).type).to.equal('ipo-load');
    expect(page.calls()).to.have.length(1);
    expect(page.calls()[0].startTime).to.be.below(page.chunk()!.responseEnd);
  });

  // Without the line, or from the old classic script, the chunk's request waits for the first module to arrive and run.
  const EARLY_CHUNK_PAGES = [
    { how: 'with the README’s modulepreload line', options: { preload: true } },
    { how: 'from the classic script', options: { classic: true } },
  ];
  for (const { how, options } of EARLY_CHUNK_PAGES) {
    it(`fetches the chunk once, with the first module, not a round trip after it, ${how}`, async () => {
      // The first module held back as long as the chunk: a chunk asked for only once it had arrived would start later.
      await executeServerCommand('delay-file', { file: 'ipo-calendar.js', ms: CHUNK_DELAY_MS });
      try {
        const page = await openPage(server.baseUrl, 'view="month" range="2026-11" loading="eager"', options);
        const answer = answered(page.element);
        await defined(page);
        expect((await answer).type).to.equal('ipo-load');
        expect(page.chunks(), 'the first module imports the chunk already asked for').to.have.length(1);
        expect(page.chunk()!.startTime, 'requested before the first module arrived').to.be.below(
          page.firstModule()!.responseEnd,
        );
        expect(page.calls()).to.have.length(1);
        expect(page.element.items.map((item) => item.corp_name)).to.have.members(['한국테크', '서울바이오']);
      } finally {
        await executeServerCommand('delay-file', { file: 'ipo-calendar.js', ms: 0 });
      }
    });
  }

  it('asks for English and the broker table with the element’s chunk, not a round trip after it', async () => {
    const page = await openPage(server.baseUrl, 'view="month" range="2026-11" lang="en" brokers="키움"');
    const answer = answered(page.element);
    await defined(page);
    expect((await answer).type).to.equal('ipo-load');
    for (const name of ['en.js', 'names.js']) {
      const requests = page.chunkNamed(name);
      expect(requests, `${name} once`).to.have.length(1);
      expect(requests[0].startTime, `${name} requested before the element's chunk arrived`).to.be.below(
        page.chunk()!.responseEnd,
      );
    }
    expect(page.calls()).to.have.length(1);
    expect(page.element.shadowRoot!.textContent, 'drawn in English').to.include('November 2026');
  });

  it('makes no call for a wrong attribute', async () => {
    const page = await openPage(server.baseUrl, 'view="month" status="nope" loading="eager"');
    await defined(page);
    expect(page.element.shadowRoot!.textContent).to.include('status');
    expect(page.calls()).to.deep.equal([]);
  });

  it('waits for a lazy element far below to come near the viewport', async () => {
    const page = await openPage(server.baseUrl, 'view="month" range="2026-11"', { spacer: 3000 });
    await defined(page);
    expect(page.calls(), 'no call out of view').to.deep.equal([]);
    const answer = answered(page.element);
    page.element.scrollIntoView();
    expect((await answer).type).to.equal('ipo-load');
    expect(page.calls()).to.have.length(1);
  });
});
