// Server-side command for the share page's browser test: opens a share page of the relay (started by
// `start-embed-relay`, relay-commands.mjs) as a reader's browser does, in a fresh context of the runner's Chromium, with
// or without scripts, and reports what it shows as the accessibility tree gives it (roles and accessible names, the
// element's shadow root included), its errors, and with scripts axe's findings. Within the runner's limit on a
// command (test/support/page-wait.mjs).
import { pinnedPage } from '../../clock/page-script.mjs';
import { axeViolations } from '../../support/page-axe.mjs';
import { commandDeadline, waitInPage } from '../../support/page-wait.mjs';

/** Every node of an accessibility snapshot with a name, as [role, name], in document order. */
const named = (node) => [
  ...(node.name ? [[node.role, node.name]] : []),
  ...(node.children ?? []).flatMap((child) => named(child)),
];

/** What the element shows, for a wait's failure. */
const shownNow = () =>
  document.querySelector('ipo-calendar')?.shadowRoot?.textContent.replace(/\s+/g, ' ').trim().slice(0, 300) ??
  'no <ipo-calendar> with a shadow root';

async function visit(browser, { url, now, scripts }) {
  const deadline = commandDeadline();
  const context = await browser.createBrowserContext();
  try {
    const page = await pinnedPage(context, Date.parse(now));
    await page.setJavaScriptEnabled(scripts);
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Failed loads by their URL (the console says only "Failed to load resource"), but the browser's own guess at
    // /favicon.ico, which the page does not name.
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        errors.push(message.text());
    });
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (response.status() >= 400 && url.pathname !== '/favicon.ico') errors.push(`${response.status()} ${url}`);
    });
    await page.goto(url);
    if (scripts)
      await waitInPage(page, deadline, {
        what: "the element's list, drawn",
        until: () => document.querySelector('ipo-calendar')?.shadowRoot?.querySelector('[part~="item-name"]'),
        seen: shownNow,
      });
    const tree = named(await page.accessibility.snapshot());
    return { tree, errors, violations: scripts ? await axeViolations(page) : [] };
  } finally {
    await context.close();
  }
}

export function sharePageCommand() {
  return {
    name: 'share-page-command',
    async executeCommand({ command, payload, session }) {
      if (command !== 'visit-share-page') return undefined;
      return visit(session.browser.getPage(session.id).browser(), payload);
    },
  };
}
