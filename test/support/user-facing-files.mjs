// The browser tests of what a user meets: the element on a page, its reliability suites, the shipped bundle, the
// element in framework apps and behind the relay. web-test-runner.config.mjs runs them (with every other browser test)
// in Chromium; web-test-runner.firefox.config.mjs and web-test-runner.webkit.config.mjs run these in Firefox ESR and
// WebKit. A new test file of the element joins by its folder; a user-facing one elsewhere is added here.
//
// Chromium alone runs the DOM-free functions (test/api, calendar, client, format, i18n, ics, model, ...), whose results
// take nothing from the engine: src/format writes dates and amounts without Intl, and its tests that compare them with
// Intl's hold one engine's CLDR data as the reference. So do the demo's tests and the bundle's size budget.
import config, { testPageHtml } from '../../web-test-runner.config.mjs';

export const USER_FACING_FILES = [
  'test/element/*.test.ts',
  'test/reliability/*.test.ts',
  'test/build/bundle-smoke.test.ts',
  'test/frameworks/*.test.{ts,tsx}',
  'test/relay/element.test.ts',
  // The relay's embed page in a sandboxed frame, as WordPress and Notion frame it.
  'test/relay/embed.test.ts',
  // Web Locks, as each engine grants them (the element waits for them before it draws).
  'test/client/lock.test.ts',
];

/**
 * How many of the XSS corpus's payloads (test/reliability/support/payloads-of-run.ts) these engines try in each field:
 * the whole corpus takes about a minute in Chromium, which runs it all, two in Firefox and three and a half in WebKit.
 */
const XSS_SAMPLE = 40;

/** How long one file may run, over the runner's default of two minutes. */
const FILE_LIMIT_MS = 10 * 60_000;

/**
 * How long one test may run before it counts as hung, over web-test-runner.config.mjs's 10 s: Firefox and WebKit run
 * slower than Chromium, and slower again beside another stage. A test that samples two pages' frames takes 2 s in a
 * quiet Firefox; one that sampled six took over 10 s in CI.
 */
const TEST_LIMIT_MS = 30_000;

/** The user-facing files in `browser`, with the runner and plugins of web-test-runner.config.mjs. */
export function userFacingRun(browser) {
  return {
    ...config,
    files: USER_FACING_FILES,
    testsFinishTimeout: FILE_LIMIT_MS,
    testFramework: { ...config.testFramework, config: { ...config.testFramework.config, timeout: TEST_LIMIT_MS } },
    browsers: [browser],
    testRunnerHtml: testPageHtml({ xssSample: XSS_SAMPLE }),
  };
}
