// Waits that a server command makes in a puppeteer page. The runner gives up on a command's answer after 20 s and says
// only that none came; a command therefore works within a budget below that, and a wait that runs out fails with what
// it waited for and what the page showed instead.

/** A server command's time, within the runner's 20 s limit on its answer, with room to report a failure. */
export const COMMAND_BUDGET_MS = 15_000;

/** The end of a command's budget, on the monotonic clock. */
export const commandDeadline = (budgetMs = COMMAND_BUDGET_MS) => performance.now() + budgetMs;

/**
 * Resolves once `until(arg)` is truthy in `page`; rejects at `deadline` with `what` it waited for and what `seen()`
 * read in the page then. `until` and `seen` run as their source in the page.
 */
export async function waitInPage(page, deadline, { what, until, seen, arg }) {
  const timeout = Math.max(1, Math.round(deadline - performance.now()));
  try {
    return await page.waitForFunction(until, { timeout }, arg);
  } catch (error) {
    if (error?.name !== 'TimeoutError') throw error;
    const saw = await page.evaluate(seen).catch((reason) => `nothing readable (${reason.message})`);
    throw new Error(`waited ${timeout} ms for ${what}; the page showed instead: ${JSON.stringify(saw)}`, {
      cause: error,
    });
  }
}
