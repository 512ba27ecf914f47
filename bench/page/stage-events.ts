/** The stages the element shows, as FullCalendar events: 수요예측 and 청약 as periods, 환불 and 상장 as single days. */
import type { EventInput } from 'fullcalendar';
import type { Offering } from '../../src/api/types.js';

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

export function stageEvents(offering: Offering): EventInput[] {
  const events: EventInput[] = [];
  const period = (title: string, from: string | null, to: string | null, color: string) => {
    // FullCalendar's all-day `end` is exclusive.
    if (from && to)
      events.push({ title: `${title} ${offering.corp_name}`, start: from, end: nextDay(to), allDay: true, color });
  };
  period('수요예측', offering.demand_start, offering.demand_end, '#7c5cbf');
  period('청약', offering.sub_start, offering.sub_end, '#1f6feb');
  if (offering.refund_date)
    events.push({ title: `환불 ${offering.corp_name}`, start: offering.refund_date, allDay: true, color: '#b7791f' });
  if (offering.listing_date)
    events.push({ title: `상장 ${offering.corp_name}`, start: offering.listing_date, allDay: true, color: '#2f855a' });
  return events;
}
