/**
 * `npm run screenshot` writes the pictures in docs/: the README's picture of the demo (docs/screenshot.png), and those
 * of the investor features (docs/brokers-month.png, docs/brokers-list.png, docs/change-badge.png, docs/plan.png). It
 * builds the static demo site, serves it on loopback and photographs it in the system's Chromium (CHROME_PATH to use
 * another), each picture in a browser context of its own (a reader's first visit), on one fixed instant: the same day
 * and data at every run.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS } from './chromium-args.mjs';
import { pinnedPage } from '../test/clock/page-script.mjs';
import { buildDemo, serveStatic } from './static-site.mjs';

/**
 * Monday 2026-11-23, 10:00 KST: November's offerings are in every stage, and the next to open, 씨엔바이오 (demand
 * forecasting from the 24th, 대신증권 its lead manager), stays in December's list when a correction moves it.
 */
const INSTANT = Date.parse('2026-11-23T10:00:00+09:00');
/** The reader's brokers: two firms that take several of the month's offerings. */
const READER_BROKERS = ['대신증권', '키움증권'];
/**
 * Two subscriptions of the week of 11-30 that the plan's picture marks: 새론네트웍스 (11-27–30, its refund 12-02, at
 * KB증권 and NH투자증권, where the reader has no account) and 세움헬스케어 (from 11-30, before that refund).
 */
const PLANNED = ['새론네트웍스', '세움헬스케어'];
/** The list's offerings a picture shows: enough for both kinds of access line. */
const LIST_ITEMS = 6;

const docs = (name: string) => fileURLToPath(new URL(`../docs/${name}`, import.meta.url)) as `${string}.png`;

/** Resolves once the element's shadow root holds a node `selector` matches. */
const shown = (page: Page, selector: string) =>
  page.waitForFunction(
    (wanted) => document.querySelector('ipo-calendar')?.shadowRoot?.querySelector(wanted),
    { timeout: 30_000 },
    selector,
  );

/** A reader's first visit: a context of its own, on the fixed instant, in the light colour scheme, data shown. */
async function visit(browser: Browser, url: string, query: string, height: number): Promise<Page> {
  const context = await browser.createBrowserContext();
  const page = await pinnedPage(context, INSTANT);
  await page.setViewport({ width: 1280, height });
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'light' }]);
  await page.goto(`${url}${query}`);
  await shown(page, '[role="gridcell"] .bar, [part~="item"]');
  return page;
}

/**
 * Clicks, once it is drawn, the node of the element that `selector` and `text` name: with the pointer, as a reader
 * does, so that focus follows.
 */
async function click(page: Page, selector: string, text?: string): Promise<void> {
  const node = await page.waitForFunction(
    (wanted, label) =>
      [...document.querySelector('ipo-calendar')!.shadowRoot!.querySelectorAll(wanted)].find(
        (candidate) => label === null || candidate.textContent!.trim() === label,
      ),
    { timeout: 30_000 },
    selector,
    text ?? null,
  );
  await (node as ElementHandle<Element>).click();
}

/** Chooses brokers in the reader's picker: the toolbar's button, a checkbox for each, then the picker's close button. */
async function chooseBrokers(page: Page, names: readonly string[]): Promise<void> {
  await click(page, '[part~="brokers"]');
  for (const name of names) {
    await click(page, '[part~="broker-options"] label', name);
    await page.waitForFunction(
      (wanted) =>
        document
          .querySelector('ipo-calendar')!
          .shadowRoot!.querySelector('[part~="brokers"]')!
          .textContent!.includes(wanted),
      {},
      name,
    );
  }
  await click(page, '[part~="close"]');
  await shown(page, '.bar.mine, [part~="item"][part~="mine"]');
}

/** Presses a control of the demo by its text. */
async function press(page: Page, text: string): Promise<void> {
  const control = await page.evaluateHandle(
    (wanted) => [...document.querySelectorAll('button')].find((button) => button.textContent!.trim() === wanted),
    text,
  );
  await (control as ElementHandle<Element>).click();
}

/** The element's box, to the bottom of its `items`th list item when given, in page coordinates. */
const elementBox = (page: Page, items?: number) =>
  page.evaluate((count) => {
    const element = document.querySelector('ipo-calendar')!;
    const box = element.getBoundingClientRect();
    const last = count ? element.shadowRoot!.querySelectorAll('[part~="item"]')[count - 1] : null;
    const bottom = last ? last.getBoundingClientRect().bottom : box.bottom;
    return { x: box.x + scrollX, y: box.y + scrollY, width: box.width, height: bottom - box.y };
  }, items);

type Box = Awaited<ReturnType<typeof elementBox>>;

async function photograph(page: Page, file: string, clip: Box): Promise<void> {
  // No hover state in the picture.
  await page.mouse.move(0, 0);
  await page.screenshot({ path: docs(file), clip });
  console.log(`wrote docs/${file}`);
  await page.browserContext().close();
}

const shots: ((browser: Browser, url: string) => Promise<void>)[] = [
  /** The workbench, down to the element's panel: the attributes beside the element's month. */
  async (browser, url) => {
    const page = await visit(browser, url, '', 1100);
    const bottom = await page.evaluate(
      () => document.querySelector('#stage')!.getBoundingClientRect().bottom + scrollY,
    );
    await photograph(page, 'screenshot.png', { x: 0, y: 0, width: 1280, height: Math.ceil(bottom) + 8 });
  },
  /** The month with the reader's brokers: a ringed ✓ bar where they can subscribe. */
  async (browser, url) => {
    const page = await visit(browser, url, '', 1000);
    await chooseBrokers(page, READER_BROKERS);
    await photograph(page, 'brokers-month.png', await elementBox(page));
  },
  /** The list with the reader's brokers: "청약 가능: …" and "계좌 필요: …". */
  async (browser, url) => {
    const page = await visit(browser, url, '?view=list', 1000);
    await chooseBrokers(page, READER_BROKERS);
    await photograph(page, 'brokers-list.png', await elementBox(page, LIST_ITEMS));
  },
  /**
   * December's offerings that the reader's brokers take, after a correction moved one of them: its badge says what
   * moved from what to what.
   */
  async (browser, url) => {
    const page = await visit(browser, url, '?view=list&range=2026-12', 1000);
    await chooseBrokers(page, READER_BROKERS);
    await click(page, '[part~="only-mine"]');
    await press(page, 'File a correction (정정신고서)');
    await shown(page, '[part~="item"][part~="changed"] [part~="badge"][part~="change"]');
    await photograph(page, 'change-badge.png', await elementBox(page));
  },
  /** The reader's plan: two subscriptions of one week, their deposits, the overlap, an account, the cash strip. */
  async (browser, url) => {
    const page = await visit(browser, url, '?view=list&status=sub_upcoming', 1000);
    await chooseBrokers(page, READER_BROKERS);
    for (const name of PLANNED) await click(page, '[part~="plan"]', `청약 계획: ${name}`);
    await shown(page, '[part~="item"][part~="overlap"]');
    await shown(page, '[part~="cash"]');
    await photograph(page, 'plan.png', await elementBox(page));
  },
];

const outDir = await mkdtemp(join(tmpdir(), 'ipo-screenshot-'));
await buildDemo(outDir);
const { server, url } = await serveStatic(outDir);
const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
try {
  for (const shoot of shots) await shoot(browser, url);
} finally {
  await browser.close();
  server.close();
  await rm(outDir, { recursive: true, force: true });
}
