/**
 * A site's own element built on the calendar: a subclass with a number property of its own, registered under another
 * tag. It runs against the shipped bundle too, which exports the class.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { PropertyValues } from 'lit';
import { IpoCalendar } from '../../src/ipo-calendar.js';
import { mockSite } from '../support/mock-site.js';
import { expectAttribution, paramsOf, finishedLoading, runOn, shadow } from './support.js';

/** Shows the first `rows` offerings: the number becomes the API's `limit`. */
class MyCalendar extends IpoCalendar {
  static override properties = { rows: { type: Number, reflect: true } };

  rows = 3;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('rows')) this.limit = String(this.rows);
    super.willUpdate(changed);
  }
}
customElements.define('my-calendar', MyCalendar);

/** The names of the offerings listed, as their buttons are named. */
const listedNames = (element: MyCalendar) =>
  [...shadow(element).querySelectorAll('[part~="item-name"]')].map((button) => button.textContent!.trim());

describe('a subclass of IpoCalendar', () => {
  it("observes its own attribute besides the calendar's, which keeps its own", () => {
    expect(MyCalendar.observedAttributes).to.include.members(['rows', 'api-key', 'base-url', 'view', 'limit']);
    expect(IpoCalendar.observedAttributes).not.to.include('rows');
    expect(customElements.get('ipo-calendar')).to.equal(IpoCalendar);
  });

  it('takes its attribute as a number and renders the data it asks for', async () => {
    const site = mockSite();
    const el = new MyCalendar();
    runOn(el, site.time);
    Object.assign(el, { lang: 'en', apiKey: 'demo-key', baseUrl: site.baseUrl, view: 'list', loading: 'eager' });
    el.setAttribute('rows', '2');
    await fixture(html`<div>${el}</div>`);
    await finishedLoading(el, site);
    expect(el).to.be.instanceOf(IpoCalendar);
    expect(el.rows).to.equal(2);
    expect(paramsOf(site.calls[0]).limit).to.equal('2');
    expect(el.items).to.have.length(2);
    expect(listedNames(el)).to.deep.equal(el.items.map((offering) => offering.corp_name));
    expectAttribution(el);
    await expect(el).to.be.accessible();

    el.setAttribute('rows', '4');
    await finishedLoading(el, site);
    expect(el.rows).to.equal(4);
    expect(paramsOf(site.calls.at(-1)!).limit).to.equal('4');
    expect(listedNames(el)).to.have.length(4);

    el.rows = 1;
    await finishedLoading(el, site);
    expect(el.getAttribute('rows'), 'reflected as a number').to.equal('1');
    expect(listedNames(el)).to.have.length(1);
  });
});
