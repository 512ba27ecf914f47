/**
 * The relay's embed page as WordPress and Notion frame it: in an `<iframe sandbox="allow-scripts">` of another origin
 * (an opaque origin: no storage, requests with `Origin: null`), against the built relay in front of the mock server,
 * and against `npm run relay`, which serves the element it builds from the sources. The schedule loads through the
 * relay, the page posts its height (and WordPress's message with the frame's secret), and the relay's embed.js on the
 * host page sizes the frame.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';

const NOW_ISO = '2026-11-23T10:00:00+09:00';

const until = async (check: () => Promise<boolean> | boolean, what: string) => {
  for (let tries = 0; tries < 300; tries++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
};

describe('the embed page in a sandboxed frame of another origin', function () {
  this.timeout(180_000);

  for (const [relayName, sources] of [
    ['the built relay', false],
    ['npm run relay', true],
  ] as const) {
    it(`shows the schedule through ${relayName}, posts its height, and embed.js sizes the frame`, async () => {
      const { id, relay } = await executeServerCommand<
        { id: number; relay: string },
        { now: string; sources: boolean }
      >('start-embed-relay', { now: NOW_ISO, sources });
      const root = relay.replace(/\/v1$/, '');
      const heights: number[] = [];
      const wordpress: { value: number; secret: string }[] = [];
      const frame = document.createElement('iframe');
      const listener = (event: MessageEvent) => {
        if (event.source !== frame.contentWindow) return;
        if (event.data?.type === 'ipo-calendar:height') heights.push(event.data.height);
        if (event.data?.message === 'height') wordpress.push(event.data);
      };
      addEventListener('message', listener);
      const host = document.createElement('script');
      try {
        expect(new URL(root).origin).not.to.equal(location.origin);
        host.src = `${root}/embed.js`;
        const loaded = new Promise((resolve) => host.addEventListener('load', resolve, { once: true }));
        document.head.append(host);
        await loaded;

        frame.setAttribute('sandbox', 'allow-scripts');
        frame.title = 'IPO calendar';
        frame.width = '500';
        frame.height = '200';
        frame.src = `${root}/embed?view=list&lang=en&limit=5#?secret=Ab3dE9`;
        document.body.append(frame);

        const health = async () => (await fetch(`${root}/healthz`)).json();
        await until(async () => (await health()).budget.used === 1, "the element's call through the relay");
        await until(() => heights.length > 0, 'a height');
        const first = heights[0];
        // The list of five offerings is taller than the page before the element drew it.
        await until(() => heights.at(-1)! > first, 'the height of the drawn list');
        const last = heights.at(-1)!;
        await until(() => frame.style.height === `${last}px`, 'embed.js to size the frame');
        expect(wordpress.at(-1)).to.deep.equal({ message: 'height', value: last, secret: 'Ab3dE9' });
        const answered = await health();
        expect(answered.budget.used).to.equal(1);
        expect(answered.pages).to.be.at.least(3, 'the page, its scripts');
        await expect(frame.parentElement).to.be.accessible();
      } finally {
        removeEventListener('message', listener);
        frame.remove();
        host.remove();
        await executeServerCommand('stop-relay-stack', { id });
      }
    });
  }
});
