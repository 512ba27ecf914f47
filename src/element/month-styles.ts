import { css } from 'lit';

/**
 * The month grid, its bars and dots, the day list and the detail panel. Every row of the month view has an explicit
 * height, in lines of its own text (lh) or in em, and cuts or scrolls what does not fit, so that neither a font's
 * metrics nor a fallback font can make one taller: the month is as tall as reserved-space.ts says.
 */
export const monthStyles = css`
  :host(:not([view='list'])) [part~='body'] {
    display: flex;
    flex-direction: column;
  }
  :host(:not([view='list'])) [part~='body'] > * {
    flex: none;
  }
  [part~='month-nav'] {
    flex-wrap: nowrap;
    height: calc(1lh + 0.4rem + 2px);
  }
  [part~='month-nav'] h3,
  [part~='legend'] li,
  [role='columnheader'],
  [part~='agenda'] h3 {
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  [part~='month-nav'] h3 {
    margin: 0 auto 0 0;
    min-width: 0;
  }
  [part~='nav'] {
    flex: none;
    height: 100%;
  }
  /* One line on a wide host; two lines of two entries on a narrow one, which has less room across and more below. */
  [part~='legend'] {
    margin: 0.4rem 0;
    display: flex;
    gap: 0 0.8rem;
    height: 1lh;
  }
  [part~='legend'] li {
    min-width: 0;
  }
  .narrow [part~='legend'] {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    height: 2lh;
  }
  /* A failure in the month view, in the legend's place or among the notes under the grid: a row at the legend's size,
     the retry button in it as tall as its text. */
  [part~='month-nav'] + [part~='message'],
  :host(:not([view='list'])) .notes > [part~='message'] {
    padding: 0;
    font-size: max(0.86em, var(--_min-text));
    line-height: calc(0.86 * 1lh);
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0 0.6rem;
  }
  [part~='month-nav'] + [part~='message'] > *,
  :host(:not([view='list'])) .notes > [part~='message'] > * {
    margin: 0;
    padding-block: 0;
  }
  /* A month's failure to load, in the legend's place: one row like it where it fits, up to four on a wide host, which
     has the notes' room under the grid for the others (there are no notes without data); two to eight on a narrow one,
     whose day list gives up the room. A longer message scrolls. */
  [part~='month-nav'] + [part~='message'] {
    margin: 0.4rem 0;
    min-height: 1lh;
    max-height: 4lh;
    overflow-y: auto;
  }
  .narrow [part~='month-nav'] + [part~='message'] {
    min-height: 2lh;
    max-height: 8lh;
  }
  /* Days are as tall as what they can hold (3 lines; 4 dots in 2 rows when compact), in em, their lines in a line
     height of their own: neither entries nor the site's line height change a row. */
  [role='grid'] {
    border-top: 1px solid var(--_border);
    line-height: 1.45;
    --_day: 6.4em;
  }
  [role='row'] {
    display: grid;
    grid-template-columns: repeat(7, minmax(0, 1fr));
  }
  /* The weekday row is as tall as a line of its names at 0.8em, in the grid's em: a floor on their size (the page's
     type) does not make it taller. */
  [part~='weekdays'] {
    height: 1.16em;
  }
  [role='columnheader'] {
    color: var(--_muted);
    font-size: max(0.8em, var(--_min-text));
    text-align: center;
  }
  /* Not clipped: a bar's name runs on over its next days. */
  [role='gridcell'] {
    height: var(--_day);
    border: solid var(--_border);
    border-width: 0 1px 1px 0;
    padding: 0.15rem 0;
    cursor: pointer;
  }
  [role='gridcell']:first-child {
    border-left-width: 1px;
  }
  /* The focus ring over the neighbouring days and the next week, not under them. */
  [role='gridcell']:focus-visible {
    z-index: 1;
  }
  [part~='outside'] {
    color: var(--_muted);
    background: color-mix(in srgb, var(--_border) 25%, transparent);
  }
  /* Tinted, not ringed: a ring would read as the focus ring. */
  [part~='selected'] {
    background: color-mix(in srgb, var(--_accent) 14%, transparent);
  }
  .num {
    display: block;
    width: max-content;
    border-radius: 9em;
    padding: 0 0.3rem;
    margin-left: 3px;
    font-size: max(0.8em, var(--_min-text));
  }
  [part~='today'] .num {
    font-weight: 700;
    color: var(--_bg);
    background: var(--_accent);
  }
  /* A bar's line is its grid row, so lines left free keep their height; "+N more" takes the last. */
  .entries {
    display: grid;
    gap: 2px;
    font-size: max(0.72em, var(--_min-text));
    grid-template-rows: repeat(3, calc(1lh + 2px));
  }
  .l1 {
    grid-row: 2;
  }
  .l2,
  .more {
    grid-row: 3;
  }
  /* Bars in a day are grid items, hence blocks, no wider than the day (min-width); in the legend they stay inline. */
  .bar {
    padding: 0 0.25rem;
    margin: 0 0.2rem;
    min-width: 0;
    white-space: nowrap;
    border: 1px solid;
    border-radius: 4px;
  }
  /* A bar's name (not the list's, also class name) and "+N more" are cut with an ellipsis. */
  .bar > .name,
  .more {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  /* A bar's name is as wide as the bar's days (each as wide as this one's bar at least), above the next days' bars;
     clicks go through it to the bar of the day under the pointer, whose day is listed. In the regular weight (bold is
     the list's): a bold face at this size is one more font for the frame that first draws the bars to set up. */
  .bar > .name {
    font-weight: normal;
    width: calc(var(--days) * 100%);
    position: relative;
    z-index: 1;
    pointer-events: none;
  }
  .from {
    margin-left: 0;
    border-left: 0;
  }
  .into {
    margin-right: 0;
    border-right: 0;
  }
  /* Square where the period goes on: flush with the bar beside, or open where the day beside does not draw it. */
  .from,
  .open-start {
    border-top-left-radius: 0;
    border-bottom-left-radius: 0;
  }
  .into,
  .open-end {
    border-top-right-radius: 0;
    border-bottom-right-radius: 0;
  }
  .bar.demand {
    border-style: dashed;
  }
  .bar.sub {
    background: color-mix(in srgb, currentColor 14%, transparent);
  }
  [part~='legend'] .bar {
    margin: 0;
  }
  .more {
    color: var(--_muted);
    padding: 0 0.3rem;
    white-space: nowrap;
  }
  [part~='compact'] {
    --_day: 4em;
    text-align: center;
  }
  [part~='compact'] .entries {
    grid-template-columns: auto auto;
    grid-template-rows: repeat(2, 1lh);
    justify-content: center;
  }
  /* The notes under the grid (a failure, stale data, a truncated answer, the reader's cash) take at most three lines of the host's text,
     which the reserved height counts, and scroll what does not fit, so that neither a note said late nor a font's
     metrics make the month taller; on a narrow host, whose notes wrap more, six, which its day list gives up. A focus
     ring in them is drawn inside, where the block does not cut it. */
  :host(:not([view='list'])) .notes {
    margin-top: 0.4rem;
    max-height: 3lh;
    overflow-y: auto;
  }
  :host(:not([view='list'])) .narrow .notes {
    max-height: 6lh;
  }
  :host(:not([view='list'])) .notes > p {
    margin: 0;
  }
  .notes :focus-visible {
    outline-offset: -2px;
  }
  /* The line of the data's last change: one line, cut at its end. */
  :host(:not([view='list'])) [part~='updated'] {
    margin: 0.4rem 0 0;
    height: 1lh;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  /* The wide month's attribution is two lines of its own, as the reserved height counts it; a font too large for them
     scrolls it. The compact month's day list gives way to a longer one. */
  :host(:not([view='list'])) .main:not(.narrow) ~ [part~='attribution'] {
    height: 2lh !important;
    overflow-y: auto !important;
  }
  /* On a narrow host the day list is always there, and takes the height the rows leave, whatever the day holds: its
     entries scroll inside it (the padding leaves room for their focus rings), so that the page does not move when the
     data comes or the focus moves to a busier day. */
  :host(:not([view='list'])) .narrow {
    flex: 1 1 0;
    min-height: 0;
    grid-template-rows: minmax(0, 1fr);
  }
  :host(:not([view='list'])) [part~='compact'] ~ [part~='agenda'] {
    display: flex;
    flex-direction: column;
    flex: 1 1 0;
    min-height: 0;
  }
  [part~='agenda'] h3 {
    flex: none;
  }
  /* In the day list, the deposit follows the access line on the entry's line: a separator keeps them apart. */
  [part~='agenda'] [part~='deposit']::before {
    content: '· ';
  }
  [part~='compact'] ~ [part~='agenda'] > ul {
    min-height: 0;
    overflow-y: auto;
    align-content: start;
    padding: 3px;
  }
  /* A bar where the reader can subscribe is ringed (its name also says ✓); with only the reader's offerings wanted, the
     others' bars fade but keep their place. */
  .bar.mine {
    box-shadow: inset 0 0 0 2px currentColor;
  }
  .bar.dim {
    opacity: 0.3;
  }
  .pending {
    height: var(--_day);
    border: solid var(--_border);
    border-width: 0 1px 1px;
  }
  /* The panel lies over the body in one grid cell, which grows to the taller of the two: never over the attribution. */
  .main {
    display: grid;
    flex: 1;
    grid-template-columns: minmax(0, 1fr);
  }
  .main > * {
    grid-area: 1 / 1;
  }
  /* On narrow hosts the panel fills the element: all of what it makes inert; in the month view it scrolls within. */
  .narrow > [part~='panel'] {
    width: 100%;
    align-self: stretch;
    overflow-y: auto;
  }
  /* Sticky: opened far down a long list, it shows where the reader is, and focusing it does not scroll the page up. */
  [part~='panel'] {
    justify-self: end;
    align-self: start;
    position: sticky;
    top: 0;
    z-index: 1;
    width: min(24rem, 100%);
    padding: 0.75rem;
    background: var(--_bg);
    border: 1px solid var(--_border);
    border-radius: 6px;
    box-shadow: -4px 0 16px #0003;
  }
  [part~='panel'] h3 {
    margin: 0;
    font-size: 1.1em;
  }
  [part~='current'] {
    font-weight: 700;
  }
  [part~='fields'] {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.2rem 0.8rem;
  }
  dd {
    margin: 0;
  }
`;
