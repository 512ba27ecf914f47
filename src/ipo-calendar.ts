/**
 * The package's entry (dist/lib/ipo-calendar.js, and the bundles): importing it registers `<ipo-calendar>` once, even
 * when it is loaded twice; it exports the element, its events, the registry of clients it shares and the types of its
 * public API.
 */
import { IpoCalendar } from './element/ipo-calendar.js';

export { IpoCalendar } from './element/ipo-calendar.js';
export { IpoErrorEvent, IpoLoadEvent, IpoQuotaEvent, IpoRangeChangeEvent, IpoSelectEvent } from './element/events.js';
export { ClientRegistry, type RegistryOptions } from './client/registry.js';
export type { KstDate, Offering } from './api/types.js';
export type { ApiError, QuotaState } from './client/client-types.js';
export type { Timers } from './time/timers.js';
export type { Clock } from './time/kst.js';

if (!customElements.get('ipo-calendar')) customElements.define('ipo-calendar', IpoCalendar);

declare global {
  interface HTMLElementTagNameMap {
    'ipo-calendar': IpoCalendar;
  }
}
