import { css } from 'lit';

/** The month grid, its bars and dots, the day list and the detail panel. */
export const monthStyles = css`
  [part~='month-nav'] { display: flex; align-items: center; gap: 0.4rem; }
  [part~='month-nav'] h3 { margin: 0 auto 0 0; font-size: 1em; order: -1; }
  [part~='legend'] { display: flex; flex-wrap: wrap; gap: 0.3rem 0.8rem; list-style: none; margin: 0.4rem 0; padding: 0; font-size: 0.86em; }
  [role='grid'] { display: grid; border-top: 1px solid var(--ipo-border); }
  [role='row'] { display: grid; grid-template-columns: repeat(7, minmax(0, 1fr)); }
  [role='columnheader'] { text-align: center; font-size: 0.8em; color: var(--ipo-muted); padding: 0.2rem 0; }
  [role='gridcell'] { min-height: 5.6rem; border: solid var(--ipo-border); border-width: 0 0 1px 1px; padding: 0.15rem 0 0.2rem; overflow: hidden; cursor: pointer; }
  [role='gridcell']:nth-child(7) { border-right-width: 1px; }
  [part~='outside'] { background: color-mix(in srgb, var(--ipo-border) 25%, transparent); color: var(--ipo-muted); }
  [part~='selected'] { box-shadow: inset 0 0 0 2px var(--ipo-accent); }
  .num { display: block; padding: 0 0.3rem; font-size: 0.8em; }
  [part~='today'] .num { font-weight: 700; color: var(--ipo-bg); background: var(--ipo-accent); border-radius: 999px; width: max-content; margin-left: 0.15rem; }
  .entries { display: grid; gap: 2px; }
  .bar { display: block; font-size: 0.72em; line-height: 1.5; padding: 0 0.25rem; margin: 0 0.2rem; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; border: 1px solid currentColor; border-radius: 4px; }
  .bar.from { margin-left: 0; border-left: 0; border-top-left-radius: 0; border-bottom-left-radius: 0; }
  .bar.into { margin-right: 0; border-right: 0; border-top-right-radius: 0; border-bottom-right-radius: 0; }
  .bar.demand { border-style: dashed; }
  .bar.sub { background: color-mix(in srgb, currentColor 14%, transparent); }
  [part~='legend'] .bar { display: inline; margin: 0; }
  .more { font-size: 0.72em; padding: 0 0.3rem; color: var(--ipo-muted); }
  .dot { font-style: normal; font-size: 0.7em; }
  [part~='compact'] [role='gridcell'] { min-height: 2.6rem; text-align: center; }
  [part~='agenda'] ul { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.3rem; }
  [part~='agenda'] h3, h4 { font-size: 0.95em; margin: 0.6rem 0 0.3rem; }
  [part~='panel'] { position: absolute; inset: 0 0 0 auto; width: min(24rem, 100%); overflow: auto; background: var(--ipo-bg); border-left: 1px solid var(--ipo-border); padding: 0.75rem; box-shadow: -4px 0 16px rgb(0 0 0 / 0.15); z-index: 1; }
  .panel-head { display: flex; justify-content: space-between; gap: 0.5rem; align-items: start; }
  .panel-head h3 { margin: 0; font-size: 1.1em; }
  [part~='timeline'] { margin: 0; padding-left: 1.2rem; }
  [part~='current'] { font-weight: 700; }
  [part~='fields'] { display: grid; grid-template-columns: max-content 1fr; gap: 0.2rem 0.8rem; }
  dd { margin: 0; }
`;
