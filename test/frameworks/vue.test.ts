/**
 * `<ipo-calendar>` in a Vue 3 app, as its docs show it: `isCustomElement` tells Vue's template compiler that the tag is
 * not a Vue component; attributes in the template, events through `@ipo-*`, a property through `:now`.
 */
import { expect } from '@open-wc/testing';
import { createApp, ref, type App } from 'vue';
import type { IpoLoadEvent, IpoSelectEvent } from '../../src/element/events.js';
import { NOW, button, expectAttribution, frame, mockSite, settled, shadow } from '../element/support.js';

describe('in Vue 3', () => {
  let app: App;
  let container: HTMLElement;
  beforeEach(() => (container = document.body.appendChild(document.createElement('div'))));
  afterEach(() => {
    app.unmount();
    container.remove();
  });

  async function mountApp() {
    const site = await mockSite();
    const loads: IpoLoadEvent[] = [];
    app = createApp({
      // The app shows its own details of the selected offering instead of the element's panel.
      template: `<ipo-calendar api-key="demo-key" :base-url="baseUrl" view="list" range="2026-11" loading="eager"
          lang="en" :now="now" @ipo-load="loads.push($event)" @ipo-select="select"></ipo-calendar>
        <output>{{ chosen }}</output>`,
      setup() {
        const chosen = ref('');
        const select = (event: IpoSelectEvent) => {
          event.preventDefault();
          chosen.value = event.detail.offering.corp_name;
        };
        return { baseUrl: site.baseUrl, now: () => NOW, loads, chosen, select };
      },
    });
    app.config.compilerOptions.isCustomElement = (tag) => tag === 'ipo-calendar';
    app.mount(container);
    const element = container.querySelector('ipo-calendar')!;
    await settled(element);
    return { element, loads };
  }

  it('renders the element with its attributes and hears ipo-load through @ipo-load', async () => {
    const { element, loads } = await mountApp();
    // `lang` is a property of the element, which Vue sets as such.
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

  it('hears ipo-select through @ipo-select and cancels it: the app shows its own details, the panel stays shut', async () => {
    const { element } = await mountApp();
    const offering = element.items[0];
    button(element, offering.corp_name)!.click();
    // The framework renders the app's state change on its next turn.
    await frame();
    expect(container.querySelector('output')!.textContent).to.equal(offering.corp_name);
    expect(shadow(element).querySelector('[part~="panel"]')).to.equal(null);
  });
});
