/**
 * The list view's rows: each offering in the API's order with what a row shows of it, its stages narrowed to those
 * the element shows, and its marks; with only the reader's offerings asked for, the others are left out.
 */
import type { KstDate, Offering } from '../api/types.js';
import { toListItem, type ListItem } from './list-item.js';
import { marksOf, type MarkSources, type OfferingMarks } from './offering-marks.js';
import type { Stage } from './stages.js';

export interface ListRow {
  offering: Offering;
  item: ListItem;
  marks: OfferingMarks;
}

export interface RowSources extends MarkSources {
  today: KstDate;
  stages: readonly Stage[];
  /** Leave out the offerings none of the reader's brokers takes. */
  onlyMine: boolean;
}

export function listRows(offerings: readonly Offering[], sources: RowSources): ListRow[] {
  return offerings.flatMap((offering) => {
    const marks = marksOf(offering, sources);
    if (sources.onlyMine && !marks.access?.mine) return [];
    const item = toListItem(offering, sources.today);
    const stages = item.stages.filter((span) => sources.stages.includes(span.stage));
    return [{ offering, item: { ...item, stages }, marks }];
  });
}
