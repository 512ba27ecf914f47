/**
 * The list view's length is known only once the data comes: a page bounds it with a max-height on the `list` part,
 * and the offerings scroll inside it.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { mockSite } from '../support/mock-site.js';
import { scheduled } from '../support/offering.js';
import { calendar, finishedLoading, focusIntoView, shadow, siteElement } from './support.js';

const MANY = Array.from({ length: 40 }, (_, n) => scheduled(`listed-${n}`, '2026-12-01'));
const BOUND_PX = 320;

describe('list view bounded by the page', () => {
  it('stays within a max-height set on ::part(list), its offerings scrolling inside and reachable by keyboard', async () => {
    await fixture(
      html`<style>
        ipo-calendar.bounded::part(list) {
          max-height: ${BOUND_PX}px;
          overflow-y: auto;
        }
      </style>`,
    );
    const site = mockSite({ data: MANY });
    const free = await calendar(siteElement(site, { limit: '40' }));
    const bounded = await calendar(siteElement(site, { limit: '40', class: 'bounded' }));
    await finishedLoading(free);
    await finishedLoading(bounded);
    const list = shadow(bounded).querySelector<HTMLElement>('[part~="list"]')!;
    expect(list.querySelectorAll('[part~="item"]')).to.have.length(40);
    expect(list.getBoundingClientRect().height).to.equal(BOUND_PX);
    expect(list.scrollHeight, 'the offerings scroll inside').to.be.greaterThan(BOUND_PX * 3);
    const height = (el: HTMLElement) => el.getBoundingClientRect().height;
    expect(height(bounded), 'only the list is bounded').to.be.lessThan(BOUND_PX + 250);
    expect(height(free) - height(bounded)).to.be.closeTo(list.scrollHeight - BOUND_PX, 1);

    const names = list.querySelectorAll<HTMLButtonElement>('[part~="item-name"]');
    await focusIntoView(names[names.length - 1]);
    const last = names[names.length - 1].getBoundingClientRect();
    expect(last.bottom, 'the focused offering is scrolled into the list').to.be.at.most(
      list.getBoundingClientRect().bottom,
    );
    await expect(bounded).to.be.accessible();
  });
});
