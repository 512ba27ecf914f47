/**
 * Everything the element shows, worked out from plain inputs: the header, the toolbar, the body (the list's rows or
 * the month's placed bars, with their marks) and the panel. Pure and DOM-free: the element gathers the inputs from its
 * configuration and controllers at each render, and its templates (render/element.ts) map the result to markup.
 */
import type { KstDate, Offering } from '../api/types.js';
import type { BrokerNames } from '../brokers/names.js';
import type { MonthState } from '../calendar/month-state.js';
import { monthView, type MonthView } from '../calendar/month-view.js';
import type { ApiError, QuotaState } from '../client/client-types.js';
import type { Lang } from '../format/lang.js';
import type { ShownChange } from '../model/change-memory.js';
import { elementView, type Body, type ElementView, type LoadState, type Notes } from '../model/element-view.js';
import { feedSubscription, type FeedFilters } from '../model/feed-subscription.js';
import { toListItem, type ListItem } from '../model/list-item.js';
import { listRows, type ListRow } from '../model/list-rows.js';
import { marksOf, type MarkSources, type OfferingMarks } from '../model/offering-marks.js';
import { plannedOfferings, type Plan } from '../model/plan.js';
import { NO_PLAN, planView, type PlanView } from '../model/plan-view.js';
import { currentStage, type Stage } from '../model/stages.js';
import type { DisplayConfig } from './config.js';
import type { PanelContent } from './panel-controller.js';

export interface ViewInputs {
  load: LoadState;
  /** The filters of the configuration, which the feed link carries; null while it is invalid. */
  filters: Pick<FeedFilters, 'status' | 'excludeSpac'> | null;
  display: DisplayConfig;
  today: KstDate;
  now: number;
  /** The language shown: the element's, once its strings are there (Korean's meanwhile). */
  lang: Lang;
  /**
   * The element's language when a module its body cannot be shown without failed to load (the other language's
   * strings, the broker table): the body says so, in that language. Else null.
   */
  unavailable: Lang | null;
  /** The broker table's look-ups: null until loaded, which the element does whenever brokers are named. */
  brokerNames: BrokerNames | null;
  brokers: {
    /** The brokers in effect, canonical names: the reader's, else the site's. */
    inEffect: readonly string[];
    /** The reader has chosen brokers of their own. */
    chosen: boolean;
    onlyMine: boolean;
  };
  plan: Plan;
  /** What moved in an offering since the reader looked: the change memory's mark now. */
  changeOf(offering: Offering): ShownChange | null;
  /** What the open panel of an offering says moved: the mark it had when the reader opened it. */
  openedChangeOf(offering: Offering): ShownChange | null;
  navigation: MonthState;
  narrow: boolean;
  panel: PanelContent | null;
  quota: QuotaState;
}

export type BodyModel =
  | Exclude<Body, { kind: 'list' | 'month' }>
  /** A module the body needs could not be loaded: said in `lang`, the element's language. */
  | { kind: 'unavailable'; lang: Lang }
  /** No rows when none of the reader's brokers takes an offering shown; `plan` gives the cash strip under them. */
  | { kind: 'list'; rows: readonly ListRow[]; notes: Notes; plan: PlanView }
  | { kind: 'month'; month: MonthView; failure: ApiError | null; drawDays: boolean; notes: Notes; plan: PlanView };

export type PanelModel =
  /** `current`: the stage running or next, which the timeline points at. */
  | { kind: 'offering'; offering: Offering; item: ListItem; marks: OfferingMarks; current: Stage | null }
  | { kind: 'brokers'; brokers: readonly string[]; siteBrokers: readonly string[]; chosen: boolean };

export interface ViewModel {
  lang: Lang;
  /** The instant of the render: how old stale data is, the 429's countdown, the .ics file's stamp. */
  now: number;
  narrow: boolean;
  /** What names the reader's brokers in the marks; null until loaded. */
  brokerNames: BrokerNames | null;
  header: { busy: ElementView['busy']; quota: QuotaState };
  /** `brokers`: the names shown of those in effect; `feed`: the relay's `webcal:` link, or null when none is announced. */
  toolbar: { brokers: readonly string[]; onlyMine: boolean; feed: string | null };
  body: BodyModel;
  panel: PanelModel | null;
}

export function viewModel(inputs: ViewInputs): ViewModel {
  const { load, display, brokers, brokerNames } = inputs;
  const { busy, body } = elementView(load);
  const sources: MarkSources = {
    brokers: brokers.inEffect,
    brokerNames,
    changeOf: inputs.changeOf,
    assumptions: display.deposit,
    plan: planOf(inputs),
  };
  return {
    lang: inputs.lang,
    now: inputs.now,
    narrow: inputs.narrow,
    brokerNames,
    header: { busy, quota: inputs.quota },
    toolbar: { brokers: shownBrokers(inputs), onlyMine: brokers.onlyMine, feed: feedOf(inputs) },
    body: inputs.unavailable ? { kind: 'unavailable', lang: inputs.unavailable } : bodyModel(body, inputs, sources),
    panel: inputs.panel && panelModel(inputs.panel, inputs, sources),
  };
}

/** The `webcal:` link of the feed the relay announced with the data shown, for the element's filters. */
function feedOf({ filters, load, brokers, display }: ViewInputs): string | null {
  const feed = load.result?.data && load.result.feed;
  if (!filters || !feed) return null;
  return feedSubscription(feed, { ...filters, brokers: brokers.inEffect, stages: display.stages });
}

/** The brokers in effect by the names shown: a known firm's English name in English. */
const shownBrokers = ({ brokers, brokerNames, lang }: ViewInputs): readonly string[] =>
  brokerNames ? brokers.inEffect.map((name) => brokerNames.brokerDisplayName(name, lang)) : brokers.inEffect;

/** The reader's plan as shown: the loaded copy of each planned offering where there is one. */
function planOf({ plan, load, display, brokers, brokerNames, today }: ViewInputs): PlanView {
  if (plan.offerings.length === 0) return NO_PLAN;
  return planView(plannedOfferings(plan, load.result?.data?.items ?? []), {
    assumptions: display.deposit,
    brokers: brokers.inEffect,
    brokerNames,
    today,
  });
}

function bodyModel(body: Body, inputs: ViewInputs, sources: MarkSources): BodyModel {
  const { today, display, brokers } = inputs;
  const shown = { ...sources, today, stages: display.stages, onlyMine: brokers.onlyMine };
  switch (body.kind) {
    case 'list':
      return { kind: 'list', rows: listRows(body.items, shown), notes: body.notes, plan: sources.plan };
    case 'month': {
      const { items, ...rest } = body;
      const month = monthView(items, { ...shown, navigation: inputs.navigation, compact: inputs.narrow });
      return { ...rest, month, plan: sources.plan };
    }
    default:
      return body;
  }
}

function panelModel(panel: PanelContent, inputs: ViewInputs, sources: MarkSources): PanelModel {
  if (panel.kind === 'brokers') {
    const { inEffect, chosen } = inputs.brokers;
    return { kind: 'brokers', brokers: inEffect, siteBrokers: inputs.display.brokers, chosen };
  }
  const { offering } = panel;
  const item = toListItem(offering, inputs.today);
  // The mark it had when the reader opened it: opening it cleared the stored one.
  const marks = marksOf(offering, { ...sources, changeOf: inputs.openedChangeOf });
  return { kind: 'offering', offering, item, marks, current: currentStage(item.stages, inputs.today) };
}
