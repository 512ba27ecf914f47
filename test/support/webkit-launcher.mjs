// Web Test Runner's browser for WebKit (./webkit.mjs): one window, in which each test file's page opens in turn. Its
// type is 'webdriver', for which @web/test-runner-commands' sendKeys, sendMouse and resetMouse call the methods below,
// as they would @web/test-runner-webdriver's.

/** W3C WebDriver's code points of the named keys that tests press (sendKeys' `press`). */
const KEYS = {
  Tab: '\uE004',
  Enter: '\uE007',
  Escape: '\uE00C',
  PageUp: '\uE00E',
  PageDown: '\uE00F',
  End: '\uE010',
  Home: '\uE011',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
};

/** W3C WebDriver's numbers of the mouse buttons. */
const BUTTONS = { left: 0, middle: 1, right: 2 };

/** A key name as WebDriver takes it: a named key's code point, or the character itself. */
function keyValue(key) {
  if (key in KEYS) return KEYS[key];
  if ([...key].length === 1) return key;
  throw new Error(`WebKit: no WebDriver key for "${key}"`);
}

const keyboard = (actions) => ({ type: 'key', id: 'keyboard', actions });
const mouse = (actions) => ({ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions });
const move = (x, y) => ({ type: 'pointerMove', x, y, origin: 'viewport', duration: 0 });
const buttonNumber = (button = 'left') => BUTTONS[button];

/** @returns {import('@web/test-runner-core').BrowserLauncher} */
export function webkitLauncher() {
  /** @type {Awaited<ReturnType<typeof import('./webkit.mjs').startWebKit>> | undefined} */
  let browser;
  const urls = new Map();
  return {
    name: 'WebKit',
    type: 'webdriver',
    concurrency: 1,
    async initialize() {
      const { startWebKit } = await import('./webkit.mjs');
      browser = await startWebKit();
      this.name = `WebKit ${browser.version}`;
    },
    async stop() {
      await browser?.close();
    },
    async startSession(id, url) {
      urls.set(id, url);
      await browser.navigate(url);
    },
    isActive: (id) => urls.has(id),
    getBrowserUrl: (id) => urls.get(id),
    async stopSession(id) {
      // A blank page ends whatever the file's page still runs.
      await browser.navigate('about:blank');
      urls.delete(id);
      return {};
    },
    startDebugSession() {
      throw new Error('WebKit runs without a debug session here');
    },
    // The commands' webdriver interface: one session runs at a time, so the session ids are not needed.
    async sendKeys(_id, keys) {
      const values = keys.map(keyValue);
      await browser.performActions([
        keyboard(
          values.flatMap((value) => [
            { type: 'keyDown', value },
            { type: 'keyUp', value },
          ]),
        ),
      ]);
    },
    async sendMouseMove(_id, x, y) {
      await browser.performActions([mouse([move(x, y)])]);
    },
    async sendMouseClick(_id, x, y, button) {
      const number = buttonNumber(button);
      await browser.performActions([
        mouse([move(x, y), { type: 'pointerDown', button: number }, { type: 'pointerUp', button: number }]),
      ]);
    },
    async sendMouseDown(_id, button) {
      await browser.performActions([mouse([{ type: 'pointerDown', button: buttonNumber(button) }])]);
    },
    async sendMouseUp(_id, button) {
      await browser.performActions([mouse([{ type: 'pointerUp', button: buttonNumber(button) }])]);
    },
    async resetMouse() {
      await browser.releaseActions();
      await browser.performActions([mouse([move(0, 0)])]);
    },
  };
}
