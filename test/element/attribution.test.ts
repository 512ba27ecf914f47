/** The attribution the API's terms require: present, restylable, never hideable; readable in both themes. */
import { expect, fixture, html } from '@open-wc/testing';
import { calendar, expectAttribution, mockSite, settled, shadow } from './support.js';

describe('attribution', () => {
  it('stays visible when page CSS aimed at ::part(attribution) tries to hide it, but can be restyled', async () => {
    const site = await mockSite();
    const style = await fixture<HTMLStyleElement>(html`<style>
      ipo-calendar::part(attribution) { display: none; visibility: hidden; opacity: 0; height: 0; overflow: hidden;
        position: absolute; clip-path: inset(50%); font-size: 0; color: rgb(1, 2, 3); text-indent: -9999px; margin: -500px 0 0;
        filter: opacity(0); zoom: 0.01; mask: linear-gradient(transparent, transparent); scale: 0; translate: -9999px; rotate: 90deg;
        -webkit-text-fill-color: transparent; }
    </style>`);
    try {
      const el = await calendar(html`<ipo-calendar api-key="demo-key" base-url=${site.baseUrl} view="list" loading="eager"></ipo-calendar>`);
      await settled(el);
      expectAttribution(el);
      const attribution = shadow(el).querySelector<HTMLElement>('[part~="attribution"]')!;
      const computed = getComputedStyle(attribution);
      expect([computed.display, computed.visibility, computed.opacity, computed.position]).to.deep.equal(['block', 'visible', '1', 'static']);
      expect(parseFloat(computed.fontSize)).to.be.at.least(11);
      expect(attribution.getBoundingClientRect().height).to.be.greaterThan(10);
      expect([computed.textIndent, computed.marginTop, computed.filter, computed.zoom, computed.scale, computed.translate, computed.rotate]).to.deep.equal(
        ['0px', '12px', 'none', '1', 'none', 'none', 'none'],
      );
      expect(computed.maskImage).to.equal('none');
      expect(computed.webkitTextFillColor).to.equal(computed.color);
      // Inside the element's box, where the page put the element.
      const [box, host] = [attribution.getBoundingClientRect(), el.getBoundingClientRect()];
      expect(box.top >= host.top && box.bottom <= host.bottom && box.left >= host.left, 'within the element').to.equal(true);
      expect(computed.color, 'restyling is allowed').to.equal('rgb(1, 2, 3)');
    } finally {
      style.remove();
    }
  });

  it('sits at the foot of a state shorter than the reserved height', async () => {
    const el = await calendar(html`<ipo-calendar api-key="demo-key" range="2026-12-01/2026-11-01"></ipo-calendar>`);
    const host = el.getBoundingClientRect();
    const attribution = shadow(el).querySelector('[part~="attribution"]')!.getBoundingClientRect();
    expect(host.height).to.be.greaterThan(250);
    expect(host.bottom - attribution.bottom, 'the host padding and border only').to.be.below(20);
    await expect(el).to.be.accessible();
  });

  it('has no attribute, property or slot that removes it', async () => {
    const site = await mockSite();
    const el = await calendar(html`<ipo-calendar api-key="demo-key" base-url=${site.baseUrl} view="list" loading="eager" attribution="off" no-attribution>
      <span slot="attribution">replaced</span>
    </ipo-calendar>`);
    (el as unknown as Record<string, unknown>).attribution = false;
    el.requestUpdate();
    await settled(el);
    expectAttribution(el);
    expect(shadow(el).querySelector('slot')).to.equal(null);
  });

  it('meets WCAG AA contrast in the dark theme as in the light one', async () => {
    const site = await mockSite();
    // Read case-insensitively, as HTML's own enumerated attributes are.
    for (const theme of ['light', 'dark', 'Light', 'DARK']) {
      const el = await calendar(html`<ipo-calendar theme=${theme} api-key="demo-key" base-url=${site.baseUrl} view="list" loading="eager"></ipo-calendar>`);
      await settled(el);
      const background = getComputedStyle(el).backgroundColor;
      expect(background, theme).to.equal(theme.toLowerCase() === 'dark' ? 'rgb(13, 17, 23)' : 'rgb(255, 255, 255)');
      expect(getComputedStyle(el).colorScheme, theme).to.equal(theme.toLowerCase());
      await expect(el).to.be.accessible();
    }
  });
});
