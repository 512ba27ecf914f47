/** The mock's controls: its quota, faults, clock and data, with what it holds now. */
import { html } from 'lit';
import { STORAGE_PREFIX } from '../src/client/cache-store.js';
import { QUOTA_PREFIX } from '../src/client/quota-store.js';
import type { IpoCalendar } from '../src/element/ipo-calendar.js';
import { kstIso, type MockApi } from '../src/mock/api.js';
import { kstDateOf, nextKstMidnight } from '../src/time/kst.js';

export interface MockControlsContext {
  api: MockApi;
  /** The playground's element, if any. */
  element(): IpoCalendar | null;
  /** The clock moved: the element is made anew, so that it schedules its midnight from the new time. */
  clockMoved(): void;
  changed(): void;
}

const SLOW_MS = 3000;
const BEFORE_MIDNIGHT_MS = 10_000;

/** Forgets what the element stored (its cached bodies, the quota and any block) and loads the page again. */
function forgetElementStorage(): void {
  for (const key of Object.keys(localStorage)) if (key.startsWith(STORAGE_PREFIX)) localStorage.removeItem(key);
  location.reload();
}

/**
 * Resets the mock's counters, and what the element's client stored of them: its client blocks a key whose quota it
 * last read as spent (a 429, or none left) until KST midnight, even across reloads, and would not call the mock again.
 * The client reads the stored quota at every call, so the next one goes out; an element showing the 429 loads again.
 */
function resetQuota({ api, element }: MockControlsContext): void {
  api.resetQuota();
  for (const key of Object.keys(localStorage)) if (key.startsWith(QUOTA_PREFIX)) localStorage.removeItem(key);
  const calendar = element();
  if (calendar?.lastError?.kind === 'rate_limited') void calendar.refresh();
}

/** The correction these controls filed last, while the page lives: its offering, named if the element shows it. */
let filed: { id: string; name: string | null } | 'none' | null = null;

/**
 * Files a correction (정정신고서) in the mock, for the next offering to open whose demand forecasting is ahead, and has
 * the element ask again, as it would once its cache-ttl ran out: the change mark comes with that one conditional call.
 */
function fileCorrection({ api, element }: MockControlsContext): void {
  const calendar = element();
  const id = api.fileCorrection();
  filed = id === null ? 'none' : { id, name: calendar?.items.find((item) => item.id === id)?.corp_name ?? null };
  void calendar?.refresh();
}

function correctionText(): string {
  if (filed === null) return '';
  if (filed === 'none') return 'No offering to correct: none opens with its demand forecasting ahead.';
  if (filed.name === null) return `Filed for offering ${filed.id}, which the element does not show.`;
  return `Filed for ${filed.name}: its dates two weeks later, its band cut by 15 %.`;
}

function dataText({ api }: MockControlsContext): string {
  const { dataChange, corrections } = api.controls();
  if (!dataChange) return 'As collected';
  const corrected = Object.values(corrections).reduce((sum, times) => sum + times, 0);
  const of = corrected ? ` (${corrected} correction${corrected > 1 ? 's' : ''})` : '';
  return `Changed ${dataChange.count}×${of}, updated_at ${kstIso(dataChange.at)}`;
}

function callsToday({ api }: MockControlsContext): string {
  const today = kstDateOf(api.now());
  const used = Object.entries(api.controls().calls).filter(([, count]) => count.day === today);
  return used.length ? used.map(([key, count]) => `${key} ${count.calls}`).join(', ') : 'none';
}

export function renderMockControls(context: MockControlsContext) {
  const { api } = context;
  const { fault, clockOffsetMs } = api.controls();
  const act = (action: () => void) => () => {
    action();
    context.changed();
  };
  const setFault = (event: Event) => {
    const form = (event.currentTarget as HTMLInputElement).form!;
    const checked = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).checked;
    api.setFault({ internal: checked('internal'), delayMs: checked('slow') ? SLOW_MS : 0 });
    context.changed();
  };
  const now = api.now();
  return html`<form class="controls" @submit=${(event: Event) => event.preventDefault()}>
    <p class="hint">
      Outside the API: the mock's own controls. It keeps them, and the calls it counted, across reloads.
    </p>
    <fieldset>
      <legend>Quota</legend>
      <p>Calls today: ${callsToday(context)}</p>
      <button type="button" @click=${act(() => resetQuota(context))}>Reset the quota</button>
    </fieldset>
    <fieldset>
      <legend>Faults</legend>
      <label
        ><input type="checkbox" name="internal" .checked=${!!fault?.internal} @change=${setFault} /> answer 500</label
      >
      <label
        ><input type="checkbox" name="slow" .checked=${!!fault?.delayMs} @change=${setFault} /> answer after
        ${SLOW_MS / 1000} s</label
      >
    </fieldset>
    <fieldset>
      <legend>Clock</legend>
      <p>
        <time datetime=${kstIso(now)}>${kstIso(now).slice(0, 19).replace('T', ' ')}</time> KST
        ${clockOffsetMs ? '(moved)' : '(real)'}
      </p>
      <button
        type="button"
        @click=${act(() => {
          api.setClockOffset(clockOffsetMs + nextKstMidnight(now) - BEFORE_MIDNIGHT_MS - now);
          context.clockMoved();
        })}
      >
        Move to 10 s before KST midnight
      </button>
      <button
        type="button"
        ?disabled=${!clockOffsetMs}
        @click=${act(() => {
          api.setClockOffset(0);
          context.clockMoved();
        })}
      >
        Back to the real clock
      </button>
    </fieldset>
    <fieldset>
      <legend>Data</legend>
      <p>${dataText(context)}</p>
      <button type="button" @click=${act(() => api.changeData())}>Change the data (new updated_at and ETag)</button>
      <button type="button" @click=${act(() => fileCorrection(context))}>File a correction (정정신고서)</button>
      <p class="hint">
        A correction moves the next offering to open two weeks later and cuts its band; the element then asks again, as
        it would once its cache-ttl ran out, and marks what moved.
      </p>
      <p role="status">${correctionText()}</p>
    </fieldset>
    <fieldset>
      <legend>The element</legend>
      <button type="button" @click=${() => void context.element()?.refresh()}>refresh()</button>
      <button type="button" @click=${forgetElementStorage}>Forget its storage and reload</button>
    </fieldset>
  </form>`;
}
