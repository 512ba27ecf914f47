/**
 * The reader's broker picker: loaded with the broker table whose firms it lists when the reader first opens it
 * (src/element/lazy-modules-controller.ts), in the panel's frame (./panel-frame.ts).
 */
import { html, nothing } from 'lit';
import { brokerDisplayName, RETAIL_BROKERS } from '../../brokers/names.js';
import type { Strings } from '../../i18n/strings.js';

export interface PickerContext {
  t: Strings;
  /** The brokers in effect, canonical names: the reader's, else the site's. */
  brokers: readonly string[];
  /** The site's own brokers (the `brokers` attribute). */
  siteBrokers: readonly string[];
  /** Whether the reader has chosen brokers of their own. */
  chosen: boolean;
  /** Adds a broker to the brokers in effect then, or takes one out: the reader's choice from then on. */
  toggle(broker: string, on: boolean): void;
  /** Clears the reader's choice: the site's brokers apply again. */
  clear(): void;
}

/**
 * A checkbox for every firm that takes retail subscriptions, in the order of their names in the element's language.
 * A change applies at once, to the brokers in effect; clearing the choice gives the site's brokers back.
 */
export function renderBrokerPicker(context: PickerContext) {
  const { t, brokers, siteBrokers, chosen, toggle, clear } = context;
  const { lang } = t;
  const collator = new Intl.Collator(lang);
  const options = [...RETAIL_BROKERS]
    .map((name) => ({ name, label: brokerDisplayName(name, lang) }))
    .sort((a, b) => collator.compare(a.label, b.label));
  const siteNames = siteBrokers.map((name) => brokerDisplayName(name, lang)).join(', ');
  return html`<p class="muted">${t.brokers.pickerHelp}</p>
    <fieldset part="broker-options">
      <legend class="visually-hidden">${t.brokers.picker}</legend>
      ${options.map(
        ({ name, label }) =>
          html`<label
            ><input
              type="checkbox"
              .checked=${brokers.includes(name)}
              @change=${(event: Event) => toggle(name, (event.target as HTMLInputElement).checked)}
            />
            ${label}</label
          >`,
      )}
    </fieldset>
    ${siteNames ? html`<p class="muted">${t.brokers.siteDefault(siteNames)}</p>` : nothing}
    <button part="clear" ?disabled=${!chosen} @click=${clear}>${t.brokers.clear}</button>`;
}
