/** The entry of dist/ipo-calendar.js: registers `<ipo-calendar>` once, even when the script is included twice. */
import { IpoCalendar } from './element/ipo-calendar.js';

export { IpoCalendar };
export { IpoErrorEvent, IpoLoadEvent, IpoQuotaEvent, IpoRangeChangeEvent, IpoSelectEvent } from './element/events.js';

if (!customElements.get('ipo-calendar')) customElements.define('ipo-calendar', IpoCalendar);

declare global {
  interface HTMLElementTagNameMap {
    'ipo-calendar': IpoCalendar;
  }
}
