// A page's script: the package by its name registers the element and types it in the DOM's maps.
import 'ipo-calendar';
import type { IpoCalendar, Offering, QuotaState } from 'ipo-calendar';

const calendar: IpoCalendar | null = document.querySelector('ipo-calendar');
const created: IpoCalendar = document.createElement('ipo-calendar');
created.view = 'list';
// @ts-expect-error: a misspelt value.
created.view = 'lsit';

calendar?.addEventListener('ipo-load', (event) => {
  const items: readonly Offering[] = event.detail.items;
  const source: 'network' | 'revalidated' | 'cache' | 'stale' = event.detail.source;
  // @ts-expect-error: detail has no such field.
  void event.detail.itemz;
  void [items, source];
});
calendar?.addEventListener('ipo-error', (event) => {
  const status: number | null = event.detail.status;
  void [status, event.detail.kind.toUpperCase()];
});
calendar?.addEventListener('ipo-select', (event) => {
  event.preventDefault();
  const name: string = event.detail.offering.corp_name;
  void name;
});
calendar?.addEventListener('ipo-quota', (event) => {
  const quota: Pick<QuotaState, 'limit' | 'remaining'> = event.detail;
  void quota;
});
calendar?.addEventListener('ipo-range-change', (event) => {
  const [from, to]: string[] = [event.detail.from, event.detail.to];
  void [from, to];
});
