// Server-side commands for the demo's browser test: build the static demo site (once per test run, `built-demo-ready`),
// serve it at the root of its own origin (127.0.0.1, a free port), open it in a fresh browser context of the runner's
// Chromium (so its service worker registers anew), and report what the page shows, on a fixed day: first, after a
// reload, and after each of the mock's controls; before and after a correction; and at a given viewport size, where its
// parts are laid out. Each command answers within the runner's limit (test/support/page-wait.mjs).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildDemo, serveStatic } from '../../scripts/static-site.mjs';
import { pinnedPage } from '../clock/page-script.mjs';
import { axeViolations } from '../support/page-axe.mjs';
import { COMMAND_BUDGET_MS, commandDeadline, waitInPage } from '../support/page-wait.mjs';

/** What the page shows: read inside it, the element's shadow root included. */
function readPage() {
  const calendar = document.querySelector('ipo-calendar');
  const shadow = calendar?.shadowRoot;
  return {
    controller: navigator.serviceWorker.controller?.scriptURL ?? null,
    title: shadow?.querySelector('#month-title')?.textContent ?? null,
    daysWithEntries: shadow?.querySelectorAll(
      '[role="gridcell"][part~="has-sub"], [role="gridcell"][part~="has-listing"]',
    ).length,
    quota: shadow?.querySelector('[part~="quota"]')?.textContent?.replace(/\s+/g, ' ').trim() ?? null,
    log: [...document.querySelectorAll('#log tbody tr')].map((row) =>
      [...row.cells].map((cell) => cell.textContent.replace(/\s+/g, ' ').trim()),
    ),
  };
}

/** Presses a control of the page by its text. */
const press = (page, text) =>
  page.evaluate((wanted) => {
    [...document.querySelectorAll('button, label')].find((node) => node.textContent.trim() === wanted).click();
  }, text);

/** What the element shows, for a wait's failure: its month, and its first lines of text. */
function shownNow() {
  const shadow = document.querySelector('ipo-calendar')?.shadowRoot;
  if (!shadow) return 'no <ipo-calendar> with a shadow root';
  return {
    month: shadow.querySelector('#month-title')?.textContent ?? null,
    text: shadow.textContent.replace(/\s+/g, ' ').trim().slice(0, 300),
  };
}

/** Resolves once the element shows a day with an entry (by `deadline`). */
const shown = (page, deadline) =>
  waitInPage(page, deadline, {
    what: 'a day cell with an entry ([role="gridcell"][part~="has-sub"] or [part~="has-listing"])',
    until: () =>
      document
        .querySelector('ipo-calendar')
        ?.shadowRoot?.querySelector('[role="gridcell"]:is([part~="has-sub"], [part~="has-listing"])'),
    seen: shownNow,
  });

/** The network log's rows, for a wait's failure. */
const logNow = () => [...document.querySelectorAll('#log tbody tr')].map((row) => row.textContent.trim());

/** Controls pressed in turn, each by its text: '' presses none. */
const CONTROLS = ['', 'Change the data (new updated_at and ETag)', 'Reset the quota', 'answer 500'];

/** Presses a mock control, then the element's refresh(); resolves with the log's row of the call it makes. */
async function controlThenRefresh(page, deadline, control) {
  const rows = () => document.querySelectorAll('#log tbody tr.call').length;
  const before = await page.evaluate(rows);
  if (control) await press(page, control);
  await press(page, 'refresh()');
  await waitInPage(page, deadline, {
    what: `a new call in the log after "${control || 'refresh()'}"`,
    until: (count) => document.querySelectorAll('#log tbody tr.call').length > count,
    arg: before,
    seen: logNow,
  });
  return page.evaluate(() =>
    [...document.querySelector('#log tbody tr.call').cells].map((cell) => cell.textContent.trim()).slice(3),
  );
}

/**
 * Where the attributes are while the element is on screen: scrolled so that the element's panel starts the viewport,
 * then (when `middle`) so that the element's middle does, the attributes' box and how much of the element shows above
 * or beside it.
 */
function attributesInSight(middle) {
  const element = document.querySelector('ipo-calendar');
  const settings = document.querySelector('#settings');
  const panelTop = document.querySelector('#stage').getBoundingClientRect().top + scrollY;
  const { top, height } = element.getBoundingClientRect();
  return (middle ? [panelTop, top + scrollY + height / 2] : [panelTop]).map((scrolled) => {
    scrollTo(0, scrolled);
    const shown = element.getBoundingClientRect();
    const form = settings.getBoundingClientRect();
    const beside = form.right <= shown.left || form.left >= shown.right;
    return {
      viewport: innerHeight,
      settings: { top: form.top, bottom: form.bottom },
      elementShown: Math.min(shown.bottom, beside ? innerHeight : form.top, innerHeight) - Math.max(shown.top, 0),
      pageWidth: document.documentElement.scrollWidth,
      viewportWidth: innerWidth,
    };
  });
}

/** The words of the network log that are broken across lines: a word's text on more than one line. */
function brokenLogWords() {
  const broken = [];
  const walker = document.createTreeWalker(document.querySelector('#log'), NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const word of node.data.matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      const lines = new Set(
        [...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top)),
      );
      if (lines.size > 1) broken.push(word[0]);
    }
  }
  return broken;
}

/**
 * The layout at a viewport `width` × `height`, with a status set (the query then holds its Korean value): where the
 * attributes sit while the element is on screen, and the log's broken words.
 */
async function measureLayout(browser, url, { width, height }) {
  const deadline = commandDeadline();
  const context = await browser.createBrowserContext();
  try {
    const page = await pinnedPage(context, DEMO_DAY);
    await page.setViewport({ width, height });
    await page.goto(`${url}?status=sub`);
    await shown(page, deadline);
    await waitInPage(page, deadline, {
      what: 'the call in the log',
      until: () => document.querySelector('#log tbody tr.call'),
      seen: logNow,
    });
    return {
      query: await page.evaluate(() => document.querySelector('#log tbody tr.call').cells[2].textContent.trim()),
      attributes: await page.evaluate(attributesInSight, width < 800),
      brokenWords: await page.evaluate(brokenLogWords),
    };
  } finally {
    await context.close();
  }
}

/**
 * What the page shows first, then after a reload and each control. On a fixed day: in the first minute after KST
 * midnight a stored body is not fresh (src/client/server-day.ts), and the reload would make a call.
 */
async function visit(browser, url) {
  const deadline = commandDeadline();
  const context = await browser.createBrowserContext();
  try {
    const page = await pinnedPage(context, DEMO_DAY);
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url);
    await shown(page, deadline);
    const first = await page.evaluate(readPage);
    const violations = await axeViolations(page);
    await page.reload();
    await shown(page, deadline);
    const reloaded = await page.evaluate(readPage);
    // Then the mock controls, each followed by the element's refresh(): the call that it makes, as the log shows it.
    const controls = {};
    for (const control of CONTROLS) controls[control] = await controlThenRefresh(page, deadline, control);
    const refreshed = await page.evaluate(readPage);
    return { url, first, reloaded, controls, refreshed, violations, errors };
  } finally {
    await context.close();
  }
}

/**
 * Monday 2026-11-23, 10:00 KST, the day of the commands: two offerings are in subscription, and
 * December's first twenty offerings hold the next to open, 씨엔바이오, before and after a correction moves it two weeks
 * later.
 */
const DEMO_DAY = Date.parse('2026-11-23T10:00:00+09:00');

/** The list's items marked changed, each with its name and its badge. */
function changedItems() {
  return [...document.querySelector('ipo-calendar').shadowRoot.querySelectorAll('[part~="item"][part~="changed"]')].map(
    (item) => ({
      name: item.querySelector('[part~="item-name"]').textContent.trim(),
      badge: item.querySelector('[part~="badge"][part~="change"]')?.textContent.replace(/\s+/g, ' ').trim() ?? null,
    }),
  );
}

/**
 * The list of December on the fixed day, then the correction control: what the list marks and the log shows, before
 * and once the element has loaded again, and axe's findings then.
 */
async function fileCorrection(browser, url) {
  const deadline = commandDeadline();
  const context = await browser.createBrowserContext();
  try {
    const page = await pinnedPage(context, DEMO_DAY);
    await page.goto(`${url}?view=list&range=2026-12`);
    await loaded(page, deadline, 1);
    const before = { changed: await page.evaluate(changedItems), log: (await page.evaluate(readPage)).log };
    await press(page, 'File a correction (정정신고서)');
    // Loaded again: a second ipo-load, the newest row.
    await loaded(page, deadline, 2);
    await waitInPage(page, deadline, {
      what: 'an item marked changed',
      until: () => document.querySelector('ipo-calendar').shadowRoot.querySelector('[part~="changed"]'),
      seen: shownNow,
    });
    const after = { changed: await page.evaluate(changedItems), log: (await page.evaluate(readPage)).log };
    return { before, after, violations: await axeViolations(page) };
  } finally {
    await context.close();
  }
}

/** Resolves once the log holds `count` ipo-load rows, the newest first (by `deadline`). */
const loaded = (page, deadline, count) =>
  waitInPage(page, deadline, {
    what: `${count} ipo-load row(s) in the log`,
    until: (wanted) =>
      document.querySelectorAll('#log tbody tr.load').length === wanted &&
      document.querySelector('#log tbody tr.load:first-child'),
    arg: count,
    seen: logNow,
  });

const COMMANDS = {
  'visit-built-demo': visit,
  'measure-built-demo': measureLayout,
  'correct-built-demo': fileCorrection,
};

export function builtDemoCommand() {
  let site;
  let outDir;
  const build = () =>
    (site ??= (async () => {
      outDir = await mkdtemp(join(tmpdir(), 'ipo-demo-'));
      await buildDemo(outDir);
      return serveStatic(outDir);
    })());
  return {
    name: 'built-demo-command',
    async executeCommand({ command, payload, session }) {
      // Building may take longer than a command may: the test asks again until this answers true.
      if (command === 'built-demo-ready') {
        const timeout = new Promise((resolve) => setTimeout(resolve, COMMAND_BUDGET_MS, false));
        return Promise.race([build().then(() => true), timeout]);
      }
      if (!Object.hasOwn(COMMANDS, command)) return undefined;
      const { url } = await build();
      const browser = session.browser.getPage(session.id).browser();
      return COMMANDS[command](browser, url, payload);
    },
    async serverStop() {
      if (!site) return;
      (await site).server.close();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
