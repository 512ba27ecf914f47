import type { IpoQuery, KstDate } from '../api/types.js';
import { buildQuery, type QueryConfig } from '../model/element-query.js';
import type { KstMonth } from '../time/kst.js';
import { visibleSpan } from './month-grid.js';

/**
 * The query an element loads on `today`; in the month view, for the visible grid of `month`. The element's load
 * controller and the first module's early load both ask this, so that the element joins the early call or reads its
 * stored body.
 */
export const loadQuery = (config: QueryConfig, month: KstMonth, today: KstDate): IpoQuery =>
  buildQuery(config, today, config.view === 'month' ? visibleSpan(month) : undefined);
