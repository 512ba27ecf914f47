/**
 * `<ipo-calendar>` in a Vue 3 app, as its docs show it: `isCustomElement` tells Vue's template compiler that the tag is
 * not a Vue component; attributes in the template, events through `@ipo-*`, a property through `:now`.
 */
import { createApp, ref, type App } from 'vue';
import type { IpoSelectEvent } from '../../src/element/events.js';
import { nextTask } from '../element/support.js';
import { NOW } from '../support/mock-site.js';
import { appTests } from './app-tests.js';

describe('in Vue 3', () => {
  let app: App;
  appTests({
    handlers: '@ipo-*',
    mount(container, baseUrl, onLoad) {
      app = createApp({
        // The app shows its own details of the selected offering instead of the element's panel.
        template: `<ipo-calendar api-key="demo-key" :base-url="baseUrl" view="list" range="2026-11" loading="eager"
            lang="en" :now="now" @ipo-load="onLoad" @ipo-select="select"></ipo-calendar>
          <output>{{ chosen }}</output>`,
        setup() {
          const chosen = ref('');
          const select = (event: IpoSelectEvent) => {
            event.preventDefault();
            chosen.value = event.detail.offering.corp_name;
          };
          return { baseUrl, now: () => NOW, onLoad, chosen, select };
        },
      });
      app.config.compilerOptions.isCustomElement = (tag) => tag === 'ipo-calendar';
      app.mount(container);
    },
    unmount: () => app.unmount(),
    // Vue renders a state change on its next tick.
    async click(target) {
      target.click();
      await nextTask();
    },
  });
});
