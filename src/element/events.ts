/**
 * The public events of `<ipo-calendar>`: typed, bubbling and composed. The element lists them with `@fires`, from
 * which custom-elements.json is made; they are dispatched as built values (`this.dispatchEvent(event)`), as the
 * manifest's analyzer would list `this.dispatchEvent(new IpoSelectEvent(offering))` once more, as an event named
 * after its first argument.
 */
import type { KstDate, Offering } from '../api/types.js';
import type { ListResult, Source } from '../client/client-types.js';
import type { OfferingChange } from '../model/change-memory.js';

abstract class IpoEvent<Detail> extends Event {
  constructor(
    name: string,
    readonly detail: Detail,
    cancelable = false,
  ) {
    super(name, { bubbles: true, composed: true, cancelable });
  }
}

/**
 * A schedule was loaded and shown; `source` says whether it cost a call (`network`, `revalidated`) or not (`cache`,
 * `stale`).
 */
export class IpoLoadEvent extends IpoEvent<{
  items: readonly Offering[];
  total: number;
  count: number;
  source: Source;
}> {
  constructor(detail: IpoLoadEvent['detail']) {
    super('ipo-load', detail);
  }
}

/** A load failed (stored data may still be shown): `kind` as the client names it, and the HTTP status if any. */
export class IpoErrorEvent extends IpoEvent<{ kind: string; status: number | null }> {
  constructor(detail: IpoErrorEvent['detail']) {
    super('ipo-error', detail);
  }
}

/** An offering was selected. Cancel it (`preventDefault()`) to show your own details instead of the built-in panel. */
export class IpoSelectEvent extends IpoEvent<{ offering: Offering }> {
  constructor(offering: Offering) {
    super('ipo-select', { offering }, true);
  }
}

/** The key's quota changed; both null for a key without a limit. */
export class IpoQuotaEvent extends IpoEvent<{ limit: number | null; remaining: number | null }> {
  constructor(detail: IpoQuotaEvent['detail']) {
    super('ipo-quota', detail);
  }
}

/** The month view now shows another period; `detail` carries the dates it loads. */
export class IpoRangeChangeEvent extends IpoEvent<{ from: KstDate; to: KstDate }> {
  constructor(detail: IpoRangeChangeEvent['detail']) {
    super('ipo-range-change', detail);
  }
}

/** The brokers the element matches offerings against changed: the reader's choice, or the site's once it is cleared. */
export class IpoBrokersChangeEvent extends IpoEvent<{ brokers: readonly string[] }> {
  constructor(brokers: readonly string[]) {
    super('ipo-brokers-change', { brokers });
  }
}

/**
 * The reader marked an offering they mean to subscribe to, or took the mark off: `ids`, the offerings now in the plan,
 * in the order marked. The page's other elements show the plan without firing it.
 */
export class IpoPlanChangeEvent extends IpoEvent<{ ids: readonly string[] }> {
  constructor(ids: readonly string[]) {
    super('ipo-plan-change', { ids });
  }
}

/**
 * A load found offerings whose schedule changed since the reader last saw them; told once per change in the page.
 * `fields` name the API's fields, with their values as the API sent them before and after.
 */
export class IpoChangeEvent extends IpoEvent<{ changes: readonly OfferingChange[] }> {
  constructor(changes: readonly OfferingChange[]) {
    super('ipo-change', { changes });
  }
}

/** What a completed load fires: `ipo-load` when it has data to show, then `ipo-error` when it failed. */
export function loadEventsOf(result: ListResult): Event[] {
  const events: Event[] = [];
  if (result.data) {
    const { items, total, count } = result.data;
    events.push(new IpoLoadEvent({ items, total, count, source: result.source }));
  }
  const { error } = result;
  if (error) events.push(new IpoErrorEvent({ kind: error.kind, status: 'status' in error ? error.status : null }));
  return events;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ipo-load': IpoLoadEvent;
    'ipo-error': IpoErrorEvent;
    'ipo-select': IpoSelectEvent;
    'ipo-quota': IpoQuotaEvent;
    'ipo-range-change': IpoRangeChangeEvent;
    'ipo-brokers-change': IpoBrokersChangeEvent;
    'ipo-change': IpoChangeEvent;
    'ipo-plan-change': IpoPlanChangeEvent;
  }
}
