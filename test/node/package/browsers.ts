/**
 * The browsers the drop-in pages run in: Debian's chromium and firefox-esr through puppeteer-core, and WebKit (Safari's
 * engine: WebKitGTK's MiniBrowser) over W3C WebDriver. Each opens a page and waits in it for a condition.
 */
import { execFileSync } from 'node:child_process';
import puppeteer, { type Browser } from 'puppeteer-core';
import { startWebKit } from '../../support/webkit.mjs';

function which(...names: (string | undefined)[]): string | null {
  for (const name of names) {
    if (!name) continue;
    try {
      return execFileSync('sh', ['-c', `command -v "${name}"`], { encoding: 'utf8' }).trim();
    } catch {}
  }
  return null;
}

/** A page open in a browser of its own. */
export interface OpenPage {
  /**
   * Runs `condition` in the page until it returns something other than null, and resolves with that (as JSON); rejects
   * after `timeoutMs`. `condition` runs as its source: it may use nothing from the test's scope.
   */
  waitFor<T>(condition: () => T | null, timeoutMs: number): Promise<T>;
  close(): Promise<void>;
}

export interface TestBrowser {
  name: string;
  open(url: string): Promise<OpenPage>;
}

/** A page in a browser that puppeteer launches. */
async function puppeteerPage(browser: Browser, url: string): Promise<OpenPage> {
  try {
    const tab = await browser.newPage();
    await tab.goto(url);
    return {
      async waitFor(condition, timeout) {
        const handle = await tab.waitForFunction(condition, { timeout });
        return handle.jsonValue() as never;
      },
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/** How often a WebDriver page checks its condition. */
const POLL_MS = 100;

async function webkitPage(url: string): Promise<OpenPage> {
  const browser = await startWebKit();
  try {
    await browser.navigate(url);
  } catch (error) {
    await browser.close();
    throw error;
  }
  return {
    async waitFor(condition, timeoutMs) {
      const giveUpAt = performance.now() + timeoutMs;
      for (;;) {
        const value = await browser.execute(`return (${condition.toString()})() ?? null;`);
        if (value !== null) return value as never;
        if (performance.now() > giveUpAt)
          throw new Error(`waiting for the page failed: timeout ${timeoutMs} ms exceeded`);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },
    close: () => browser.close(),
  };
}

export const BROWSERS: TestBrowser[] = [
  {
    name: 'Chromium',
    async open(url) {
      const executablePath = which(process.env.CHROME_PATH, 'chromium', 'chromium-browser', 'google-chrome');
      if (!executablePath) throw new Error('no Chromium found (set CHROME_PATH)');
      // As root, Chromium runs only without its sandbox.
      const args = ['--no-sandbox', '--disable-dev-shm-usage'];
      return puppeteerPage(await puppeteer.launch({ executablePath, headless: true, args }), url);
    },
  },
  {
    name: 'Firefox',
    async open(url) {
      const executablePath = which(process.env.FIREFOX_PATH, 'firefox-esr', 'firefox');
      if (!executablePath) throw new Error('no Firefox found (set FIREFOX_PATH, or apt-get install firefox-esr)');
      return puppeteerPage(await puppeteer.launch({ browser: 'firefox', executablePath, headless: true }), url);
    },
  },
  {
    name: 'WebKit',
    open(url) {
      if (!which('WebKitWebDriver') || !which('xvfb-run')) {
        throw new Error('no WebKitWebDriver or xvfb-run found (apt-get install webkit2gtk-driver xvfb)');
      }
      return webkitPage(url);
    },
  },
];
