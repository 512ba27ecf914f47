import { html, nothing } from 'lit';
import { classMap } from 'lit/directives/class-map.js';
import type { KstDate, Offering } from '../../api/types.js';
import type { Strings } from '../../i18n/strings.js';
import { STRINGS } from '../../i18n/tables.js';
import type { PanelModel, ViewModel } from '../view-model.js';
import { renderAttribution } from './attribution.js';
import { renderBody } from './body.js';
import { renderBrokerPicker } from './broker-picker.js';
import { renderPanel } from './panel.js';
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
}

function renderOpenPanel(panel: PanelModel, { lang, now }: ViewModel, t: Strings, actions: ElementActions) {
  const close = actions.closePanel;
  if (panel.kind === 'brokers') {
    return renderBrokerPicker({ ...panel, t, lang, toggle: actions.toggleBroker, clear: actions.clearBrokers, close });
  }
  return renderPanel(panel, { t, lang, now, close, plan: actions.plan });
}

/**
 * The element's shadow content: the header, the toolbar, the body with the panel over it, and the attribution.
 * A load under way is said in the header row, where the notice moves nothing below it. Each block says its language:
 * set as a property, `lang` is not on the host, whose language the shadow tree would take. A click beside the panel,
 * on the body it makes inert, closes it (the click reaches the block around them).
 */
export function renderElement(view: ViewModel, actions: ElementActions) {
  const { lang, header, toolbar, panel, narrow } = view;
  const t = STRINGS[lang];
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
      ${panel ? renderOpenPanel(panel, view, t, actions) : nothing}
    </div>
    ${renderAttribution(t, lang)}`;
}
