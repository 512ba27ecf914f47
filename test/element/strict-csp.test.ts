/**
 * The month view in a page whose Content Security Policy allows no inline style (`style-src 'self'`): such a page
 * blocks every `style` attribute written in markup, while styles set through the CSSOM (Lit's styleMap) and adopted
 * stylesheets apply. The policy is set before the element renders, for this file's page alone.
 */
import { expect } from '@open-wc/testing';
import { offering } from '../support/offering.js';
import { mockSite } from '../support/mock-site.js';
import { calendar, expectAttribution, finishedLoading, shadow, siteElement } from './support.js';

const violations: SecurityPolicyViolationEvent[] = [];

before(() => {
  document.addEventListener('securitypolicyviolation', (event) => violations.push(event));
  const policy = document.createElement('meta');
  policy.httpEquiv = 'Content-Security-Policy';
  policy.content = "style-src 'self'";
  document.head.append(policy);
});

describe('under a strict style policy', () => {
  it('runs a bar name over the days of its bar, with no policy violation', async () => {
    // The policy is in force: a style attribute in markup is refused.
    const probe = document.createElement('div');
    probe.innerHTML = '<span style="--days: 2"></span>';
    document.body.append(probe);
    expect(getComputedStyle(probe.firstElementChild!).getPropertyValue('--days'), 'blocked').to.equal('');
    probe.remove();
    await new Promise((resolve) => setTimeout(resolve));
    expect(violations.length, 'the probe is reported').to.equal(1);
    violations.length = 0;

    const site = mockSite({
      data: [
        offering({
          id: 'long',
          corp_name: '가나다라마바사아자차카타파하주식회사',
          demand_start: '2026-11-16',
          demand_end: '2026-11-19',
        }),
      ],
    });
    const el = await calendar(siteElement(site, { view: 'month', range: '2026-11' }));
    await finishedLoading(el);
    const name = shadow(el).querySelector<HTMLElement>('[data-date="2026-11-16"] .name')!;
    expect(getComputedStyle(name).getPropertyValue('--days').trim()).to.equal('4');
    const barWidth = name.parentElement!.getBoundingClientRect().width;
    expect(name.getBoundingClientRect().width, 'as wide as four days').to.be.above(3.5 * barWidth);
    // The panel and the list view render under the policy too.
    name.parentElement!.click();
    await el.updateComplete;
    expect(shadow(el).querySelector('[part~="panel"]')).to.exist;
    el.view = 'list';
    await finishedLoading(el);
    expect(shadow(el).querySelectorAll('[part~="item"]')).to.have.length(1);
    await new Promise((resolve) => setTimeout(resolve));
    expect(
      violations.map((event) => `${event.effectiveDirective}: ${event.sample || event.blockedURI}`),
      'no violation',
    ).to.deep.equal([]);
    expectAttribution(el);
    await expect(el).to.be.accessible();
  });
});
