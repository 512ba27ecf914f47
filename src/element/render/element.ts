import { html, nothing } from 'lit';
import { classMap } from 'lit/directives/class-map.js';
import type { KstDate, Offering } from '../../api/types.js';
import type { Strings } from '../../i18n/strings.js';
import type { ModuleStates } from '../lazy-modules-controller.js';
import type { ViewModel } from '../view-model.js';
import { renderAttribution } from './attribution.js';
import { renderBody } from './body.js';
import { renderPanelFrame } from './panel-frame.js';
import { renderQuota } from './quota-meter.js';
import { renderBusy } from './states.js';
import { renderToolbar } from './toolbar.js';

/** What the reader can do in the element, each a call into its controllers: made once, not at each render. */
export interface ElementActions {
  /** Loads again after a failure. */
  retry(): void;
  openBrokers(): void;
  setOnlyMine(onlyMine: boolean): void;
  /** Adds a broker to the brokers in effect, or takes one out: the reader's choice from then on. */
  toggleBroker(broker: string, on: boolean): void;
  /** Clears the reader's choice of brokers: the site's apply again. */
  clearBrokers(): void;
  /** Opens an offering's panel, unless the page cancels `ipo-select`. */
  select(offering: Offering): void;
  /** Puts an offering in the reader's plan, or takes it out. */
  plan(offering: Offering, planned: boolean): void;
  closePanel(): void;
  /** A click on the block around the body and the panel: beside the panel, it closes it. */
  clickBeside(event: Event): void;
  /** A month navigation button: `months` on, or null for today's month. */
  navigate(months: number | null): void;
  /** A key on the month's grid. */
  keydown(event: KeyboardEvent): void;
  /** A day cell got focus (by click or script): it becomes the tab stop. */
  focusin(event: FocusEvent): void;
  /** A day cell was clicked: its bars are listed under the grid. */
  openDay(date: KstDate): void;
  /** The reader asked for an .ics file before its writer was there: it loads, then `link` is followed again. */
  askIcs(link: HTMLAnchorElement): void;
  /** Loads again the parts of the element that failed to load. */
  retryModules(): void;
}

/** The open panel, with the element's actions and the modules of its content. */
function renderOpenPanel(view: ViewModel, t: Strings, actions: ElementActions, modules: ModuleStates) {
  const { panel, now, brokerNames } = view;
  if (!panel) return nothing;
  return renderPanelFrame(panel, modules, {
    t,
    now,
    brokerNames,
    icsFile: modules.state('icsFile'),
    plan: actions.plan,
    askIcs: actions.askIcs,
    retry: actions.retryModules,
    toggle: actions.toggleBroker,
    clear: actions.clearBrokers,
    close: actions.closePanel,
  });
}

/**
 * The element's shadow content, in the strings `t` of the view's language: the header, the toolbar, the body with the
 * panel over it, and the attribution. A load under way is said in the header row, where the notice moves nothing
 * below it. Each block says its language: set as a property, `lang` is not on the host, whose language the shadow
 * tree would take. A click beside the panel, on the body it makes inert, closes it (the click reaches the block around
 * them).
 */
export function renderElement(view: ViewModel, t: Strings, actions: ElementActions, modules: ModuleStates) {
  const { lang, header, toolbar, panel, narrow } = view;
  const { openBrokers, setOnlyMine } = actions;
  return html`<div part="header" lang=${lang}>
      <h2>${t.title}</h2>
      ${header.busy ? renderBusy(header.busy, t) : nothing} ${renderQuota(header.quota, t, narrow)}
    </div>
    ${renderToolbar({ ...toolbar, t, lang, openBrokers, setOnlyMine })}
    <div class=${classMap({ main: true, narrow })} lang=${lang} @click=${actions.clickBeside}>
      <!-- While the panel covers the body, the body is inert: focus never lands on what the panel hides. -->
      <section part="body" tabindex="-1" aria-busy=${header.busy !== null} ?inert=${!!panel}>
        ${renderBody(view, t, actions)}
      </section>
      ${renderOpenPanel(view, t, actions, modules)}
    </div>
    ${renderAttribution(t, lang)}`;
}
