// A server-side command for the demo's browser test: builds the static demo site (once per test run), serves it at
// the root of its own origin (127.0.0.1, a free port), opens it in a fresh browser context of the runner's Chromium
// (so its service worker registers anew), and reports what the page shows: first, after a reload, and after each of
// the mock's controls.
import { createRequire } from 'node:module';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildDemo, serveStatic } from '../../scripts/static-site.mjs';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

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

/** Resolves once the element shows days with entries. */
const shown = (page) =>
  page.waitForFunction(
    () => document.querySelector('ipo-calendar')?.shadowRoot?.querySelector('[role="gridcell"][part~="has-sub"]'),
    { timeout: 30_000 },
  );

/** Controls pressed in turn, each by its text: '' presses none. */
const CONTROLS = ['', 'Change the data (new updated_at and ETag)', 'Reset the quota', 'answer 500'];

/** Presses a mock control, then the element's refresh(); resolves with the log's row of the call it makes. */
async function controlThenRefresh(page, control) {
  const rows = () => document.querySelectorAll('#log tbody tr.call').length;
  const before = await page.evaluate(rows);
  await page.evaluate((text) => {
    const press = (wanted) =>
      [...document.querySelectorAll('button, label')].find((node) => node.textContent.trim() === wanted).click();
    if (text) press(text);
    press('refresh()');
  }, control);
  await page.waitForFunction((count) => document.querySelectorAll('#log tbody tr.call').length > count, {}, before);
  return page.evaluate(() =>
    [...document.querySelector('#log tbody tr.call').cells].map((cell) => cell.textContent.trim()).slice(3),
  );
}

async function visit(browser, url) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url);
    await shown(page);
    const first = await page.evaluate(readPage);
    await page.addScriptTag({ path: axeSource });
    const violations = await page.evaluate(async () =>
      (await globalThis.axe.run(document)).violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    );
    await page.reload();
    await shown(page);
    const reloaded = await page.evaluate(readPage);
    // Then the mock controls, each followed by the element's refresh(): the call that it makes, as the log shows it.
    const controls = {};
    for (const control of CONTROLS) controls[control] = await controlThenRefresh(page, control);
    const refreshed = await page.evaluate(readPage);
    return { url, first, reloaded, controls, refreshed, violations, errors };
  } finally {
    await context.close();
  }
}

export function builtDemoCommand() {
  let site;
  let outDir;
  return {
    name: 'built-demo-command',
    async executeCommand({ command, session }) {
      if (command !== 'visit-built-demo') return undefined;
      site ??= (async () => {
        outDir = await mkdtemp(join(tmpdir(), 'ipo-demo-'));
        await buildDemo(outDir);
        return serveStatic(outDir);
      })();
      const { url } = await site;
      return visit(session.browser.getPage(session.id).browser(), url);
    },
    async serverStop() {
      if (!site) return;
      (await site).server.close();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
