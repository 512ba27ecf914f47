/**
 * The attribution the API's terms require: present, themed by the custom properties, never hideable by part rules;
 * readable in both themes.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { mockSite } from '../support/mock-site.js';
import { calendar, expectAttribution, finishedLoading, shadow, siteElement } from './support.js';

describe('attribution', () => {
  it('stays visible and in place whatever page CSS aimed at ::part(attribution) does, and follows the theme’s custom properties', async () => {
    const site = mockSite();
    // Every way an audit found to hide, shrink, move, mask or cover it with rules on the part and its pseudo-elements.
    const style = await fixture<HTMLStyleElement>(
      html`<style>
        ipo-calendar {
          --ipo-calendar-muted: rgb(1, 2, 3);
        }
        ipo-calendar::part(attribution) {
          display: none;
          visibility: hidden;
          opacity: 0;
          height: 0;
          overflow: hidden;
          position: absolute;
          clip-path: inset(50%);
          font-size: 0;
          color: transparent;
          text-indent: -9999px;
          margin: -500px 0 0;
          filter: opacity(0);
          zoom: 0.01;
          mask: linear-gradient(transparent, transparent);
          scale: 0;
          translate: -9999px;
          rotate: 90deg;
          -webkit-text-fill-color: transparent;
          font-size-adjust: 0.01;
          contain: strict;
          -webkit-mask-box-image: linear-gradient(transparent, transparent);
          offset-path: path('M 0 0 L 5000 5000');
          offset-distance: 100%;
          padding: 3000px;
          border-left: 3000px solid #fff;
          letter-spacing: -1em;
          word-spacing: -1em;
          outline: 40px solid #fff;
          outline-offset: -40px;
          text-decoration: line-through 40px #fff;
          mix-blend-mode: screen;
          line-height: 0;
        }
        ipo-calendar::part(attribution)::after {
          content: '';
          position: absolute;
          inset: 0;
          background: #fff;
        }
        ipo-calendar::part(attribution)::before {
          content: 'x';
          font-size: 900px;
        }
        ipo-calendar::part(attribution)::first-line {
          font-size: 0;
          color: transparent;
        }
      </style>`,
    );
    try {
      const el = await calendar(siteElement(site));
      await finishedLoading(el);
      expectAttribution(el);
      const attribution = shadow(el).querySelector<HTMLElement>('[part~="attribution"]')!;
      const computed = getComputedStyle(attribution);
      const read = (names: string[]) => names.map((name) => computed.getPropertyValue(name));
      expect(
        read([
          'display',
          'visibility',
          'opacity',
          'position',
          'overflow',
          'contain',
          'clip-path',
          'filter',
          'zoom',
          'transform',
          'scale',
          'translate',
          'rotate',
        ]),
      ).to.deep.equal([
        'block',
        'visible',
        '1',
        'static',
        'visible',
        'none',
        'none',
        'none',
        '1',
        'none',
        'none',
        'none',
        'none',
      ]);
      const masks = {
        'mask-image': 'none',
        '-webkit-mask-box-image': 'none',
        'offset-path': 'none',
        'mix-blend-mode': 'normal',
        'text-decoration-line': 'none',
        'outline-style': 'none',
        'text-indent': '0px',
      };
      // Those the browser has (Firefox lacks -webkit-mask-box-image): page CSS cannot set the others.
      const known = Object.entries(masks).filter(([name]) => CSS.supports(name, 'initial'));
      expect(Object.fromEntries(known.map(([name]) => [name, computed.getPropertyValue(name)]))).to.deep.equal(
        Object.fromEntries(known),
      );
      expect(
        read(['font-size-adjust', 'letter-spacing', 'word-spacing', 'padding-left', 'border-left-width', 'margin-top']),
      ).to.deep.equal(['none', 'normal', '0px', '0px', '0px', '12px']);
      expect(parseFloat(computed.fontSize)).to.be.at.least(11);
      expect(parseFloat(computed.lineHeight)).to.be.at.least(parseFloat(computed.fontSize));
      expect(computed.webkitTextFillColor).to.equal(computed.color);
      for (const pseudo of ['::before', '::after'])
        expect(getComputedStyle(attribution, pseudo).content, pseudo).to.equal('none');
      expect(attribution.getBoundingClientRect().height).to.be.greaterThan(10);
      // Inside the element's box, where the page put the element.
      const [box, host] = [attribution.getBoundingClientRect(), el.getBoundingClientRect()];
      expect(
        box.top >= host.top && box.bottom <= host.bottom && box.left >= host.left && box.right <= host.right,
        'within the element',
      ).to.equal(true);
      expect(computed.color, 'the theme’s muted colour, not the part rule’s').to.equal('rgb(1, 2, 3)');
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
    const site = mockSite();
    const element = siteElement(site, { attribution: 'off', 'no-attribution': '' });
    element.append(Object.assign(document.createElement('span'), { slot: 'attribution', textContent: 'replaced' }));
    const el = await calendar(element);
    (el as unknown as Record<string, unknown>).attribution = false;
    el.requestUpdate();
    await finishedLoading(el);
    expectAttribution(el);
    expect(shadow(el).querySelector('slot')).to.equal(null);
  });

  // Read case-insensitively, as HTML's own enumerated attributes are. One test each: an axe audit per theme takes
  // seconds in WebKit.
  for (const theme of ['light', 'dark', 'Light', 'DARK', ' dark ']) {
    it(`meets WCAG AA contrast in the dark theme as in the light one: theme="${theme}"`, async () => {
      const el = await calendar(siteElement(mockSite(), { theme }));
      await finishedLoading(el);
      const background = getComputedStyle(el).backgroundColor;
      const scheme = theme.trim().toLowerCase();
      expect(background, theme).to.equal(scheme === 'dark' ? 'rgb(30, 30, 30)' : 'rgb(255, 255, 255)');
      expect(getComputedStyle(el).colorScheme, theme).to.equal(scheme);
      await expect(el).to.be.accessible();
    });
  }
});
