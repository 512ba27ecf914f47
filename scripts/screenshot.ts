/**
 * `npm run screenshot` writes docs/screenshot.png, the README's picture of the demo: it builds the static demo site,
 * serves it on loopback and photographs it, with data, in the system's Chromium (CHROMIUM_PATH to use another).
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { buildDemo, serveStatic } from './static-site.mjs';

const output = fileURLToPath(new URL('../docs/screenshot.png', import.meta.url));
const outDir = await mkdtemp(join(tmpdir(), 'ipo-screenshot-'));
await buildDemo(outDir);
const { server, url } = await serveStatic(outDir);
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const page = await browser.newPage();
  // Tall enough for the network log under the element.
  await page.setViewport({ width: 1280, height: 1180 });
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'light' }]);
  await page.goto(url);
  // The month with its bars: the data has come.
  await page.waitForFunction(
    () => document.querySelector('ipo-calendar')?.shadowRoot?.querySelector('[role="gridcell"] .bar'),
    { timeout: 30_000 },
  );
  await mkdir(join(output, '..'), { recursive: true });
  await page.screenshot({ path: output as `${string}.png` });
  console.log(`wrote ${output}`);
} finally {
  await browser.close();
  server.close();
  await rm(outDir, { recursive: true, force: true });
}
