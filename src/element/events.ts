/** The public events of `<ipo-calendar>`: typed, bubbling and composed. */
import type { KstDate, Offering } from '../api/types.js';

/** An offering was selected. Cancel it (`preventDefault()`) to show your own details instead of the built-in panel. */
export class IpoSelectEvent extends Event {
  static readonly eventName = 'ipo-select';
  constructor(readonly offering: Offering) {
    super(IpoSelectEvent.eventName, { bubbles: true, composed: true, cancelable: true });
  }
}

/** The month view now shows another period; `detail` carries the dates it loads. */
export class IpoRangeChangeEvent extends Event {
  static readonly eventName = 'ipo-range-change';
  readonly detail: { from: KstDate; to: KstDate };
  constructor(from: KstDate, to: KstDate) {
    super(IpoRangeChangeEvent.eventName, { bubbles: true, composed: true });
    this.detail = { from, to };
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ipo-select': IpoSelectEvent;
    'ipo-range-change': IpoRangeChangeEvent;
  }
}
