// Web Test Runner's browser for Firefox ESR: @web/test-runner-chrome's launcher on puppeteer-core, which drives
// Firefox over WebDriver BiDi. That is what @web/test-runner-puppeteer does, less its `puppeteer` dependency, whose
// install downloads a browser of its own. The browser is Debian's firefox-esr (FIREFOX_PATH names another).
import { chromeLauncher } from '@web/test-runner-chrome';
import * as puppeteer from 'puppeteer-core';

export function firefoxLauncher() {
  const executablePath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
  return chromeLauncher({ puppeteer, launchOptions: { browser: 'firefox', executablePath, headless: true } });
}
