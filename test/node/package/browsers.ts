/** The browsers the drop-in pages run in: Debian's chromium and firefox-esr, through puppeteer-core. */
import { execFileSync } from 'node:child_process';
import puppeteer, { type Browser } from 'puppeteer-core';

function which(...names: (string | undefined)[]): string | null {
  for (const name of names) {
    if (!name) continue;
    try {
      return execFileSync('sh', ['-c', `command -v "${name}"`], { encoding: 'utf8' }).trim();
    } catch {}
  }
  return null;
}

export interface TestBrowser {
  name: string;
  launch(): Promise<Browser>;
}

export const BROWSERS: TestBrowser[] = [
  {
    name: 'Chromium',
    launch() {
      const executablePath = which(process.env.CHROME_PATH, 'chromium', 'chromium-browser', 'google-chrome');
      if (!executablePath) throw new Error('no Chromium found (set CHROME_PATH)');
      // As root, Chromium runs only without its sandbox.
      return puppeteer.launch({ executablePath, headless: true, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
    },
  },
  {
    name: 'Firefox',
    launch() {
      const executablePath = which(process.env.FIREFOX_PATH, 'firefox-esr', 'firefox');
      if (!executablePath) throw new Error('no Firefox found (set FIREFOX_PATH, or apt-get install firefox-esr)');
      return puppeteer.launch({ browser: 'firefox', executablePath, headless: true });
    },
  },
];
