import { css } from 'lit';

/** The month grid, its bars and dots, the day list and the detail panel. */
export const monthStyles = css`
  [part~='month-nav'] h3 {
    margin: 0 auto 0 0;
  }
  [part~='legend'] {
    margin: 0.4rem 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem 0.8rem;
  }
  /* A month's failure, in the legend's place: one row like it where it fits. */
  [part~='month-nav'] + [part~='message'] {
    margin: 0.4rem 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.15rem 0.6rem;
  }
  [part~='month-nav'] + [part~='message'] > * {
    margin: 0;
    padding-block: 0;
  }
  /* Days are at least as tall as what they can hold (3 lines; 4 dots in 2 rows when compact): rows do not grow when
     entries come. */
  [role='grid'] {
    border-top: 1px solid var(--_border);
    --_day: 6.4em;
  }
  [role='row'] {
    display: grid;
    grid-template-columns: repeat(7, minmax(0, 1fr));
  }
  [role='columnheader'] {
    color: var(--_muted);
    font-size: 0.8em;
    text-align: center;
  }
  /* Not clipped: a bar's name runs on over its next days. */
  [role='gridcell'] {
    min-height: var(--_day);
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
    font-size: 0.8em;
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
    font-size: 0.72em;
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
    grid-template-rows: none;
    justify-content: center;
  }
  /* On a narrow host the day list is always there, and as tall whatever the day holds: its entries scroll inside it
     (the padding leaves room for their focus rings), so that the page does not move when the data comes or the
     focus moves to a busier day. Its height shows three entries and part of a fourth, which tells that it scrolls. */
  [part~='compact'] ~ [part~='agenda'] {
    display: flex;
    flex-direction: column;
    height: 11em;
  }
  [part~='compact'] ~ [part~='agenda'] > ul {
    min-height: 0;
    overflow-y: auto;
    align-content: start;
    padding: 3px;
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
  /* On narrow hosts the panel fills the element: all of what it makes inert. */
  .narrow > [part~='panel'] {
    width: 100%;
    align-self: stretch;
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
