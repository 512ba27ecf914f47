// A server-side command: turns Chromium's forced-colors emulation on or off for the test's page, through the
// DevTools protocol (the runner's emulateMedia passes forced colors to Playwright only, and Puppeteer's own
// emulateMediaFeatures refuses the feature). The emulation belongs to the protocol session that set it. It answers
// false where the browser has no DevTools protocol (Firefox over WebDriver BiDi, WebKit over WebDriver), which no
// other way emulates forced colours: the test then skips.
import { UnsupportedOperation } from 'puppeteer-core';

const sessions = new Map();

/** A DevTools protocol session on the test's page, or null where the browser has none. */
async function protocolOf(session) {
  if (session.browser.type !== 'puppeteer') return null;
  try {
    return await session.browser.getPage(session.id).createCDPSession();
  } catch (error) {
    if (error instanceof UnsupportedOperation) return null;
    throw error;
  }
}

export function forcedColorsCommand() {
  return {
    name: 'forced-colors-command',
    async executeCommand({ command, payload, session }) {
      if (command !== 'forced-colors') return undefined;
      if (payload) {
        const protocol = await protocolOf(session);
        if (!protocol) return false;
        sessions.set(session.id, protocol);
        await protocol.send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value: 'active' }] });
      } else {
        const protocol = sessions.get(session.id);
        sessions.delete(session.id);
        await protocol?.send('Emulation.setEmulatedMedia', { features: [] });
        await protocol?.detach();
      }
      return true;
    },
  };
}
