import { expect } from '@open-wc/testing';
import { mockSite } from '../support/mock-site.js';
import { calendar, connectedSiteElement, drawn, finishedLoading, nextTask, shadow, siteElement } from './support.js';

/** Lets the microtasks queued so far, and those they queue, run (a bounded number of turns). */
async function microtaskTurns(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

/** The page's `scheduler` as a test sets it (an own property hiding the window's), until `restore`. */
function replaceScheduler(value: unknown): { restore(): void } {
  Object.defineProperty(globalThis, 'scheduler', { value, configurable: true, writable: true });
  return { restore: () => delete (globalThis as { scheduler?: unknown }).scheduler };
}

describe('work on the host page’s main thread', () => {
  it('renders first in a task after the one that connects it, with the width of the host', async () => {
    const site = mockSite();
    const el = await connectedSiteElement(site, 360, { view: 'month', range: '2026-11' });
    await microtaskTurns();
    expect(shadow(el).querySelector('[part~="attribution"]'), 'rendered in the task that connected it').to.equal(null);
    await drawn(el);
    expect(shadow(el).querySelector('[role="grid"]')!.getAttribute('part')).to.equal('grid compact');
    await finishedLoading(el, site);
  });

  for (const [scheduler, replacement] of [
    ["the browser's scheduler.yield()", undefined],
    ['a message, without scheduler.yield()', null],
    ['a message, when scheduler.yield() rejects (an aborted page task)', { yield: () => Promise.reject(new Error()) }],
  ] as const) {
    it(`runs each update in a task of its own, not in the one that asks for it: ${scheduler}`, async function () {
      const { scheduler: own } = globalThis as { scheduler?: { yield?: unknown } };
      if (replacement === undefined && typeof own?.yield !== 'function') {
        // WebKit has none: the other cases cover what the element does there.
        console.warn("skipped: the browser's scheduler.yield(), which this browser lacks");
        this.skip();
      }
      const site = mockSite();
      const el = await calendar(siteElement(site, { view: 'month', range: '2026-11' }), site.time);
      await finishedLoading(el, site);
      const replaced = replacement === undefined ? null : replaceScheduler(replacement);
      try {
        const title = () => shadow(el).querySelector('h2')!.textContent;
        const korean = title();
        el.lang = 'en';
        await microtaskTurns();
        expect(title(), 'rendered in the task that set the property').to.equal(korean);
        // The page's first English render also waits for English's strings, which load meanwhile (the test's timeout
        // bounds it).
        while (title() === korean) {
          await el.updateComplete;
          await nextTask();
        }
      } finally {
        replaced?.restore();
      }
      await expect(el).to.be.accessible();
    });
  }
});
