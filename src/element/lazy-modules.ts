/**
 * The element's lazily loaded modules, each a chunk of its own and imported once for the page: by the first module for
 * what the page's elements show at once (src/element/early-loads.ts), else by an element when it first needs one
 * (src/element/lazy-modules-controller.ts).
 */
import { LazyModule } from './lazy-module.js';
import type { LazyModuleName } from './needed-modules.js';

export const LAZY_MODULES = {
  english: new LazyModule(() => import('../i18n/en.js').then(({ en }) => en)),
  brokerNames: new LazyModule(() => import('../brokers/names.js').then(({ brokerNames }) => brokerNames)),
  brokerPicker: new LazyModule(() => import('./render/broker-picker.js')),
  panel: new LazyModule(() => import('./render/panel.js')),
  icsFile: new LazyModule(() => import('./ics-file.js')),
} satisfies Record<LazyModuleName, object>;
