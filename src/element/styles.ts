import { css } from 'lit';

/** Colours, spacing and the list view. Stage colours are always paired with a text label or pattern. */
export const baseStyles = css`
  :host {
    --ipo-bg: #fff;
    --ipo-fg: #1b1f24;
    --ipo-muted: #57606a;
    --ipo-border: #d0d7de;
    --ipo-accent: #0b5cd5;
    --ipo-danger: #b42318;
    --ipo-demand-color: #6e40c9;
    --ipo-sub-color: #0b7a3e;
    --ipo-refund-color: #9a6700;
    --ipo-listing-color: #c2255c;
    --ipo-radius: 8px;
    display: block;
    container-type: inline-size;
    min-height: var(--ipo-min-height, 18rem);
    box-sizing: border-box;
    padding: 0.75rem;
    border: 1px solid var(--ipo-border);
    border-radius: var(--ipo-radius);
    background: var(--ipo-bg);
    color: var(--ipo-fg);
    font: var(--ipo-font, 14px/1.45 system-ui, -apple-system, 'Apple SD Gothic Neo', 'Malgun Gothic', sans-serif);
    position: relative;
  }
  :host([hidden]) { display: none; }
  :host([theme='dark']) {
    --ipo-bg: #0d1117; --ipo-fg: #e6edf3; --ipo-muted: #9ea7b3; --ipo-border: #30363d; --ipo-accent: #58a6ff;
    --ipo-danger: #ff7b72; --ipo-demand-color: #b392f0; --ipo-sub-color: #3fb950; --ipo-refund-color: #d29922;
    --ipo-listing-color: #f778ba;
  }
  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light'])) {
      --ipo-bg: #0d1117; --ipo-fg: #e6edf3; --ipo-muted: #9ea7b3; --ipo-border: #30363d; --ipo-accent: #58a6ff;
      --ipo-danger: #ff7b72; --ipo-demand-color: #b392f0; --ipo-sub-color: #3fb950; --ipo-refund-color: #d29922;
      --ipo-listing-color: #f778ba;
    }
  }
  * { box-sizing: border-box; }
  button { font: inherit; color: inherit; background: none; border: 1px solid var(--ipo-border); border-radius: 6px; padding: 0.2rem 0.6rem; cursor: pointer; }
  button:focus-visible, a:focus-visible, [tabindex]:focus-visible { outline: 2px solid var(--ipo-accent); outline-offset: 1px; }
  a { color: var(--ipo-accent); }
  .muted, [part~='attribution'], [part~='notice'] { color: var(--ipo-muted); font-size: 0.86em; }
  [part~='header'] { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; justify-content: space-between; margin-bottom: 0.5rem; }
  h2 { font-size: 1.05em; margin: 0; }
  [part~='message'] { padding: 1rem 0.25rem; }
  [part~='message'].error { color: var(--ipo-danger); }
  [part~='skeleton'] { display: grid; gap: 0.5rem; }
  [part~='skeleton'] span { display: block; height: 2.6rem; border-radius: 6px; background: var(--ipo-border); opacity: 0.45; }
  [part~='quota'] { display: inline-flex; align-items: center; gap: 0.4rem; font-size: 0.86em; color: var(--ipo-muted); }
  [part~='quota'] meter { width: 4rem; }
  [part~='list'] { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.4rem; }
  [part~='item'] button { display: grid; gap: 0.2rem; width: 100%; text-align: start; padding: 0.5rem 0.6rem; }
  .row { display: flex; flex-wrap: wrap; gap: 0.35rem; align-items: center; }
  .name { font-weight: 600; }
  [part~='badge'] { border: 1px solid currentColor; border-radius: 999px; padding: 0 0.45rem; font-size: 0.78em; }
  [part~='stage'] { font-size: 0.86em; }
  [part~='stage'] b { font-weight: 600; }
  .demand { color: var(--ipo-demand-color); }
  .sub { color: var(--ipo-sub-color); }
  .refund { color: var(--ipo-refund-color); }
  .listing { color: var(--ipo-listing-color); }
  [part~='attribution'] { margin: 0.75rem 0 0; border-top: 1px solid var(--ipo-border); padding-top: 0.4rem; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;
