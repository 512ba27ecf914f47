/** The playground: the attributes as a form, the live element they make, and its code for a page and for frameworks. */
import { html, nothing } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { live } from 'lit/directives/live.js';
import type {
  IpoBrokersChangeEvent,
  IpoChangeEvent,
  IpoErrorEvent,
  IpoLoadEvent,
  IpoPlanChangeEvent,
} from '../src/element/events.js';
import { addDays, kstDateOf, monthOf, addMonths, type Clock } from '../src/time/kst.js';
import type { NetworkLog } from './network-log.js';
import {
  BASE_URL,
  KEY_CHOICES,
  LANG_CHOICES,
  STAGE_CHOICES,
  STATUS_CHOICES,
  THEME_CHOICES,
  VIEW_CHOICES,
  attributesOf,
  stagesOf,
  stagesValue,
  type Choice,
  type Settings,
} from './settings.js';
import { snippetsFor, type Snippet } from './snippets.js';

export interface PlaygroundContext {
  settings: Settings;
  change(settings: Settings): void;
  /** The element's clock: the mock's. */
  now: Clock;
  /** Changes when the element must be made anew (its clock moved). */
  generation: number;
  log: NetworkLog;
}

function renderSelect(name: keyof Settings, choices: Choice[], current: string) {
  return html`<label
    >${name}
    <select name=${name}>
      ${choices.map(({ value, label }) => html`<option value=${value} ?selected=${value === current}>${label}</option>`)}
    </select></label
  >`;
}

/** Ranges worth trying, from the mock's today: this month, the next, the coming 30 days, and one the element refuses. */
function rangeExamples(now: number): string[] {
  const today = kstDateOf(now);
  const month = monthOf(today);
  return [month, addMonths(month, 1), `${today}/${addDays(today, 30)}`, `${today}/`, `${addDays(today, 30)}/${today}`];
}

function readForm(form: HTMLFormElement): Settings {
  const data = new FormData(form);
  const text = (name: keyof Settings) => String(data.get(name) ?? '').trim();
  return {
    'api-key': text('api-key'),
    status: text('status'),
    range: text('range'),
    'exclude-spac': data.has('exclude-spac'),
    view: text('view'),
    lang: text('lang'),
    theme: text('theme'),
    'cache-ttl': text('cache-ttl'),
    brokers: text('brokers'),
    stages: stagesValue(data.getAll('stages').map(String)),
  };
}

/**
 * The stages as four checkboxes: all four checked leave the attribute out. Checked as the settings say (`live`): none
 * checked reads as all four, whose boxes the reader just cleared.
 */
function renderStages(current: string) {
  const shown = stagesOf(current);
  return html`<fieldset class="stages">
    <legend>stages</legend>
    ${STAGE_CHOICES.map(
      ({ value, label }) =>
        html`<label class="check"
          ><input type="checkbox" name="stages" value=${value} .checked=${live(shown.includes(value))} />
          ${label}</label
        >`,
    )}
  </fieldset>`;
}

export function renderSettings({ settings, change, now }: PlaygroundContext) {
  return html`<form
    class="settings"
    @change=${(event: Event) => change(readForm(event.currentTarget as HTMLFormElement))}
    @submit=${(event: Event) => event.preventDefault()}
  >
    ${renderSelect('api-key', KEY_CHOICES, settings['api-key'])}
    ${renderSelect('status', STATUS_CHOICES, settings.status)}
    <label
      >range
      <input name="range" list="range-examples" .value=${settings.range} placeholder="YYYY-MM or from/to" />
    </label>
    <datalist id="range-examples">
      ${rangeExamples(now()).map((range) => html`<option value=${range}></option>`)}
    </datalist>
    <label class="check"
      ><input type="checkbox" name="exclude-spac" .checked=${settings['exclude-spac']} /> exclude-spac</label
    >
    ${renderSelect('view', VIEW_CHOICES, settings.view)} ${renderSelect('lang', LANG_CHOICES, settings.lang)}
    ${renderSelect('theme', THEME_CHOICES, settings.theme)}
    <label
      >cache-ttl (seconds)
      <input
        name="cache-ttl"
        list="ttl-examples"
        inputmode="numeric"
        .value=${settings['cache-ttl']}
        placeholder="600"
      />
    </label>
    <datalist id="ttl-examples">
      ${['0', '60', '600', '3600'].map((ttl) => html`<option value=${ttl}></option>`)}
    </datalist>
    <label
      >brokers (the site's)
      <input name="brokers" .value=${settings.brokers} placeholder="키움, 한국투자증권" />
    </label>
    ${renderStages(settings.stages)}
  </form>`;
}

export function renderElement({ settings, now, generation, log }: PlaygroundContext) {
  const optional = (name: keyof Settings) => (settings[name] === '' ? nothing : settings[name]);
  return keyed(
    generation,
    html`<ipo-calendar
      api-key=${settings['api-key']}
      base-url=${BASE_URL}
      status=${optional('status')}
      range=${optional('range')}
      ?exclude-spac=${settings['exclude-spac']}
      view=${optional('view')}
      lang=${optional('lang')}
      theme=${optional('theme')}
      cache-ttl=${optional('cache-ttl')}
      brokers=${optional('brokers')}
      stages=${optional('stages')}
      .now=${now}
      @ipo-load=${(event: IpoLoadEvent) => log.add({ at: now(), kind: 'load', source: event.detail.source })}
      @ipo-error=${(event: IpoErrorEvent) =>
        log.add({ at: now(), kind: 'error', error: event.detail.kind, status: event.detail.status })}
      @ipo-change=${(event: IpoChangeEvent) => log.add({ at: now(), kind: 'change', changes: event.detail.changes })}
      @ipo-brokers-change=${(event: IpoBrokersChangeEvent) =>
        log.add({ at: now(), kind: 'brokers', brokers: event.detail.brokers })}
      @ipo-plan-change=${(event: IpoPlanChangeEvent) => log.add({ at: now(), kind: 'plan', ids: event.detail.ids })}
    ></ipo-calendar>`,
  );
}

/** The snippet whose copy was last asked for, and how it went. */
let copied: { name: string; said: string } | null = null;

async function copy(snippet: Snippet, rerender: () => void): Promise<void> {
  try {
    await navigator.clipboard.writeText(snippet.code);
    copied = { name: snippet.name, said: 'Copied.' };
  } catch {
    copied = { name: snippet.name, said: 'The browser refused: select the text instead.' };
  }
  rerender();
}

export function renderSnippets({ settings }: PlaygroundContext, rerender: () => void) {
  return snippetsFor(attributesOf(settings)).map(
    (snippet) =>
      html`<section class="snippet">
        <div class="snippet-head">
          <h3>${snippet.name}</h3>
          <span role="status">${copied?.name === snippet.name ? copied.said : nothing}</span>
          <button type="button" @click=${() => copy(snippet, rerender)}>Copy</button>
        </div>
        <pre><code>${snippet.code}</code></pre>
      </section>`,
  );
}
