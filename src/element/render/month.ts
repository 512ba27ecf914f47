import { html, nothing } from 'lit';
import type { KstDate, Offering } from '../../api/types.js';
import type { BrokerNames } from '../../brokers/names.js';
import type { DayCell } from '../../calendar/month-grid.js';
import type { MonthView } from '../../calendar/month-view.js';
import type { DayEntry } from '../../calendar/placement.js';
import { summarizeDay } from '../../calendar/day-summary.js';
import { barClasses, partsOf } from '../../calendar/day-parts.js';
import { formatDate, formatMonth, formatWeekday } from '../../format/date.js';
import type { Lang } from '../../format/lang.js';
import type { Strings } from '../../i18n/strings.js';
import type { OfferingMarks } from '../../model/offering-marks.js';
import { STAGE_GLYPH, STAGES, type Stage } from '../../model/stages.js';
import { customProperties } from './custom-properties.js';
import { renderKorean } from './korean.js';
import { renderAccess, renderChangeBadge } from './marks.js';
import { renderDeposit, renderPlanNotes } from './money.js';
import { renderGlyph } from './offering.js';

export interface MonthContext extends MonthView {
  t: Strings;
  lang: Lang;
  /** The broker table's look-ups, which name the reader's brokers: null until loaded. */
  brokerNames: BrokerNames | null;
  /**
   * Why the month has no entries, when loading it failed (else `nothing`): said in the legend's place, which
   * has nothing to explain then, so that the days hardly move.
   */
  failure: unknown;
  /**
   * Notes about the entries shown (stale, truncated, a refresh that failed): said under the grid, above the day list.
   */
  notices: unknown;
  /**
   * Draw the days even without entries, named by their dates alone: while a load is out, so that only the bars come
   * with the answer, and after navigation, so that keyboard focus has a day to go to. Before any call, the weeks only
   * hold their place (it is cheaper).
   */
  drawDays: boolean;
  navigate(months: number | null): void;
  keydown(event: KeyboardEvent): void;
  /** A day cell got focus (by click or script): it becomes the tab stop. */
  focusin(event: FocusEvent): void;
  openDay(date: KstDate): void;
  select(offering: Offering): void;
}

/** The marks of an offering placed in the month: the view model holds those of each. */
const marksOf = (offering: Offering, { marks }: MonthContext) => marks.get(offering)!;

/**
 * A bar's name, drawn over the bar's next days on its line (`--days`): its stage's glyph, ✓ where the reader can
 * subscribe, Δ where it moved since they looked.
 */
function renderBarName({ stage, offering, runDays }: DayEntry, { access, change }: OfferingMarks) {
  const marks = `${access?.mine ? '✓' : ''}${change ? 'Δ' : ''}`;
  return html`<span class="name" ${customProperties({ '--days': runDays })}
    >${STAGE_GLYPH[stage]}${marks && ` ${marks}`} ${offering.corp_name}</span
  >`;
}

function renderBar(entry: DayEntry, context: MonthContext) {
  const marks = marksOf(entry.offering, context);
  const mine = marks.access?.mine === true;
  const classes = [
    barClasses(entry),
    mine && 'mine',
    context.onlyMine && !mine && 'dim',
    marks.change && 'changed',
  ].filter(Boolean);
  // The line is a grid row (l1, l2): lines left free for other days' bars keep their height.
  // The click goes on to the cell too, which lists the day: the selection is visible even when no one handles it.
  return html`<span class=${classes.join(' ')} @click=${() => context.select(entry.offering)}
    >${entry.labelled ? renderBarName(entry, marks) : nothing}</span
  >`;
}

/** A compact day's stages, as dots. */
const renderDots = (stages: readonly Stage[]) =>
  stages.map((stage) => html`<span class="dot ${stage}">${STAGE_GLYPH[stage]}</span>`);

/** A full day's bars, on their lines, with "+N more" for those that do not fit. */
function renderBars(visible: readonly DayEntry[], more: number, context: MonthContext) {
  const bars = visible.map((entry) => renderBar(entry, context));
  return more ? [...bars, html`<span class="more">${context.t.more(more)}</span>`] : bars;
}

function renderDay(cell: DayCell, context: MonthContext) {
  const { t, compact } = context;
  const entries = context.entries?.get(cell.date) ?? [];
  const { counts, visible, more } = summarizeDay(entries);
  const stagesToday = STAGES.filter((stage) => counts[stage]);
  // Before the entries are known, the cell is named by its date alone.
  const name = context.entries ? t.dayCell(cell.date, counts) : formatDate(cell.date, context.lang, 'weekday');
  return html`<div
    role="gridcell"
    part=${partsOf(cell, stagesToday, context.selected)}
    data-date=${cell.date}
    tabindex=${cell.date === context.focused ? 0 : -1}
    aria-selected=${cell.date === context.selected || nothing}
    aria-current=${cell.isToday ? 'date' : nothing}
    @click=${() => context.openDay(cell.date)}
  >
    <span class="visually-hidden">${name}</span>
    <span class="num" aria-hidden="true">${Number(cell.date.slice(8))}</span>
    <span class="entries" aria-hidden="true"
      >${compact ? renderDots(stagesToday) : renderBars(visible, more, context)}</span
    >
  </div>`;
}

function renderNavigation({ t, lang, grid, navigate }: MonthContext) {
  return html`<div part="month-nav">
    <h3 id="month-title" aria-live="polite">${formatMonth(grid.month, lang)}</h3>
    <button part="nav previous" aria-label=${t.previousMonth} @click=${() => navigate(-1)}>‹</button>
    <button part="nav next" aria-label=${t.nextMonth} @click=${() => navigate(1)}>›</button>
    <button part="nav today" @click=${() => navigate(null)}>${t.today}</button>
  </div>`;
}

function renderLegend(t: Strings, stages: readonly Stage[]) {
  const entry = (stage: Stage) =>
    html`<li><span class="bar ${stage}" aria-hidden="true">${STAGE_GLYPH[stage]}</span> ${t.stage[stage]}</li>`;
  return html`<ul part="legend" aria-label=${t.legend}>
    ${stages.map(entry)}
  </ul>`;
}

/** An entry of the day list: a button that opens the offering, then where the reader subscribes and what moved. */
function renderAgendaEntry({ stage, offering }: DayEntry, context: MonthContext) {
  const { t, brokerNames } = context;
  const marks = marksOf(offering, context);
  return html`<li>
    <button class=${stage} @click=${() => context.select(offering)}>
      ${renderGlyph(stage)} ${t.stage[stage]}: ${renderKorean(offering.corp_name)}
    </button>
    ${renderAccess(marks, t, brokerNames)} ${renderChangeBadge(marks, t, brokerNames)} ${renderDeposit(marks, t)}
    ${renderPlanNotes(marks, t)}
  </li>`;
}

/** The day list under the grid: the selected day's entries as buttons that open the detail panel. */
function renderAgenda(context: MonthContext) {
  const { t, lang, selected } = context;
  if (!selected) return nothing;
  const entries = context.entries?.get(selected) ?? [];
  // While loading, only the day's title: its place is held, and nothing is said about the day yet.
  const none = context.entries ? html`<p class="muted">${t.noEntries}</p>` : nothing;
  const list = html`<ul>
    ${entries.map((entry) => renderAgendaEntry(entry, context))}
  </ul>`;
  return html`<section part="agenda" aria-labelledby="agenda-title">
    <h3 id="agenda-title">${formatDate(selected, lang, 'weekday')}</h3>
    ${entries.length ? list : none}
  </section>`;
}

/**
 * A week of a month that has not started loading (a lazy element away from the viewport): as tall as its days will be,
 * so that the page does not jump when they come, and cheaper to draw than they are (about 30 ms on a slow phone).
 */
const renderPendingWeek = () => html`<div class="pending"></div>`;

/** The month as an ARIA grid (weeks from Sunday), with its navigation, legend and day list. */
export function renderMonth(context: MonthContext) {
  const { grid, lang } = context;
  const legend = context.failure === nothing ? renderLegend(context.t, context.stages) : context.failure;
  return html`${renderNavigation(context)} ${legend}
    <div
      role="grid"
      part="grid${context.compact ? ' compact' : ''}"
      aria-labelledby="month-title"
      @keydown=${context.keydown}
      @focusin=${context.focusin}
    >
      <div role="row" part="weekdays">
        ${grid.weeks[0].map((cell) => html`<span role="columnheader">${formatWeekday(cell.weekday, lang)}</span>`)}
      </div>
      ${grid.weeks.map((week) =>
        context.entries || context.drawDays
          ? html`<div role="row" part="week">${week.map((cell) => renderDay(cell, context))}</div>`
          : renderPendingWeek(),
      )}
    </div>
    ${context.notices} ${renderAgenda(context)}`;
}
