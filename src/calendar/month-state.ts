/**
 * What the month view shows and where its keyboard is: the month, the day in the tab order and the day whose
 * entries are listed under the grid; and how navigation buttons, clicks and grid keys change them.
 */
import type { KstDate } from '../api/types.js';
import { addMonths, isKstMonth, monthOf, type KstMonth } from '../time/kst.js';
import { moveFocus, type GridKey } from './keyboard.js';

export interface MonthState {
  month: KstMonth;
  /** The one day in the tab order (roving tabindex). */
  focused: KstDate;
  /** The day whose entries are listed under the grid, if any. */
  selected: KstDate | null;
}

/** A grid key with its modifiers (a KeyboardEvent is one). */
export interface GridKeyPress extends GridKey {
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

/** What a grid key does: the new state, and what takes focus once it is rendered. */
export interface GridKeyOutcome {
  state: MonthState;
  focus: 'day' | 'agenda';
}

/** A month as it opens: the tab stop on today in today's month, else on its first day; no day listed. */
export function openMonth(month: KstMonth, today: KstDate): MonthState {
  return { month, focused: monthOf(today) === month ? today : `${month}-01`, selected: null };
}

/**
 * Makes a day the tab stop. On a narrow host the day list follows it, and stays that day's when the host widens
 * (rotating a phone must not change what the focused entry of the list says).
 */
export function focusDay(state: MonthState, date: KstDate, narrow: boolean): MonthState {
  return { ...state, focused: date, selected: narrow ? date : state.selected };
}

/** Lists a day's entries (a click, Enter or Space on it); it becomes the tab stop. */
export function openDay(state: MonthState, date: KstDate): MonthState {
  return { ...state, focused: date, selected: date };
}

/**
 * A navigation button: `step` months on, or `null` for today's month. "Today" on today's month only puts the tab
 * stop on today; beyond the calendar's years (1000–9998) the buttons do nothing.
 */
export function navigate(state: MonthState, step: number | null, today: KstDate, narrow: boolean): MonthState {
  const month = step === null ? monthOf(today) : addMonths(state.month, step);
  if (month === state.month) return focusDay(state, today, narrow);
  return isKstMonth(month) ? openMonth(month, today) : state;
}

/**
 * A key on the grid: Enter and Space list the focused day and focus its list; the keys of {@link moveFocus} move
 * the tab stop, to another month when the day lies beyond the grid. Null for other keys and for modified ones
 * (Alt+arrow, Ctrl+PageDown and the like belong to the browser: history, tabs).
 */
export function pressGridKey(
  state: MonthState,
  key: GridKeyPress,
  today: KstDate,
  narrow: boolean,
): GridKeyOutcome | null {
  if (key.altKey || key.ctrlKey || key.metaKey) return null;
  if (key.key === 'Enter' || key.key === ' ') return { state: openDay(state, state.focused), focus: 'agenda' };
  const move = moveFocus(state.focused, key, state.month);
  if (!move) return null;
  const shown = move.monthChanged ? openMonth(monthOf(move.date), today) : state;
  return { state: focusDay(shown, move.date, narrow), focus: 'day' };
}

/** The day listed under the grid: the one opened or, on a narrow host (compact grid), the tab stop. */
export function listedDay(state: MonthState, compact: boolean): KstDate | null {
  return state.selected ?? (compact ? state.focused : null);
}
