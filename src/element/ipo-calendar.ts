import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { Task, TaskStatus, initialState } from '@lit/task';
import type { KstDate, Offering, StatusAlias, StatusValue } from '../api/types.js';
import { monthOfRange } from '../calendar/displayed-month.js';
import { moveFocus } from '../calendar/keyboard.js';
import { monthGrid, visibleSpan } from '../calendar/month-grid.js';
import { placeOfferings } from '../calendar/placement.js';
import { getSharedClient, type IpoClient, type ListResult } from '../client/client.js';
import type { ApiError } from '../client/errors.js';
import type { QuotaState } from '../client/quota.js';
import type { Timers } from '../client/retry.js';
import { describeProblem } from '../i18n/describe-problem.js';
import { langOf, type Lang } from '../i18n/lang.js';
import type { Strings } from '../i18n/strings.js';
import { STRINGS } from '../i18n/tables.js';
import { parseInstant } from '../model/instant.js';
import { toListItem } from '../model/list-item.js';
import { buildQuery } from '../model/query.js';
import { addMonths, isKstMonth, kstDateOf, monthOf, systemClock, type Clock, type KstMonth } from '../time/kst.js';
import type { Loading, Theme, View } from '../model/parse-choice.js';
import { configOf, type ConfigResult, type ElementConfig } from './config.js';
import { DayRolloverController } from './day-rollover.js';
import { DocumentLangController } from './document-lang.js';
import { IpoErrorEvent, IpoLoadEvent, IpoQuotaEvent, IpoRangeChangeEvent, IpoSelectEvent } from './events.js';
import { monthStyles } from './month-styles.js';
import { NarrowHostController } from './narrow-host.js';
import { NearViewportController } from './near-viewport.js';
import { OPERATOR } from './operator.js';
import { renderAttribution } from './render/attribution.js';
import { renderList } from './render/list.js';
import { renderMonth } from './render/month.js';
import { renderPanel } from './render/panel.js';
import { renderQuota } from './render/quota.js';
import { renderBusy, renderError, renderMessage, renderSkeleton } from './render/states.js';
import { baseStyles } from './styles.js';

const NO_QUOTA: QuotaState = { limit: null, remaining: null, blockedUntil: null };
/** Navigation settles this long before the displayed month is loaded, so months only passed through cost no call. */
export const MONTH_LOAD_DELAY_MS = 300;

/**
 * The schedule of Korean IPOs (공모주) from API v1, frugal with the key's daily quota.
 *
 * @summary Korean IPO calendar: 수요예측, 청약, 환불, 상장, price bands and underwriters.
 *
 * @fires ipo-load - A schedule is shown: `detail.items`, `total`, `count`, `source` (`network`, `revalidated`, `cache`,
 *   `stale`).
 * @fires ipo-error - A load failed: `detail.kind`, `detail.status` (stored data may still be shown).
 * @fires ipo-select - An offering was selected: `detail.offering`. Cancelable: cancel it to show your own details
 *   instead of the panel.
 * @fires ipo-quota - The key's quota changed: `detail.limit`, `detail.remaining` (both null for an unlimited key).
 * @fires ipo-range-change - The month view shows another month: `detail.from`, `detail.to` (the visible grid it loads).
 *
 * @csspart header - The title row with the quota meter.
 * @csspart quota - The quota meter: remaining / limit calls today, as a bar and a sentence; on hosts narrower than 480
 *   px the numbers alone (hidden for unlimited keys).
 * @csspart body - The region that holds the current state; `aria-busy` while loading.
 * @csspart skeleton - The list view's placeholder while nothing is loaded yet (the month view draws the month instead,
 *   its weeks empty).
 * @csspart message - A state message (`message error` for failures, `message info` otherwise).
 * @csspart retry - The retry button after a network or server error.
 * @csspart countdown - The time left until the daily limit resets.
 * @csspart notice - A note about the data: stale, truncated, data changed (in the month view, under the grid); and in
 *   the header, `notice loading` or `notice refreshing` while a load is under way.
 * @csspart list - The list of offerings; each is an `item`.
 * @csspart item - One offering; its name is the `item-name` button.
 * @csspart badge - A badge: `badge status status-<alias>`, `badge market`, `badge spac`.
 * @csspart stage - A stage date with its D-day: `stage demand`, `stage sub`, `stage refund`, `stage listing`.
 * @csspart month-nav - Previous / next month and today; `nav previous`, `nav next`, `nav today`.
 * @csspart legend - The stage legend of the month view.
 * @csspart grid - The month grid (`grid compact` on hosts narrower than 480 px); rows are `weekdays` and `week`.
 * @csspart day - A day cell, with stacked state tokens: `today outside selected weekend has-demand has-sub has-refund
 *   has-listing`.
 * @csspart agenda - The selected day's offerings under the grid.
 * @csspart panel - The detail panel; its parts `close`, `timeline` (with `step <stage> current`), `fields`, `ics`.
 * @csspart attribution - The data source and the disclaimer, shown in every state. Rules on this part have no effect
 *   (the terms require it); it follows the custom properties.
 *
 * @cssproperty --ipo-calendar-surface - Background.
 * @cssproperty --ipo-calendar-text - Text colour.
 * @cssproperty --ipo-calendar-muted - Secondary text.
 * @cssproperty --ipo-calendar-border - Borders and grid lines.
 * @cssproperty --ipo-calendar-accent - Links, focus rings, today.
 * @cssproperty --ipo-calendar-danger - Error text.
 * @cssproperty --ipo-calendar-demand - 수요예측 colour.
 * @cssproperty --ipo-calendar-sub - 청약 colour.
 * @cssproperty --ipo-calendar-refund - 환불 colour.
 * @cssproperty --ipo-calendar-listing - 상장 colour.
 * @cssproperty --ipo-calendar-radius - Corner radius.
 * @cssproperty --ipo-calendar-font - The font shorthand.
 * @cssproperty --ipo-calendar-min-height - Space reserved before data arrives (default 18rem).
 */
export class IpoCalendar extends LitElement {
  static override styles = [baseStyles, monthStyles];

  static override properties = {
    apiKey: { attribute: 'api-key' },
    baseUrl: { attribute: 'base-url', reflect: true },
    status: { reflect: true },
    range: { reflect: true },
    excludeSpac: { type: Boolean, attribute: 'exclude-spac', reflect: true },
    limit: { reflect: true },
    view: { reflect: true },
    loading: { reflect: true },
    theme: { reflect: true },
    cacheTtl: { attribute: 'cache-ttl', reflect: true },
    // Not reflected: an empty default written back as lang="" would hide the ancestor's language.
    lang: {},
  };

  /** The API key. Set as a property, it is not written back to the DOM. */
  apiKey: string | null = null;
  /** The API root (v1), e.g. `https://api.example.com/v1`; required, as the operator sets no default. */
  baseUrl: string | null = null;
  /** One of the six Korean status values or their aliases. */
  status: StatusValue | StatusAlias | null = null;
  /** `YYYY-MM-DD/YYYY-MM-DD`, open at one end, or `YYYY-MM`. */
  range: string | null = null;
  /** Leaves SPACs out. */
  excludeSpac = false;
  /** The API's `limit` (default 20 in the list, 100 in the month view). */
  limit: string | null = null;
  /** `month` (default) or `list`. */
  view: View | null = null;
  /** `lazy` (default): no call before the element comes near the viewport; or `eager`. */
  loading: Loading | null = null;
  /** `auto` (default), `light` or `dark`. */
  theme: Theme | null = null;
  /** Seconds a loaded schedule is used without asking the API again (default 600; 0 = always revalidate). */
  cacheTtl: string | null = null;
  /** The language of the element itself; without it, the closest ancestor's `lang` applies. */
  override lang = '';

  /** The clock (epoch ms); replaceable for tests and previews. */
  now: Clock = systemClock;
  /**
   * Timers for the midnight rollover, navigation, the countdown and the client's retries (taken by the first element of
   * a key); replaceable for tests.
   */
  timers: Timers = globalThis;

  #config: ConfigResult = this.#readConfig();
  #client?: IpoClient;
  #unsubscribeQuota?: () => void;
  #lastQuota?: string;
  /** The `updated_at` of the last answer with data. */
  #updatedAt?: string | null;
  #revalidateNext?: boolean;
  #countdownTimer?: unknown;
  #monthTimer?: unknown;
  /** The month on screen, and the one loaded (it follows after {@link MONTH_LOAD_DELAY_MS}). */
  #month: KstMonth = '';
  #loadedMonth: KstMonth = '';
  #focused: KstDate = '';
  #selectedDay?: KstDate;
  #panel?: Offering;
  #returnFocus?: HTMLElement | null;
  /** What to focus after the next render: a day cell, the first agenda button, the panel or the return target. */
  #focusAfterRender?: () => HTMLElement | null | undefined;
  readonly #near = new NearViewportController(this);
  readonly #narrow = new NarrowHostController(this);

  readonly #load = new Task(this, {
    task: async ([config, wanted, month], { signal }): Promise<ListResult | typeof initialState> => {
      if (!config.ok || !wanted) return initialState;
      const client = this.#clientFor(config);
      const revalidate = this.#revalidateNext;
      this.#revalidateNext = false;
      return client.list(this.#queryFor(config.config, month), { signal, revalidate });
    },
    // Announced on completion, not inside the task: the update the announcement requests then renders the result,
    // not the stored copy it would otherwise decode and render once more while the task is still pending.
    onComplete: (result) => this.#announce(result),
    // Whether a call is wanted, not `near` itself: an eager element coming into view must not load again.
    args: () =>
      [
        this.#config,
        this.#config.ok && (this.#config.config.loading === 'eager' || this.#near.near),
        this.#config.ok && this.#config.config.view === 'month' ? this.#loadedMonth : '',
      ] as const,
  });

  constructor() {
    super();
    new DayRolloverController(this, () => this.#rerun());
    new DocumentLangController(this);
  }

  /** The offerings shown now (empty before the first load). */
  get items(): readonly Offering[] {
    return this.#result()?.data?.items ?? [];
  }

  /** The key's quota as last reported by the API (all null for an unlimited key or before any call). */
  get quota(): QuotaState {
    return this.#client?.quota() ?? NO_QUOTA;
  }

  /** The error of the last load, or null. */
  get lastError(): ApiError | null {
    return this.#result()?.error ?? null;
  }

  /** Asks the API now whether the schedule changed (a conditional call), even within the cache TTL. */
  refresh(): Promise<unknown> {
    this.#revalidateNext = true;
    return this.#load.run();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Connected again (moved in the page): the key's quota is followed again, as the configuration has not changed.
    if (this.#config.ok) this.#clientFor(this.#config);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#unsubscribeQuota?.();
    this.#unsubscribeQuota = this.#client = undefined;
    this.#stopCountdown();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // Every property but `lang`, which is read at render, makes up the configuration.
    if ([...changed.keys()].every((name) => name === 'lang')) return;
    const config = this.#readConfig();
    // A new object reruns the load (aborting the one under way); an equivalent configuration keeps it.
    if (JSON.stringify(config) === JSON.stringify(this.#config) && this.#month) return;
    this.#config = config;
    if (!config.ok) return;
    // Subscribes to the key's quota before any call of this element: a waiting element shows it too.
    this.#clientFor(config);
    const today = kstDateOf(this.now());
    this.#showMonth(monthOfRange(config.config.range, today), today, false);
    this.#loadedMonth = this.#month;
    // Other data is shown: the panel of an offering from before closes, and focus in the element, whose nodes now say
    // other things, goes to the day in the tab order (or the body).
    this.#panel = undefined;
    if ((this.renderRoot as ShadowRoot).activeElement) this.#focusAfterRender = () => this.#focusHome();
  }

  protected override render() {
    const lang = this.#lang();
    const t = STRINGS[lang];
    const result = this.#result();
    // A month navigated to is loading already when nothing is stored for it (its call waits for navigation to settle).
    const pending = this.#loading() || (this.#month !== this.#loadedMonth && !result?.data);
    // A load under way is said in the header row, where the notice moves nothing below it.
    // Each block says its language: set as a property, `lang` is not on the host, whose language the shadow tree would
    // take.
    return html`<div part="header" lang=${lang}>
        <h2>${t.title}</h2>
        ${pending ? renderBusy(!!result?.data, t) : nothing} ${renderQuota(this.quota, t, this.#narrow.narrow)}
      </div>
      <!-- While the panel covers the body, the body is inert: focus never lands on what the panel hides. -->
      <!-- A click beside the panel, on the body it makes inert, closes it (the click reaches this block). -->
      <div
        class=${this.#narrow.narrow ? 'main narrow' : 'main'}
        lang=${lang}
        @click=${(event: Event) => event.target === event.currentTarget && this.#panel && this.#closePanel()}
      >
        <section part="body" tabindex="-1" aria-busy=${pending} ?inert=${!!this.#panel}>
          ${this.#renderBody(result, pending, t)}
        </section>
        ${this.#panel ? this.#renderPanel(this.#panel, t) : nothing}
      </div>
      ${renderAttribution(t, lang)}`;
  }

  protected override update(changed: PropertyValues<this>): void {
    const focused = (this.renderRoot as ShadowRoot).activeElement;
    super.update(changed);
    // A render that removed the focused node (a day list entry, a retry button) would drop focus to the page.
    if (focused && !focused.isConnected) this.#focusHome().focus();
  }

  protected override updated(): void {
    const error = this.lastError;
    if (error?.kind === 'rate_limited') {
      this.#countdownTimer ??= this.timers.setTimeout(() => {
        this.#countdownTimer = undefined;
        // A Retry-After may lift the block before midnight: then the load runs again.
        if (this.now() >= error.until) this.#rerun();
        else this.requestUpdate();
      }, 1000);
    } else this.#stopCountdown();
    const focus = this.#focusAfterRender;
    this.#focusAfterRender = undefined;
    focus?.()?.focus();
  }

  #renderBody(result: ListResult | null, pending: boolean, t: Strings) {
    if (!this.#config.ok) return renderMessage(describeProblem(this.#config.problem, this.#lang()), 'error');
    const month = this.#config.config.view === 'month';
    const now = this.now();
    const listed = result?.data ? result : null;
    // A failure without data is said once the retries are over; while they run, the view waits.
    const error =
      result?.error && (listed || !pending) ? renderError(result.error, now, t, () => this.#rerun()) : nothing;
    if (!listed && !month) return error === nothing ? renderSkeleton() : error;
    const data = listed?.data;
    // The data's last change is the service's, not the month's: the last one known stays said while another month loads
    // or fails, and its line holds its place before the first answer, so that nothing under it moves when one comes.
    const updatedAt = parseInstant(data?.updated_at ?? this.#updatedAt);
    // Notices about the data shown. In the month view they come under the grid (above the day list), so that one
    // said late (a refresh failing after its retries) moves nothing above it, where the pointer may be.
    const notices = html`${listed ? error : nothing}
    ${listed?.stale ? html`<p part="notice stale">${t.stale(listed.fetchedAt, now)}</p>` : nothing}
    ${data && data.total > data.count ? html`<p part="notice truncated">${t.truncated(data.count, data.total)}</p>` : nothing}`;
    // One template in every state: the month's DOM, and the focus in it, outlives its loads. Without data the month
    // waits in its own grid, whose navigation leads back to the months that loaded; a failure to load it is said
    // under that navigation (above the empty days, which it explains), so the button just pressed does not move.
    return html`${month ? this.#renderMonth(data?.items ?? null, listed ? nothing : error, notices, t) : [notices, this.#renderList(data!.items, t)]}
      <p part="notice updated">${updatedAt === null ? '\u00a0' : t.dataChanged(updatedAt)}</p>`;
  }

  #renderPanel(offering: Offering, t: Strings) {
    const now = this.now();
    const today = kstDateOf(now);
    return renderPanel(offering, toListItem(offering, today), {
      t,
      lang: this.#lang(),
      today,
      now,
      close: () => this.#closePanel(),
    });
  }

  #renderList(items: readonly Offering[], t: Strings) {
    if (items.length === 0) return renderMessage(t.empty);
    const today = kstDateOf(this.now());
    return renderList(
      items.map((offering) => toListItem(offering, today)),
      {
        t,
        lang: this.#lang(),
        select: (index) => this.#select(items[index]),
      },
    );
  }

  /** `items` is null while nothing is loaded yet; `failure` says why, once loading has failed. */
  #renderMonth(items: readonly Offering[] | null, failure: unknown, notices: unknown, t: Strings) {
    const today = kstDateOf(this.now());
    const grid = monthGrid(this.#month, today);
    const compact = this.#narrow.narrow;
    return renderMonth({
      t,
      lang: this.#lang(),
      grid,
      failure,
      notices,
      // Compact days show dots, not lines.
      entries: items && placeOfferings(items, grid.visible, compact ? 0 : undefined),
      drawDays: this.#load.value !== undefined || this.#month !== this.#loadedMonth,
      focused: this.#focused,
      // Narrow hosts list a day under the compact grid: the one the focus last moved to.
      selected: this.#selectedDay ?? (compact ? this.#focused : null),
      compact,
      navigate: (months) => {
        const month = months === null ? monthOf(today) : addMonths(this.#month, months);
        // "Today" on today's month only puts the tab stop on today; beyond the calendar's years (1000–9998) the buttons
        // do nothing.
        if (month === this.#month) this.#focusDay(today);
        else if (isKstMonth(month)) this.#showMonth(month, today, true);
        this.requestUpdate();
      },
      keydown: (event) => this.#onGridKey(event, today),
      focusin: (event) => {
        const date = (event.target as HTMLElement).dataset.date;
        if (!date || date === this.#focused) return;
        // The day focused by a click or a script becomes the tab stop.
        this.#focusDay(date);
        this.requestUpdate();
      },
      openDay: (date) => this.#openDay(date, false),
      select: (offering) => this.#select(offering),
    });
  }

  #onGridKey(event: KeyboardEvent, today: KstDate): void {
    // Alt+arrow, Ctrl+PageDown, Ctrl+Enter and the like belong to the browser (history, tabs).
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      this.#openDay(this.#focused, true);
      return;
    }
    const move = moveFocus(this.#focused, event, this.#month);
    if (!move) return;
    event.preventDefault();
    if (move.monthChanged) this.#showMonth(monthOf(move.date), today, true);
    this.#focusDay(move.date);
    this.#focusAfterRender = () => this.#find(`[data-date="${move.date}"]`);
    this.requestUpdate();
  }

  /** Shows a month; a navigation emits ipo-range-change and loads it once navigation settles. */
  #showMonth(month: KstMonth, today: KstDate, navigated: boolean): void {
    this.#month = month;
    this.#focused = monthOf(today) === month ? today : `${month}-01`;
    this.#selectedDay = undefined;
    if (!navigated) return;
    this.dispatchEvent(new IpoRangeChangeEvent(visibleSpan(month)));
    if (this.#monthTimer !== undefined) this.timers.clearTimeout(this.#monthTimer);
    this.#monthTimer = this.timers.setTimeout(() => {
      this.#monthTimer = undefined;
      this.#loadedMonth = this.#month;
      this.requestUpdate();
    }, MONTH_LOAD_DELAY_MS);
  }

  /**
   * Makes a day the tab stop. On a narrow host the day list follows it, and stays that day's when the host widens
   * (rotating a phone must not change what the focused entry of the list says).
   */
  #focusDay(date: KstDate): void {
    this.#focused = date;
    if (this.#narrow.narrow) this.#selectedDay = date;
  }

  #openDay(date: KstDate, fromKeyboard: boolean): void {
    this.#selectedDay = this.#focused = date;
    if (fromKeyboard) this.#focusAfterRender = () => this.#find('[part~=agenda] button');
    this.requestUpdate();
  }

  #select(offering: Offering): void {
    if (!this.dispatchEvent(new IpoSelectEvent(offering))) return;
    this.#returnFocus = (this.renderRoot as ShadowRoot).activeElement as HTMLElement | null;
    this.#panel = offering;
    this.#focusAfterRender = () => this.#find('[part~=close]');
    this.requestUpdate();
  }

  #closePanel(): void {
    this.#panel = undefined;
    const target = this.#returnFocus;
    this.#focusAfterRender = () => target;
    this.requestUpdate();
  }

  #queryFor(config: ElementConfig, month: KstMonth) {
    const today = kstDateOf(this.now());
    return buildQuery(config, today, config.view === 'month' ? visibleSpan(month) : undefined);
  }

  /**
   * The result to show: the completed load or, while a load runs or waits for navigation to settle, what is stored for
   * the month on screen.
   */
  #result(): ListResult | null {
    const config = this.#config;
    if (!config.ok) return null;
    // Until a load ends, the month on screen shows what is stored for it, if anything: never another month's days.
    if (this.#loading() || this.#month !== this.#loadedMonth)
      return this.#clientFor(config).peek(this.#queryFor(config.config, this.#month));
    return this.#load.value ?? null;
  }

  #loading(): boolean {
    return this.#load.status === TaskStatus.PENDING;
  }

  #announce(result: ListResult): void {
    // The first answer tells an unlimited key too (no rate-limit headers: both null).
    this.#onQuota();
    if (result.data) {
      const { items, total, count } = result.data;
      this.#updatedAt = result.data.updated_at;
      this.dispatchEvent(new IpoLoadEvent({ items, total, count, source: result.source }));
    }
    const { error } = result;
    if (error)
      this.dispatchEvent(new IpoErrorEvent({ kind: error.kind, status: 'status' in error ? error.status : null }));
  }

  /** Where focus goes when what had it goes: the grid's day in the tab order or, without one, the body. */
  #focusHome(): HTMLElement {
    return this.#find('[role=gridcell][tabindex="0"]') ?? this.#find('[part~=body]')!;
  }

  /** The first element of the shadow tree that `selector` matches: what to focus after a render. */
  #find(selector: string): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>(selector);
  }

  /**
   * Loads again, unless a load is under way: the rollover, a lifting 429, the page shown again or online can come
   * together.
   */
  #rerun(): void {
    if (this.#config.ok && !this.#loading()) void this.#load.run();
  }

  #clientFor({ config }: Extract<ConfigResult, { ok: true }>): IpoClient {
    const client = getSharedClient({
      baseUrl: config.baseUrl,
      apiKey: config.apiKey,
      clock: this.now,
      timers: this.timers,
      ttlMs: config.ttlMs ?? undefined,
    });
    if (client !== this.#client) {
      this.#unsubscribeQuota?.();
      this.#client = client;
      this.#unsubscribeQuota = client.subscribeQuota(() => this.#onQuota());
    }
    return client;
  }

  #onQuota(): void {
    const { limit, remaining } = this.quota;
    const key = `${limit}/${remaining}`;
    if (key !== this.#lastQuota) {
      this.#lastQuota = key;
      this.dispatchEvent(new IpoQuotaEvent({ limit, remaining }));
    }
    this.requestUpdate();
  }

  #stopCountdown(): void {
    if (this.#countdownTimer !== undefined) this.timers.clearTimeout(this.#countdownTimer);
    this.#countdownTimer = undefined;
  }

  /** Its own `lang` (attribute or property), else the closest ancestor's, else the document's. */
  #lang(): Lang {
    return langOf(this.lang || this.closest('[lang]')?.getAttribute('lang') || document.documentElement.lang);
  }

  /** The configuration the attributes and properties describe now. */
  #readConfig(): ConfigResult {
    return configOf(this, OPERATOR.defaultBaseUrl, document.baseURI);
  }
}
