/**
 * The reader's plan (`src/model/plan.ts`): the offerings they mean to subscribe to, kept for the page's origin and
 * shared by its elements and tabs. A mark the reader sets or takes off fires `ipo-plan-change` on the element they
 * used.
 */
import type { ReactiveControllerHost } from 'lit';
import type { KstDate, Offering } from '../api/types.js';
import type { ClientRegistry } from '../client/registry.js';
import { PLAN_KEY, plannedIds, readPlan, withPlanned, type Plan } from '../model/plan.js';
import { IpoPlanChangeEvent } from './events.js';
import { SharedValueController } from './shared-value-controller.js';

interface PlanHost extends ReactiveControllerHost, EventTarget {
  clients: ClientRegistry;
}

export class PlanController {
  readonly #plan: SharedValueController<Plan>;

  constructor(private readonly host: PlanHost) {
    this.#plan = new SharedValueController(host, PLAN_KEY, readPlan);
  }

  get plan(): Plan {
    return this.#plan.value;
  }

  /** Marks `offering` (its copy as shown now) or takes the mark off; offerings whose money is back go. */
  toggle(offering: Offering, planned: boolean, today: KstDate): void {
    const plan = withPlanned(this.plan, offering, planned, today);
    this.#plan.write(plan.offerings.length ? plan : null);
    this.host.dispatchEvent(new IpoPlanChangeEvent(plannedIds(plan)));
  }
}
