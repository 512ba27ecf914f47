/**
 * The mock's choice of the date rules behind `status` (the spec leaves them open; see README).
 * A period runs from its first through its last day in KST; a period with only one known end is
 * taken as that single day. The latest stage the KST date has reached wins.
 */
import type { KstDate, Offering, StatusValue } from '../api/types.js';

type Schedule = Pick<
  Offering,
  'demand_start' | 'demand_end' | 'sub_start' | 'sub_end' | 'refund_date' | 'listing_date'
>;

export function statusOn(offering: Schedule, today: KstDate): StatusValue | null {
  const { demand_start, demand_end, sub_start, sub_end, refund_date, listing_date } = offering;
  const demandFirst = demand_start ?? demand_end;
  const demandLast = demand_end ?? demand_start;
  const subFirst = sub_start ?? sub_end;
  const subLast = sub_end ?? sub_start;
  const reached = (date: KstDate | null) => date !== null && today >= date;
  const passed = (date: KstDate | null) => date !== null && today > date;

  if (reached(listing_date)) return '상장완료';
  if (passed(subLast)) return '상장예정';
  if (reached(subFirst)) return '청약';
  if (passed(demandLast)) return '청약예정';
  if (reached(demandFirst)) return '수요예측';
  if (demandFirst !== null) return '수요예측예정';
  if (subFirst !== null) return '청약예정';
  if (refund_date !== null || listing_date !== null) return '상장예정';
  return null;
}
