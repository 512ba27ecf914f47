// A server-side command: turns Chromium's forced-colors emulation on or off for the test's page, through the
// DevTools protocol (the runner's emulateMedia passes forced colors to Playwright only, and Puppeteer's own
// emulateMediaFeatures refuses the feature). The emulation belongs to the protocol session that set it.
const sessions = new Map();

export function forcedColorsCommand() {
  return {
    name: 'forced-colors-command',
    async executeCommand({ command, payload, session }) {
      if (command !== 'forced-colors') return undefined;
      if (payload) {
        const protocol = await session.browser.getPage(session.id).createCDPSession();
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
