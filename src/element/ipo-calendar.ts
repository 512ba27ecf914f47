import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import { Task, TaskStatus, initialState } from '@lit/task';
import type { Offering } from '../api/types.js';
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
import { kstDateOf, systemClock, type Clock } from '../time/kst.js';
import { configOf, type ConfigResult } from './config.js';
import { DayRolloverController } from './day-rollover.js';
import { IpoErrorEvent, IpoLoadEvent, IpoQuotaEvent, IpoSelectEvent } from './events.js';
import { NearViewportController } from './near-viewport.js';
import { OPERATOR } from './operator.js';
import { renderAttribution } from './render/attribution.js';
import { renderList } from './render/list.js';
import { renderQuota } from './render/quota.js';
import { renderError, renderMessage, renderSkeleton } from './render/states.js';
import { baseStyles } from './styles.js';

type Loaded = { result: ListResult };

const NO_QUOTA: QuotaState = { limit: null, remaining: null, blockedUntil: null };

/**
 * The schedule of Korean IPOs (공모주) from API v1, frugal with the key's daily quota.
 *
 * @summary Korean IPO calendar: 수요예측, 청약, 환불, 상장, price bands and underwriters.
 *
 * @fires ipo-load - A schedule is shown: `detail.items`, `total`, `count`, `source` (`network`, `revalidated`, `cache`, `stale`).
 * @fires ipo-error - A load failed: `detail.kind`, `detail.status` (stored data may still be shown).
 * @fires ipo-select - An offering was selected: `detail.offering`. Cancelable: cancel it to show your own details instead of the panel.
 * @fires ipo-quota - The key's quota changed: `detail.limit`, `detail.remaining` (both null for an unlimited key).
 *
 * @csspart header - The title row with the quota meter.
 * @csspart quota - The quota meter: remaining / limit calls today (hidden for unlimited keys).
 * @csspart body - The region that holds the current state; `aria-busy` while loading.
 * @csspart skeleton - The placeholder while nothing is loaded yet.
 * @csspart message - A state message (`message error` for failures, `message info` otherwise).
 * @csspart retry - The retry button after a network or server error.
 * @csspart countdown - The time left until the daily limit resets.
 * @csspart notice - A note about the data: stale, truncated, refreshing, data changed.
 * @csspart list - The list of offerings; each is an `item`.
 * @csspart item - One offering; its name is the `item-name` button.
 * @csspart badge - A badge: `badge status status-<alias>`, `badge market`, `badge spac`.
 * @csspart stage - A stage date with its D-day: `stage demand`, `stage sub`, `stage refund`, `stage listing`.
 * @csspart attribution - The data source and the disclaimer, shown in every state; it cannot be hidden.
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
  static override styles = baseStyles;

  /** The API key. Set as a property, it is not written back to the DOM. */
  @property({ attribute: 'api-key' }) apiKey: string | null = null;
  /** The API root (v1), e.g. `https://api.example.com/v1`. Defaults to the build-time default. */
  @property({ attribute: 'base-url', reflect: true }) baseUrl: string | null = null;
  /** One of the six Korean status values or their aliases. */
  @property({ reflect: true }) status: string | null = null;
  /** `YYYY-MM-DD/YYYY-MM-DD`, open at one end, or `YYYY-MM`. */
  @property({ reflect: true }) range: string | null = null;
  /** Leaves SPACs out. */
  @property({ type: Boolean, attribute: 'exclude-spac', reflect: true }) excludeSpac = false;
  /** The API's `limit` (default 20 in the list, 100 in the month view). */
  @property({ reflect: true }) limit: string | null = null;
  /** `month` (default) or `list`. */
  @property({ reflect: true }) view: string | null = null;
  /** `lazy` (default): no call before the element comes near the viewport; or `eager`. */
  @property({ reflect: true }) loading: string | null = null;
  /** `auto` (default), `light` or `dark`. */
  @property({ reflect: true }) theme: string | null = null;
  /** Seconds a loaded schedule is used without asking the API again (default 600; 0 = always revalidate). */
  @property({ attribute: 'cache-ttl', reflect: true }) cacheTtl: string | null = null;
  /** The language of the element itself; without it, the closest ancestor's `lang` applies. */
  // Not reflected: an empty default written back as lang="" would hide the ancestor's language.
  @property() override lang = '';

  /** The clock (epoch ms); replaceable for tests and previews. */
  now: Clock = systemClock;
  /** Timers for the midnight rollover, the countdown and the client's retries (taken by the first element of a key); replaceable for tests. */
  timers: Timers = globalThis;

  #config: ConfigResult = configOf(this.#inputs(), OPERATOR.defaultBaseUrl, document.baseURI);
  #client: IpoClient | null = null;
  #unsubscribeQuota: (() => void) | null = null;
  #lastQuota = '';
  #revalidateNext = false;
  #countdownTimer: unknown = null;
  readonly #near = new NearViewportController(this);

  readonly #load = new Task(this, {
    task: async ([config, wanted], { signal }): Promise<Loaded | typeof initialState> => {
      if (!config.ok || !wanted) return initialState;
      const client = this.#clientFor(config);
      const revalidate = this.#revalidateNext;
      this.#revalidateNext = false;
      const result = await client.list(buildQuery(config.config, kstDateOf(this.now())), { signal, revalidate });
      this.#announce(result);
      return { result };
    },
    // Whether a call is wanted, not `near` itself: an eager element coming into view must not load again.
    args: () => [this.#config, this.#config.ok && (this.#config.config.loading === 'eager' || this.#near.near)] as const,
  });

  constructor() {
    super();
    new DayRolloverController(this, () => this.now, () => this.timers, () => this.#rerun());
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

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#unsubscribeQuota?.();
    this.#unsubscribeQuota = this.#client = null;
    this.#stopCountdown();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const inputs = ['apiKey', 'baseUrl', 'status', 'range', 'excludeSpac', 'limit', 'view', 'loading', 'theme', 'cacheTtl'] as const;
    if (!inputs.some((name) => changed.has(name))) return;
    const config = configOf(this.#inputs(), OPERATOR.defaultBaseUrl, document.baseURI);
    // A new object reruns the load (aborting the one under way); an equivalent configuration keeps it.
    if (JSON.stringify(config) !== JSON.stringify(this.#config)) this.#config = config;
    // Subscribes to the key's quota before any call of this element: a waiting element shows it too.
    if (config.ok) this.#clientFor(config);
  }

  protected override render() {
    const t = STRINGS[this.#lang()];
    return html`<div part="header">
        <h2>${t.title}</h2>
        ${renderQuota(this.quota, t)}
      </div>
      <section part="body" aria-busy=${this.#load.status === TaskStatus.PENDING ? 'true' : 'false'}>
        ${this.#renderBody(t)}
      </section>
      ${renderAttribution(t)}`;
  }

  protected override updated(): void {
    if (this.lastError?.kind === 'rate_limited') {
      this.#countdownTimer ??= this.timers.setTimeout(() => {
        this.#countdownTimer = null;
        this.requestUpdate();
      }, 1000);
    } else this.#stopCountdown();
  }

  #renderBody(t: Strings) {
    if (!this.#config.ok) return renderMessage(describeProblem(this.#config.problem, this.#lang()), 'error');
    const result = this.#result();
    if (!result) return renderSkeleton(t);
    const now = this.now();
    const refreshing = this.#load.status === TaskStatus.PENDING;
    if (!result.data) return html`${refreshing ? renderSkeleton(t) : renderError(result.error, now, t, () => this.#rerun())}`;
    const { data, error, fetchedAt } = result;
    const updatedAt = parseInstant(data.updated_at);
    return html`${error ? renderError(error, now, t, () => this.#rerun()) : nothing}
      ${refreshing ? html`<p part="notice refreshing" role="status">${t.refreshing}</p>` : nothing}
      ${result.stale ? html`<p part="notice stale">${t.stale(fetchedAt, now)}</p>` : nothing}
      ${data.total > data.count ? html`<p part="notice truncated">${t.truncated(data.count, data.total)}</p>` : nothing}
      ${this.#renderList(data.items, t)}
      ${updatedAt === null ? nothing : html`<p part="notice updated">${t.dataChanged(updatedAt)}</p>`}`;
  }

  #renderList(items: readonly Offering[], t: Strings) {
    if (items.length === 0) return renderMessage(t.empty);
    const today = kstDateOf(this.now());
    return renderList(items.map((offering) => toListItem(offering, today)), {
      t,
      lang: this.#lang(),
      select: (id) => this.#select(items.find((offering) => offering.id === id)!),
    });
  }

  #select(offering: Offering): void {
    this.dispatchEvent(new IpoSelectEvent(offering));
  }

  /** The latest result: the completed load, or while one runs, the stored body shown at once. */
  #result(): ListResult | null {
    if (this.#load.value) return this.#load.value.result;
    const config = this.#config;
    if (!config.ok || this.#load.status !== TaskStatus.PENDING) return null;
    const stored = this.#clientFor(config).peek(buildQuery(config.config, kstDateOf(this.now())));
    return stored && { ...stored, stale: false, error: null, source: 'cache' };
  }

  #announce(result: ListResult): void {
    // The first answer tells an unlimited key too (no rate-limit headers: both null).
    this.#onQuota();
    if (result.data) {
      const { items, total, count } = result.data;
      this.dispatchEvent(new IpoLoadEvent({ items, total, count, source: result.source }));
    }
    const { error } = result;
    if (error) this.dispatchEvent(new IpoErrorEvent({ kind: error.kind, status: 'status' in error ? error.status : null }));
  }

  #rerun(): void {
    if (this.#config.ok) void this.#load.run();
  }

  #clientFor({ config }: Extract<ConfigResult, { ok: true }>): IpoClient {
    const client = getSharedClient({
      baseUrl: config.baseUrl,
      apiKey: config.apiKey,
      clock: this.now,
      timers: this.timers,
      ...(config.ttlMs === null ? {} : { ttlMs: config.ttlMs }),
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
    if (this.#countdownTimer !== null) this.timers.clearTimeout(this.#countdownTimer);
    this.#countdownTimer = null;
  }

  #lang(): Lang {
    return langOf(this.closest('[lang]')?.getAttribute('lang') ?? document.documentElement.lang);
  }

  #inputs() {
    return {
      apiKey: this.apiKey,
      baseUrl: this.baseUrl,
      status: this.status,
      range: this.range,
      limit: this.limit,
      view: this.view,
      loading: this.loading,
      theme: this.theme,
      cacheTtl: this.cacheTtl,
      excludeSpac: this.excludeSpac,
    };
  }
}
