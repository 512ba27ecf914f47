/** The workbench's mock controls, driving a mock site and the element that calls it. */
import { expect, fixture, html } from '@open-wc/testing';
import { render } from 'lit';
import { renderMockControls } from '../../demo/mock-controls.js';
import { mockSite } from '../support/mock-site.js';
import { calendar, finishedLoading, newRegistry, siteElement } from '../element/support.js';

describe('demo mock controls', () => {
  it("give the element its calls back when the quota is reset, after the client's block", async () => {
    const site = mockSite();
    // On the page's localStorage, as the demo's element is: the controls reset what it stored there.
    const clients = newRegistry({ storage: () => localStorage, clock: site.time.clock, timers: site.time.timers });
    const el = await calendar(siteElement(site, { 'api-key': 'demo-tiny', 'cache-ttl': '0' }), site.time, clients);
    await finishedLoading(el, site);
    for (let call = 2; call <= 3; call++) {
      await el.refresh();
      await finishedLoading(el, site);
    }
    expect(el.quota.remaining, 'the day’s three calls are spent').to.equal(0);
    await el.refresh();
    await finishedLoading(el, site);
    expect(el.lastError?.kind, 'the client blocks the key').to.equal('rate_limited');
    expect(site.statuses, 'without calling the mock').to.have.length(3);

    const controls = await fixture<HTMLElement>(html`<div></div>`);
    const draw = () =>
      render(renderMockControls({ api: site.api, element: () => el, clockMoved: () => {}, changed: draw }), controls);
    draw();
    [...controls.querySelectorAll('button')].find((button) => button.textContent === 'Reset the quota')!.click();
    await site.reached(4);
    await finishedLoading(el, site);
    expect(site.statuses.at(-1), 'a call the mock answers').to.be.oneOf([200, 304]);
    expect(el.lastError).to.equal(null);
    expect(el.quota.remaining).to.equal(2);
    draw();
    expect(controls.textContent).to.contain('Calls today: demo-tiny 1');
    await expect(controls).to.be.accessible();
  });
});
