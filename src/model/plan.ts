/**
 * The reader's plan: the offerings they mean to subscribe to, kept in the page origin's storage under
 * {@link PLAN_KEY} and shared by its elements and tabs. Each is kept whole, as it was when marked, so that the cash
 * it needs is known while another month is on screen; a loaded copy replaces it (a correction moves the plan too).
 */
import type { KstDate, Offering } from '../api/types.js';
import { parseOffering } from '../client/parse.js';

export const PLAN_KEY = 'ipo-calendar:v1:plan';

/** More than anyone subscribes to at once; bounds what a page's storage holds. */
export const PLAN_LIMIT = 50;

export interface Plan {
  version: 1;
  offerings: readonly Offering[];
}

export const EMPTY_PLAN: Plan = { version: 1, offerings: [] };

/**
 * The plan in a stored value (parsed JSON): anything on the page can write there, so each offering is read as a body's
 * item is (`parseOffering`), one without an id or a name is dropped, and a value of another shape or version is an
 * empty plan.
 */
export function readPlan(stored: unknown): Plan {
  const value = stored as { version?: unknown; offerings?: unknown } | null;
  if (value?.version !== 1 || !Array.isArray(value.offerings)) return EMPTY_PLAN;
  const offerings = value.offerings
    .map((raw: unknown) => parseOffering(typeof raw === 'object' ? (raw as Record<string, unknown>) : null))
    .filter((offering) => offering !== null);
  const ids = new Set<string>();
  return { version: 1, offerings: offerings.filter(({ id }) => !ids.has(id) && !!ids.add(id)).slice(0, PLAN_LIMIT) };
}

export const plannedIds = (plan: Plan): readonly string[] => plan.offerings.map(({ id }) => id);

/** The last day the plan needs an offering: its refund, else the end or the start of its subscription. */
const lastDayOf = (offering: Offering): KstDate | null =>
  offering.refund_date ?? offering.sub_end ?? offering.sub_start;

/**
 * The plan with `offering` in it (replacing its stored copy) or out of it. Offerings whose money is back before
 * `today` go: the plan is about cash still to come. Beyond {@link PLAN_LIMIT}, the oldest marks go first.
 */
export function withPlanned(plan: Plan, offering: Offering, planned: boolean, today: KstDate): Plan {
  const others = plan.offerings.filter(({ id }) => id !== offering.id);
  const current = others.filter((other) => (lastDayOf(other) ?? today) >= today);
  const offerings = planned ? [...current, offering] : current;
  return { version: 1, offerings: offerings.slice(-PLAN_LIMIT) };
}

/** The planned offerings as shown now: the loaded copy of each where there is one, else the stored one. */
export function plannedOfferings(plan: Plan, loaded: readonly Offering[]): Offering[] {
  const byId = new Map(loaded.map((offering) => [offering.id, offering]));
  return plan.offerings.map((offering) => byId.get(offering.id) ?? offering);
}
