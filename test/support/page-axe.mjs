// axe-core run inside a puppeteer page that a server command opened: what the in-browser tests' audit checks in their
// own page, for pages of another origin.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * What axe finds in the page, each rule with the nodes that break it. axe is evaluated through the DevTools protocol,
 * not added as a script tag, which a page's own policy (`script-src 'self'`) would refuse.
 */
export async function axeViolations(page) {
  await page.evaluate(await readFile(axeSource, 'utf8'));
  return page.evaluate(async () =>
    (await globalThis.axe.run(document)).violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  );
}
