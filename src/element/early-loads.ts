/**
 * The loads the first module starts before the element's module has arrived: for each `<ipo-calendar>` of the page,
 * and each one added until the element is defined, its attributes are read with the element's own parsers and, when
 * they are valid and a call is wanted (eager, or lazy and near the viewport), the element's first query is listed on
 * the page registry's client. The element, once defined, lists the same query on the same client: it joins the call in
 * flight or reads the body it stored, so there is one load and one call. A wrong attribute starts nothing.
 *
 * The lazy modules the element's first drawing waits for (English's strings, the broker table that checks `brokers`)
 * are imported at the same time, so that they arrive with the element's chunk rather than a round trip after it.
 */
import { loadQuery } from '../calendar/load-query.js';
import { ATTRIBUTES, type AttributeInputs } from '../model/attributes.js';
import { monthOfRange } from '../model/displayed-month.js';
import { pageRegistry } from '../client/registry.js';
import { kstDateOf, systemClock } from '../time/kst.js';
import { awaitsBrokerTable, configOf, type ConfigResult, type ElementConfig } from './config.js';
import { hostLang } from './host-lang.js';
import { LAZY_MODULES } from './lazy-modules.js';
import { NEAR_VIEWPORT_MARGIN } from './near-viewport-margin.js';
import { neededModules } from './needed-modules.js';
import { OPERATOR } from './operator.js';

const TAG = 'ipo-calendar';

/** The element's parsed inputs, read from its attributes as Lit would make them its properties. */
function attributeInputs(element: Element): AttributeInputs {
  const inputs: Record<string, unknown> = {};
  for (const [property, { attribute, lit }] of Object.entries(ATTRIBUTES)) {
    inputs[property] = 'type' in lit ? element.hasAttribute(attribute) : element.getAttribute(attribute);
  }
  return inputs as AttributeInputs;
}

/** The element's configuration, from its attributes: not `ok` when one is wrong, which makes no call. */
const configResultOf = (element: Element): ConfigResult =>
  configOf(attributeInputs(element), OPERATOR.defaultBaseUrl, document.baseURI);

/** The element's configuration, or null. */
function configOfElement(element: Element): ElementConfig | null {
  const result = configResultOf(element);
  return result.ok ? result.config : null;
}

/**
 * Imports the modules the element's first drawing will wait for, as its update will ask (a reader's stored choice of
 * brokers is the element's to read). A failure stays in the module's state, which the element shows with its retry.
 */
function startModules(element: HTMLElement, result: ConfigResult): void {
  const { body } = neededModules({
    lang: hostLang(element),
    siteBrokers: awaitsBrokerTable(result),
    chosenBrokers: false,
    markedBrokers: false,
    panel: null,
  });
  for (const name of body) LAZY_MODULES[name].load().catch(() => undefined);
}

/** Lists the element's first query on the page's client, as its load controller will. */
function startLoad(config: ElementConfig): void {
  const today = kstDateOf(systemClock());
  // Its answer is the element's to show: whatever it is, the element reads it when it lists the same query.
  pageRegistry
    .client(config)
    .list(loadQuery(config, monthOfRange(config.range, today), today))
    .catch(() => undefined);
}

/** Starts the loads of the page's elements, now and as they are added, until the element is defined. */
export function startEarlyLoads(): void {
  // In Node (an SSR framework importing `ipo-calendar/bundle`) there is no page to load for.
  if (typeof document === 'undefined' || customElements.get(TAG)) return;
  const seen = new WeakSet<Element>();
  const near = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting } of entries) {
        if (!isIntersecting) continue;
        near.unobserve(target);
        const config = configOfElement(target);
        if (config) startLoad(config);
      }
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  const find = () => {
    // Defined meanwhile: the elements load for themselves.
    if (customElements.get(TAG)) return;
    for (const element of document.getElementsByTagName(TAG) as HTMLCollectionOf<HTMLElement>) {
      if (seen.has(element)) continue;
      seen.add(element);
      const result = configResultOf(element);
      // The element draws its frame at once, in view or not: what that drawing waits for is wanted now.
      startModules(element, result);
      if (!result.ok) continue;
      if (result.config.loading === 'eager') startLoad(result.config);
      else near.observe(element);
    }
  };
  const added = new MutationObserver(find);
  find();
  added.observe(document, { childList: true, subtree: true });
  // The element takes over: it watches its own viewport and starts its own loads.
  void customElements.whenDefined(TAG).then(() => {
    added.disconnect();
    near.disconnect();
  });
}
