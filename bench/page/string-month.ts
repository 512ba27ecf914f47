/** The element's month view written as HTML strings, with the same markup, names and bars: for the bench's floors. */
import { barClasses, partsOf } from '../../src/calendar/day-parts.js';
import { summarizeDay } from '../../src/calendar/day-summary.js';
import type { MonthGrid } from '../../src/calendar/month-grid.js';
import type { DayEntry } from '../../src/calendar/placement.js';
import { formatMonth, formatWeekday } from '../../src/format/date.js';
import { STRINGS } from '../../src/i18n/tables.js';
import { STAGE_GLYPH, STAGES } from '../../src/model/stages.js';
import { escapeHtml } from './escape-html.js';

function stringBar(entry: DayEntry): string {
  const { stage, offering, labelled, runDays } = entry;
  const label = labelled
    ? `<span class="name" style="--days:${runDays}">${escapeHtml(`${STAGE_GLYPH[stage]} ${offering.corp_name}`)}</span>`
    : '';
  return `<span class="${barClasses(entry)}">${label}</span>`;
}

/**
 * The element's month view as HTML: its header, navigation, legend, grid (weekday row, then `weeks`) and attribution.
 */
export function stringMonth(month: string, grid: MonthGrid, busy: string, weeks: string): string {
  const t = STRINGS.ko;
  const legend = STAGES.map(
    (stage) =>
      `<li><span class="bar ${stage}" aria-hidden="true">${STAGE_GLYPH[stage]}</span> ${escapeHtml(t.stage[stage])}</li>`,
  ).join('');
  const weekdays = grid.weeks[0]
    .map((cell) => `<span role="columnheader">${formatWeekday(cell.weekday, 'ko')}</span>`)
    .join('');
  return `<div part="header"><h2>${escapeHtml(t.title)}</h2>${busy}</div><section part="body"><div part="month-nav"><button part="nav previous" aria-label="${escapeHtml(t.previousMonth)}">‹</button><h3 id="month-title">${formatMonth(month, 'ko')}</h3><button part="nav next" aria-label="${escapeHtml(t.nextMonth)}">›</button><button part="nav today">${escapeHtml(t.today)}</button></div><ul part="legend" aria-label="${escapeHtml(t.legend)}">${legend}</ul><div role="grid" part="grid" aria-labelledby="month-title"><div role="row" part="weekdays">${weekdays}</div>${weeks}</div></section><p part="attribution">${escapeHtml(t.disclaimer)}</p>`;
}

/** The weeks of the month with their days, names and bars, as the element draws them. */
export function stringWeeks(grid: MonthGrid, entries: Map<string, DayEntry[]>): string {
  const t = STRINGS.ko;
  let rows = '';
  for (const week of grid.weeks) {
    rows += '<div role="row" part="week">';
    for (const day of week) {
      const dayEntries = entries.get(day.date) ?? [];
      const { counts, visible, more } = summarizeDay(dayEntries);
      rows += `<div role="gridcell" part="${partsOf(
        day,
        STAGES.filter((stage) => counts[stage]),
      )}" data-date="${day.date}" tabindex="-1"><span class="visually-hidden">${escapeHtml(t.dayCell(day.date, counts))}</span><span class="num" aria-hidden="true">${Number(day.date.slice(8))}</span><span class="entries" aria-hidden="true">${visible.map(stringBar).join('')}${more ? `<span class="more">${escapeHtml(t.more(more))}</span>` : ''}</span></div>`;
    }
    rows += '</div>';
  }
  return rows;
}
