// The pin (pin-clock.js) as the source text that a page runs before its own scripts, and puppeteer pages with it.
import { pinClock, pinClockForMocha } from './pin-clock.js';

/** A page's pin at `instant` (ms). */
export const pinnedPageScript = (instant) => `${pinClock}\npinClock(${instant});`;

/** A test page's pin at `instant` (ms), whose tests mocha runs. */
export const pinnedTestPageScript = (instant) => `${pinClock}\n(${pinClockForMocha})(${instant});`;

/** A new page of a puppeteer browser or browser context, its clock pinned at `instant` (ms) in every document. */
export async function pinnedPage(browserOrContext, instant) {
  const page = await browserOrContext.newPage();
  await page.evaluateOnNewDocument(pinnedPageScript(instant));
  return page;
}
