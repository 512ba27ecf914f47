// Web Test Runner's browser for WebKit (./webkit.mjs): one window, in which each test file's page opens in turn.

/** @returns {import('@web/test-runner-core').BrowserLauncher} */
export function webkitLauncher() {
  /** @type {Awaited<ReturnType<typeof import('./webkit.mjs').startWebKit>> | undefined} */
  let browser;
  const urls = new Map();
  return {
    name: 'WebKit',
    type: 'webkit-webdriver',
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
  };
}
