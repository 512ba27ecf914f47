import { expect, fixture, html } from '@open-wc/testing';
import type { IpoCalendar } from '../../src/element/ipo-calendar.js';
import { mockSite, NOW } from '../support/mock-site.js';
import { calendar, settled, shadow } from './support.js';

/** Lets the microtasks queued so far, and those they queue, run (a bounded number of turns). */
async function microtaskTurns(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

describe('work on the host page’s main thread', () => {
  it('renders first in a task after the one that connects it, with the width of the host', async () => {
    const site = mockSite();
    const wrapper = await fixture<HTMLElement>(html`<div style="width: 360px"></div>`);
    const el = document.createElement('ipo-calendar') as IpoCalendar;
    el.now = () => NOW;
    Object.entries({ 'api-key': 'demo-key', 'base-url': site.baseUrl, range: '2026-11' }).forEach(([name, value]) =>
      el.setAttribute(name, value),
    );
    wrapper.append(el);
    await microtaskTurns();
    expect(shadow(el).childElementCount, 'rendered in the task that connected it').to.equal(0);
    await el.updateComplete;
    expect(shadow(el).querySelector('[role="grid"]')!.getAttribute('part')).to.equal('grid compact');
  });

  it('runs each update in a task of its own, not in the one that asks for it', async () => {
    const site = mockSite();
    const el = await calendar(
      html`<ipo-calendar api-key="demo-key" base-url=${site.baseUrl} range="2026-11"></ipo-calendar>`,
    );
    await settled(el);
    const title = () => shadow(el).querySelector('h2')!.textContent;
    const korean = title();
    el.lang = 'en';
    await microtaskTurns();
    expect(title(), 'rendered in the task that set the property').to.equal(korean);
    await el.updateComplete;
    expect(title()).to.not.equal(korean);
    await expect(el).to.be.accessible();
  });
});
