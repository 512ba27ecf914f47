/**
 * What an app built with a framework must get from `<ipo-calendar>`, whichever the framework: the element rendered
 * with the app's attributes, ipo-load heard through the framework's handler, and ipo-select heard and cancelled so
 * that the app shows its own details (in an `<output>`) instead of the element's panel.
 */
import { expect } from '@open-wc/testing';
import type { IpoLoadEvent } from '../../src/element/events.js';
import type { IpoCalendar } from '../../src/element/ipo-calendar.js';
import { button, expectAttribution, finishedLoading, shadow } from '../element/support.js';
import { mockSite } from '../support/mock-site.js';

/** An app mounted in `container`, showing `<ipo-calendar view="list" range="2026-11" lang="en">` at `baseUrl`. */
export interface Framework {
  /** The framework's name for the event handlers, as in the app's markup: `onipo-*` or `@ipo-*`. */
  handlers: string;
  mount(container: HTMLElement, baseUrl: string, onLoad: (event: IpoLoadEvent) => void): void;
  unmount(): void;
  /** Clicks `target` and lets the framework render what the app's state became. */
  click(target: HTMLElement): Promise<void>;
}

export function appTests(framework: Framework): void {
  let container: HTMLElement;
  beforeEach(() => (container = document.body.appendChild(document.createElement('div'))));
  afterEach(() => {
    framework.unmount();
    container.remove();
  });

  async function mountApp(): Promise<{ element: IpoCalendar; loads: IpoLoadEvent[] }> {
    const site = mockSite();
    const loads: IpoLoadEvent[] = [];
    framework.mount(container, site.baseUrl, (event) => loads.push(event));
    const element = container.querySelector('ipo-calendar')!;
    await finishedLoading(element);
    return { element, loads };
  }

  it(`renders the element with its attributes and hears ipo-load through ${framework.handlers}`, async () => {
    const { element, loads } = await mountApp();
    // `lang` is a property of the element, which the framework sets as such.
    expect([element.getAttribute('view'), element.getAttribute('range'), element.lang]).to.deep.equal([
      'list',
      '2026-11',
      'en',
    ]);
    expect(loads).to.have.length(1);
    expect(loads[0].detail.items).to.equal(element.items);
    expect(element.items.length).to.be.above(0);
    expectAttribution(element);
  });

  it(`hears ipo-select through ${framework.handlers} and cancels it: the app shows its own details, the panel stays shut`, async () => {
    const { element } = await mountApp();
    const offering = element.items[0];
    await framework.click(button(element, offering.corp_name)!);
    expect(container.querySelector('output')!.textContent).to.equal(offering.corp_name);
    expect(shadow(element).querySelector('[part~="panel"]')).to.equal(null);
  });
}
