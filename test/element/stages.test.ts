/** `stages`: the stages the month's bars and legend, the list and the feed show. */
import { expect, html } from '@open-wc/testing';
import { mockSite } from '../support/mock-site.js';
import { scheduled } from '../support/offering.js';
import { calendar, finishedLoading, shadow, siteElement, text } from './support.js';

const DATA = [
  scheduled('a', '2026-11-30', { corp_name: '씨엔바이오' }),
  scheduled('b', '2026-12-02', { corp_name: '가나테크' }),
];

describe('stages', () => {
  it('draws only the stages asked for in the month, its legend and its day list', async () => {
    const site = mockSite({ data: DATA });
    const el = await calendar(
      siteElement(site, { view: 'month', range: '2026-11', stages: 'sub refund listing' }),
      site.time,
    );
    await finishedLoading(el, site);
    const legend = [...shadow(el).querySelectorAll('[part~="legend"] li')].map((entry) => entry.textContent!.trim());
    expect(legend).to.deep.equal(['■ 청약', '↺ 환불', '★ 상장']);
    const bars = [...shadow(el).querySelectorAll('.bar')];
    expect(bars.some((bar) => bar.classList.contains('demand'))).to.equal(false);
    expect(bars.some((bar) => bar.classList.contains('sub'))).to.equal(true);
    const cells = [...shadow(el).querySelectorAll('[role="gridcell"]')].map((cell) => cell.getAttribute('part'));
    expect(cells.some((part) => part!.includes('has-demand'))).to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('lists only the stages asked for', async () => {
    const site = mockSite({ data: DATA });
    const el = await calendar(siteElement(site, { range: '2026-11-23/2026-12-31', stages: 'SUB listing' }), site.time);
    await finishedLoading(el, site);
    const stages = [...shadow(el).querySelectorAll('[part~="item"]')].map((item) =>
      [...item.querySelectorAll('[part~="stage"]')].map((stage) => stage.getAttribute('part')),
    );
    expect(stages).to.deep.equal([
      ['stage sub', 'stage listing'],
      ['stage sub', 'stage listing'],
    ]);
  });

  it('refuses a word that is not a stage, naming the attribute, with no call', async () => {
    const site = mockSite({ data: DATA });
    const el = await calendar(html`${siteElement(site, { stages: 'sub ipo' })}`, site.time);
    expect(text(el, 'message')).to.include('stages').and.include('sub ipo');
    expect(site.calls).to.have.length(0);
  });
});
