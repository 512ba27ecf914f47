/**
 * Which of the element's lazily loaded modules (src/element/lazy-modules-controller.ts) what it shows needs now, and
 * how it waits for each: pure, from the element's state at an update.
 */
import type { Lang } from '../format/lang.js';
import type { PanelContent } from './panel-controller.js';

/** The modules a page that does not use them never loads. */
export type LazyModuleName = 'english' | 'brokerNames' | 'brokerPicker' | 'panel' | 'icsFile';

export interface NeedSources {
  /** The element's language: Korean's strings come with the element, English's are loaded. */
  lang: Lang;
  /** The `brokers` attribute names firms, which the broker table checks before any call. */
  siteBrokers: boolean;
  /** The reader's stored choice names firms, which only the broker table matches. */
  chosenBrokers: boolean;
  /** A change mark shown says brokers moved: the broker table says which firms. */
  markedBrokers: boolean;
  /** What the open panel shows. */
  panel: PanelContent['kind'] | null;
}

export interface ModuleNeeds {
  /** What the body cannot be shown without: the first render waits for them, and their failure is said in its place. */
  body: readonly LazyModuleName[];
  /** What the open panel shows: it says it is busy while they load, and their failure. */
  panel: readonly LazyModuleName[];
  /** What a render says more with: until it is there, it says less (which firms a change moved). */
  more: readonly LazyModuleName[];
}

export const NO_NEEDS: ModuleNeeds = { body: [], panel: [], more: [] };

/** The panel's modules: an offering's template, or the picker's, which lists the broker table's firms. */
const PANEL_MODULES: Record<PanelContent['kind'], readonly LazyModuleName[]> = {
  offering: ['panel'],
  brokers: ['brokerPicker', 'brokerNames'],
};

export function neededModules({ lang, siteBrokers, chosenBrokers, markedBrokers, panel }: NeedSources): ModuleNeeds {
  const brokers = siteBrokers || chosenBrokers;
  return {
    body: [...(lang === 'en' ? (['english'] as const) : []), ...(brokers ? (['brokerNames'] as const) : [])],
    panel: panel ? PANEL_MODULES[panel] : [],
    more: markedBrokers && !brokers ? ['brokerNames'] : [],
  };
}
