import { LitElement, nothing, type PropertyDeclarations, type PropertyValues } from 'lit';
import type { KstDate, Offering, StatusAlias, StatusValue } from '../api/types.js';
import { monthOfRange } from '../model/displayed-month.js';
import type { ApiError, IpoClient, QuotaState } from '../client/client-types.js';
import { pageRegistry, type ClientRegistry } from '../client/registry.js';
import type { Timers } from '../time/timers.js';
import { DEFAULT_DEPOSIT_ASSUMPTIONS } from '../model/deposit.js';
import { STAGES } from '../model/stages.js';
import { ATTRIBUTES } from '../model/attributes.js';
import type { Loading, Theme, View } from '../model/parse-choice.js';
import { kstDateOf, systemClock, type Clock } from '../time/kst.js';
import type { Lang } from '../format/lang.js';
import { sameValue } from '../util/same-value.js';
import { BrokersController } from './brokers-controller.js';
import { ChangeMarksController } from './change-marks-controller.js';
import { awaitsBrokerTable, configOf, loadConfigOf, type ConfigResult, type DisplayConfig } from './config.js';
import { DocumentLangController } from './document-lang-controller.js';
import { FocusController } from './focus-controller.js';
import { LazyModulesController } from './lazy-modules-controller.js';
import { LoadController } from './load-controller.js';
import { MonthNavigationController } from './month-navigation-controller.js';
import { monthStyles } from './month-styles.js';
import { NarrowHostController } from './narrow-host-controller.js';
import { NearViewportController } from './near-viewport-controller.js';
import { neededModules } from './needed-modules.js';
import { OPERATOR } from './operator.js';
import { PageStyleController } from './page-style-controller.js';
import { PanelController } from './panel-controller.js';
import { PlanController } from './plan-controller.js';
import { QuotaController } from './quota-controller.js';
import { renderElement, type ElementActions } from './render/element.js';
import { baseStyles } from './styles.js';
import { reservedSpaceStyles } from './reserved-space.js';
import { viewModel, type ViewModel } from './view-model.js';
import { yieldToMain } from './yield-to-main.js';

/** How long navigation settles before the month on screen is loaded. */
export { MONTH_LOAD_DELAY_MS } from './month-navigation-controller.js';

/** Lit's declaration of each attribute's property, from the attribute table. */
const ATTRIBUTE_PROPERTIES: PropertyDeclarations = Object.fromEntries(
  Object.entries(ATTRIBUTES).map(([property, { attribute, lit }]) => [property, { attribute, ...lit }]),
);

/** Where focus goes when what had it goes: the grid's day in the tab order or, without one, the body. */
const FOCUS_HOME = ['[role=gridcell][tabindex="0"]', '[part~=body]'];

/**
 * The schedule of Korean IPOs (공모주) from API v1, frugal with the key's daily quota.
 *
 * @summary Korean IPO calendar: 수요예측, 청약, 환불, 상장, price bands and underwriters.
 *
 * @fires {IpoLoadEvent} ipo-load - A schedule is shown: `detail.items`, `total`, `count`, `source` (`network`,
 *   `revalidated`, `cache`, `stale`).
 * @fires {IpoErrorEvent} ipo-error - A load failed: `detail.kind`, `detail.status` (stored data may still be shown).
 * @fires {IpoSelectEvent} ipo-select - An offering was selected: `detail.offering`. Cancelable: cancel it to show your
 *   own details instead of the panel.
 * @fires {IpoQuotaEvent} ipo-quota - The key's quota changed: `detail.limit`, `detail.remaining` (both null for an
 *   unlimited key).
 * @fires {IpoRangeChangeEvent} ipo-range-change - The month view shows another month: `detail.from`, `detail.to` (the
 *   visible grid it loads).
 * @fires {IpoBrokersChangeEvent} ipo-brokers-change - The reader chose their brokers in this element's picker, or cleared
 *   their choice: `detail.brokers`, the brokers now in effect, in canonical names. The page's other elements show the
 *   choice without firing it.
 * @fires {IpoChangeEvent} ipo-change - A load found offerings whose schedule moved since the reader last saw them, once
 *   per change in the page: `detail.changes`, `[{ id, corp_name, fields: [{ field, before, after }] }]` in the API's
 *   field names and values.
 * @fires {IpoPlanChangeEvent} ipo-plan-change - The reader put an offering in their plan or took it out, in this
 *   element: `detail.ids`, the offerings now planned, in the order marked. The page's other elements show the plan
 *   without firing it.
 *
 * @csspart header - The title row with the quota meter.
 * @csspart toolbar - The row under the header: the reader's brokers, the only-mine toggle and the calendar feed.
 * @csspart brokers - The toolbar's button with the brokers in effect; it opens the reader's picker.
 * @csspart only-mine - The toggle (`aria-pressed`) that shows only the offerings one of the brokers takes: the list
 *   hides the others, the month dims their bars.
 * @csspart feed - The `webcal:` link that subscribes a calendar app to a relay's feed (shown when the `base-url` relay
 *   announces one).
 * @csspart quota - The quota meter: remaining / limit calls today, as a bar and a sentence; on hosts narrower than 480
 *   px the numbers alone (hidden for unlimited keys).
 * @csspart body - The region that holds the current state; `aria-busy` while loading.
 * @csspart skeleton - The list view's placeholder while nothing is loaded yet (the month view draws the month instead,
 *   its weeks empty).
 * @csspart message - A state message (`message error` for failures, `message info` otherwise).
 * @csspart retry - The retry button after a network or server error, or after a part of the element failed to load.
 * @csspart countdown - The time left until the daily limit resets.
 * @csspart notice - A note about the data: stale, truncated, data changed (in the month view, under the grid); and in
 *   the header, `notice loading` or `notice refreshing` while a load is under way.
 * @csspart list - The list of offerings; each is an `item`.
 * @csspart item - One offering of the list, with stacked tokens: `mine` when one of the reader's brokers takes it,
 *   `unconfirmed` when that rests on the lead managers (`subscription_brokers` still empty), `changed` when its
 *   schedule moved since the reader looked, `planned` when it is in the reader's plan, `overlap` when it is planned
 *   and starts before another planned offering's refund.
 * @csspart deposit - The minimum deposit of the equal allocation with its assumptions ("균등 최소 증거금 약
 *   100,000원 (10주 · 50%)"); in the list, the panel and the day list.
 * @csspart plan - The toggle (`aria-pressed`, `plan planned` when pressed) that puts the offering in the reader's plan;
 *   in the list and the panel. Under it, a planned offering's overlap (`.overlap`) and account to open (`.account`).
 * @csspart cash - The reader's cash timeline while they plan offerings: under the list, among the month's notes.
 * @csspart access - Where the reader can subscribe ("청약 가능: 키움증권", `access mine`) or the account they would need
 *   ("계좌 필요: 삼성증권"); in the list, the panel and the day list.
 * @csspart item-name - The offering's name in the list: a button that opens its panel.
 * @csspart badge - A badge: `badge status status-<alias>`, `badge market`, `badge spac`; `badge change` says what moved
 *   since the reader looked ("청약 11/20→12/4 · 밴드 12,000–14,000 → 10,000–12,000 원").
 * @csspart stage - A stage date with its D-day: `stage demand`, `stage sub`, `stage refund`, `stage listing`.
 * @csspart month-nav - The month's title with its navigation buttons.
 * @csspart nav - A navigation button: `nav previous`, `nav next`, `nav today`.
 * @csspart legend - The stage legend of the month view.
 * @csspart grid - The month grid (`grid compact` on hosts narrower than 480 px).
 * @csspart weekdays - The grid's row of weekday names.
 * @csspart week - A row of seven days.
 * @csspart day - A day cell, with stacked state tokens: `today outside selected weekend has-demand has-sub has-refund
 *   has-listing`.
 * @csspart agenda - The selected day's offerings under the grid.
 * @csspart panel - The detail panel of an offering, with the item's tokens; `panel
 *   picker` for the reader's broker picker.
 * @csspart close - The panel's close button.
 * @csspart broker-options - The picker's checkboxes, one per firm that takes retail subscriptions.
 * @csspart clear - The picker's button that clears the reader's choice (the site's `brokers` apply again).
 * @csspart timeline - The panel's list of stages.
 * @csspart step - A stage in the timeline: `step demand`, `step sub`, `step refund`, `step listing`, with `current` on
 *   the one running or next.
 * @csspart fields - The panel's fields, as a description list.
 * @csspart ics - The panel's link that downloads the offering's dates as an .ics file.
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
 * @cssproperty --ipo-calendar-changed - The colour of a `badge change`.
 * @cssproperty --ipo-calendar-radius - Corner radius.
 * @cssproperty --ipo-calendar-font - The font shorthand; `page` takes the page's font and size (no text under 12 px).
 * @cssproperty --ipo-calendar-min-height - The list view's space before data arrives (default 18rem).
 */
export class IpoCalendar extends LitElement {
  static override styles = [baseStyles, monthStyles, reservedSpaceStyles];

  // Typed as Lit's declarations, so that a subclass can declare its own (Lit adds them to these).
  static override properties: PropertyDeclarations = {
    ...ATTRIBUTE_PROPERTIES,
    clients: { attribute: false },
  };

  // The attributes' properties, typed for the page's scripts; src/model/attributes.ts declares and documents them.
  apiKey: string | null = null;
  baseUrl: string | null = null;
  status: StatusValue | StatusAlias | null = null;
  range: string | null = null;
  excludeSpac = false;
  limit: string | null = null;
  view: View | null = null;
  loading: Loading | null = null;
  theme: Theme | null = null;
  cacheTtl: string | null = null;
  brokers: string | null = null;
  stages: string | null = null;
  minShares: string | null = null;
  depositRate: string | null = null;
  override lang = '';

  /**
   * The clock (epoch ms) of this element: its today, D-days and countdown; replaceable for tests and previews. Its
   * calls run on the clock of its `clients`.
   */
  now: Clock = systemClock;
  /**
   * The timers of this element: its midnight reload, navigation and countdown; replaceable for tests. Its calls retry
   * on the timers of its `clients`.
   */
  timers: Timers = globalThis;
  /**
   * The registry whose clients this element shares calls, stored data and quota with: the page's by default. Another
   * (`new ClientRegistry({ storage, fetch, clock, timers })`) keeps elements apart.
   */
  clients: ClientRegistry = pageRegistry;

  // The controllers. Each reads what it needs from the others when it needs it, so that none depends on the order in
  // which they are made or in which the host calls their hooks.
  readonly #modules = new LazyModulesController(this);
  readonly #near = new NearViewportController(this);
  readonly #narrow = new NarrowHostController(this);
  readonly #language = new DocumentLangController(this);
  readonly #focus = new FocusController(this, FOCUS_HOME);
  readonly #navigation = new MonthNavigationController(this, {
    focus: () => this.#focus,
    narrow: () => this.#narrow.narrow,
  });
  readonly #panel = new PanelController(this, {
    focus: () => this.#focus,
    opened: (offering) => this.#changes.open(offering, this.now()),
  });
  readonly #brokers = new BrokersController(this, {
    siteBrokers: () => this.#display.brokers,
    names: () => this.#modules.module('brokerNames'),
  });
  readonly #changes = new ChangeMarksController(this, {
    names: () => this.#modules.module('brokerNames'),
    loadNames: () => this.#modules.load('brokerNames'),
  });
  readonly #plan = new PlanController(this);
  readonly #load = new LoadController(this, (result) => {
    // The first answer tells an unlimited key's quota too (no rate-limit headers: both null).
    this.#quota.announce();
    this.#changes.observe(result, this.now());
  });
  readonly #quota = new QuotaController(this, () => this.lastError);

  /** What the attributes and properties describe, read again at each update that changes one of them. */
  #config: ConfigResult = this.#readConfig();
  /** What the attributes change in what is shown: every stage and the reader's brokers alone while they are invalid. */
  get #display(): DisplayConfig {
    return this.#config.ok
      ? this.#config.display
      : { brokers: [], stages: STAGES, deposit: DEFAULT_DEPOSIT_ASSUMPTIONS };
  }
  /** The client the configuration names; null while it has never been valid. */
  #client: IpoClient | null = null;
  /** The instant of the update under way, and its KST day. */
  #now = 0;
  #today: KstDate = '';

  constructor() {
    super();
    // It restyles the host itself, from the page's styles: nothing reads it.
    new PageStyleController(this);
  }

  /** The offerings shown now (empty before the first load). */
  get items(): readonly Offering[] {
    return this.#load.result?.data?.items ?? [];
  }

  /** The key's quota as last reported by the API (all null for an unlimited key or before any call). */
  get quota(): QuotaState {
    return this.#quota.state;
  }

  /** The error of the last load, or null. */
  get lastError(): ApiError | null {
    return this.#load.result?.error ?? null;
  }

  /** Asks the API now whether the schedule changed (a conditional call), even within the cache TTL. */
  refresh(): Promise<unknown> {
    return this.#load.refresh();
  }

  /**
   * Every update runs in a task of its own, so that it never adds up with the work that asked for it (evaluating the
   * bundle, reading an answer, an event handler) into one long task.
   */
  protected override async scheduleUpdate(): Promise<void> {
    await yieldToMain();
    super.scheduleUpdate();
  }

  /**
   * Complete once the body is drawn: while it waits for a module (English, the broker table), the update that draws it
   * comes when that module does, so that a page that awaits `updateComplete` after `ipo-load` finds the data drawn.
   */
  protected override async getUpdateComplete(): Promise<boolean> {
    let complete = await super.getUpdateComplete();
    while (this.#modules.held) {
      await this.#modules.bodyModules();
      complete = await super.getUpdateComplete();
    }
    return complete;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.#now = this.now();
    this.#today = kstDateOf(this.#now);
    // Every property but `lang`, which is read at render, makes up the configuration; so does the broker table.
    const brokerTableCame = awaitsBrokerTable(this.#config) && this.#modules.module('brokerNames');
    if (brokerTableCame || ![...changed.keys()].every((name) => name === 'lang')) this.#configure();
    this.#modules.update(
      neededModules({
        lang: this.#language.lang,
        siteBrokers: awaitsBrokerTable(this.#config),
        chosenBrokers: this.#brokers.namesFirms,
        markedBrokers: this.#changes.marksBrokers(this.#now),
        panel: this.#panel.content?.kind ?? null,
      }),
    );
    this.#load.update({
      config: this.#config.ok ? this.#config.config : null,
      client: this.#client,
      viewport: this.#near,
      navigation: this.#navigation,
      today: this.#today,
    });
  }

  /** Reads the configuration again; one that loads otherwise opens its month, and puts the panel and focus away. */
  #configure(): void {
    const previous = this.#config;
    this.#config = this.#readConfig();
    if (!this.#config.ok) return;
    const config = this.#config.config;
    this.#client = this.clients.client(config);
    // Followed before the first call on it, which may tell of a quota another tab stored.
    this.#quota.follow(this.#client);
    // The load compares its configuration the same way.
    if (this.hasUpdated && sameValue(loadConfigOf(previous), loadConfigOf(this.#config))) return;
    this.#navigation.open(monthOfRange(config.range, this.#today), this.#today);
    // Other data is shown: the panel of an offering from before goes, and focus in the element, whose nodes now say
    // other things, goes home.
    this.#panel.putAway();
    this.#focus.focusHomeAfterRender();
  }

  protected override render() {
    if (this.#load.held || this.#modules.held) return nothing;
    const t = this.#modules.strings(this.#language.lang);
    return renderElement(this.#viewModel(t.lang), t, this.#actions, this.#modules);
  }

  /** What the element shows now in `lang`, from its configuration and its controllers' states. */
  #viewModel(lang: Lang): ViewModel {
    const config = this.#config.ok ? this.#config.config : null;
    const load = this.#load;
    const brokers = this.#brokers;
    const changes = this.#changes;
    const now = this.#now;
    return viewModel({
      load: {
        problem: this.#config.ok ? null : this.#config.problem,
        view: config?.view ?? 'list',
        result: load.result,
        loading: load.loading,
        settled: this.#navigation.settled,
        hasLoaded: load.hasLoaded,
        lastUpdatedAt: load.lastUpdatedAt,
      },
      filters: config,
      display: this.#display,
      today: this.#today,
      now,
      lang,
      unavailable: this.#modules.bodyFailed ? this.#language.lang : null,
      brokerNames: this.#modules.module('brokerNames'),
      brokers: { inEffect: brokers.brokers, chosen: brokers.chosen, onlyMine: brokers.onlyMine },
      plan: this.#plan.plan,
      changeOf: (offering) => changes.changeOf(offering, now),
      openedChangeOf: (offering) => changes.panelChange(offering),
      navigation: this.#navigation.state,
      narrow: this.#narrow.narrow,
      panel: this.#panel.content,
      quota: this.quota,
    });
  }

  /** What the reader can do, into the controllers; they read the update's day when called. */
  readonly #actions: ElementActions = {
    retry: () => this.#load.rerun(),
    openBrokers: () => this.#panel.openBrokers(),
    setOnlyMine: (onlyMine) => this.#brokers.setOnlyMine(onlyMine),
    toggleBroker: (broker, on) => this.#brokers.toggle(broker, on),
    clearBrokers: () => this.#brokers.choose(null),
    select: (offering) => this.#panel.select(offering),
    plan: (offering, planned) => this.#plan.toggle(offering, planned, this.#today),
    closePanel: () => this.#panel.close(),
    clickBeside: (event) => this.#panel.clickBeside(event),
    navigate: (months) => this.#navigation.navigate(months, this.#today),
    keydown: (event) => this.#navigation.keydown(event, this.#today),
    focusin: (event) => {
      const { date } = (event.target as HTMLElement).dataset;
      if (date) this.#navigation.focusIn(date);
    },
    openDay: (date) => this.#navigation.openDay(date),
    // Once the writer is there, the link carries the file: followed again, it downloads it. A failure is the
    // writer's state, which the panel says.
    askIcs: (link) =>
      void this.#modules.load('icsFile').then(
        () => this.updateComplete.then(() => link.isConnected && link.click()),
        () => undefined,
      ),
    retryModules: () => this.#modules.retry(),
  };

  /** The configuration the attributes and properties describe now. */
  #readConfig(): ConfigResult {
    return configOf(this, OPERATOR.defaultBaseUrl, document.baseURI, this.#modules.module('brokerNames'));
  }
}
