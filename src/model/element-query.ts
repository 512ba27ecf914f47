import type { IpoQuery, KstDate, StatusValue } from '../api/types.js';
import { monthOfRange } from './displayed-month.js';
import { isKstDate } from '../time/kst.js';
import { monthRange, type DateRange } from './date-range.js';
import type { View } from './parse-choice.js';

/** The validated attributes that shape a call. */
export interface QueryConfig {
  view: View;
  status: StatusValue | null;
  range: DateRange | null;
  excludeSpac: boolean;
  limit: number;
}

/**
 * The API query for the current configuration. The list view without a range shows what is
 * upcoming (from today, KST). The month view asks for `shown` (the displayed month or grid),
 * by default the month its range names, or today's month. An end beyond the calendar's years (the
 * grid of 9998-12 reaches 9999-01, that of 1000-01 reaches 0999-12) is left open.
 */
export function buildQuery(config: QueryConfig, todayKst: KstDate, shown?: DateRange): IpoQuery {
  const { from, to } =
    config.view === 'month'
      ? (shown ?? monthRange(monthOfRange(config.range, todayKst)))
      : (config.range ?? { from: todayKst, to: null });
  const query: IpoQuery = { limit: config.limit };
  if (config.status) query.status = config.status;
  if (isKstDate(from)) query.from = from;
  if (isKstDate(to)) query.to = to;
  if (config.excludeSpac) query.excludeSpac = true;
  return query;
}
