import { css } from 'lit';

/** Colours, spacing and the list view. Stage colours are always paired with a text label or a glyph. */
export const baseStyles = css`
  /* The scheme is the page's (PageStyleController writes it, with the theme's); light dark until it is read. */
  :host {
    color-scheme: light dark;
    /* Text smaller than the host's takes at least this size: 12 px in the page's type (PageStyleController). */
    --_min-text: 0px;
    /* A neutral dark grey, between the near-black and the greys of dark pages (#121212 to #2d2d2d). */
    --_bg: var(--ipo-calendar-surface, light-dark(#fff, #1e1e1e));
    --_muted: var(--ipo-calendar-muted, light-dark(#57606a, #9ea7b3));
    --_border: var(--ipo-calendar-border, light-dark(#d0d7de, #30363d));
    --_accent: var(--ipo-calendar-accent, light-dark(#0b5cd5, #58a6ff));
    /* A column whose body fills the reserved height: the attribution stays at the foot of a short state. */
    display: flex;
    flex-direction: column;
    position: relative;
    min-height: var(--ipo-calendar-min-height, 18rem);
    min-width: 280px;
    padding: 0.75rem;
    border: 1px solid var(--_border);
    border-radius: var(--ipo-calendar-radius, 8px);
    background: var(--_bg);
    color: var(--ipo-calendar-text, light-dark(#1b1f24, #e6edf3));
    /* Hangul in the platform's Korean font: macOS, Windows, then Linux and ChromeOS. Named, Noto is found at once; left
       to fallback, the browser searches the system's fonts for it again at each size and weight the element uses.
       \`--ipo-calendar-font: page\` is no font: the declaration is invalid at computed-value time, and the font is the
       page's, inherited (the README's reservation for a site's font relies on the same). */
    font: var(
      --ipo-calendar-font,
      14px/1.45 system-ui,
      Apple SD Gothic Neo,
      Malgun Gothic,
      Noto Sans CJK KR,
      sans-serif
    );
  }
  /* Korean prose breaks between words, as in print; a run longer than the line (a URL, a hostile name) breaks anywhere.
  */
  p,
  dd {
    word-break: keep-all;
  }
  p,
  dd,
  h3,
  button {
    overflow-wrap: anywhere;
  }
  :host([hidden]) {
    display: none;
  }
  :host,
  * {
    box-sizing: border-box;
  }
  button {
    font: inherit;
    color: inherit;
    background: none;
    border: 1px solid var(--_border);
    border-radius: 6px;
    padding: 0.2rem 0.6rem;
    cursor: pointer;
  }
  :focus-visible {
    outline: 2px solid var(--_accent);
    outline-offset: 1px;
  }
  a {
    color: var(--_accent);
  }
  h2,
  h3,
  h4 {
    font-size: 1em;
    margin: 0.5rem 0 0.3rem;
  }
  ul,
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.4rem;
  }
  /* Small text in the line height of the text around it, scaled: with a number the same, and with \`normal\` (a site's
     font without a line height) the height of the first font's lines, so that a fallback font (Hangul in a Latin
     font) cannot make its lines taller. \`lh\` here is the parent's. */
  .muted,
  [part~='notice'],
  [part~='quota'],
  [part~='legend'],
  [part~='stage'] {
    color: var(--_muted);
    font-size: max(0.86em, var(--_min-text));
    line-height: calc(0.86 * 1lh);
  }
  /* Wrapped lines stay closer together than the items of a line. */
  [part~='header'],
  [part~='month-nav'],
  .panel-head,
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.15rem 0.4rem;
  }
  [part~='item'] {
    display: grid;
    gap: 0.25rem;
    padding-bottom: 0.5rem;
    border-bottom: 1px solid var(--_border);
  }
  .panel-head {
    justify-content: space-between;
  }
  /* The header is one line high in every state and font: a busy notice stays by the title and is cut short rather than
     wrap the row, and the quota keeps to the right. */
  [part~='header'] {
    flex-wrap: nowrap;
    height: calc(1lh + 0.8rem);
  }
  [part~='header'] > h2 {
    margin: 0;
    white-space: nowrap;
  }
  [part~='quota'] {
    margin-left: auto;
    white-space: nowrap;
  }
  [part~='header'] > [part~='notice'] {
    flex: 1 1 0;
    min-width: 0;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  /* The reader's brokers, the only-mine toggle and the calendar subscription: one line in every state and font, like
     the header. The brokers' button takes what the others leave and cuts its names short. */
  [part~='toolbar'] {
    display: flex;
    align-items: center;
    gap: 0.4rem;
    height: calc(1lh + 0.8rem);
    white-space: nowrap;
  }
  [part~='toolbar'] > * {
    flex: none;
  }
  [part~='toolbar'] > [part~='brokers'] {
    flex: 0 1 auto;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  [part~='toolbar'] > [part~='feed'] {
    margin-left: auto;
  }
  [part~='only-mine'][aria-pressed='true'],
  [part~='plan'][aria-pressed='true'] {
    border-color: var(--_accent);
    box-shadow: inset 0 0 0 1px var(--_accent);
    font-weight: 600;
  }
  [part~='only-mine'][aria-pressed='true']::before,
  [part~='plan'][aria-pressed='true']::before {
    content: '✓ ';
  }
  /* The reader's money: an overlap needs cash at once, so it reads as a warning; the cash strip is small text. */
  .overlap {
    color: var(--ipo-calendar-danger, light-dark(#b42318, #ff7b72));
    font-weight: 600;
  }
  [part~='cash'] h3 {
    margin: 0;
    font-size: inherit;
  }
  [part~='cash'] ul {
    margin: 0;
    padding-inline-start: 1.2em;
  }
  button:disabled {
    cursor: default;
    opacity: 0.55;
  }
  /* Where the reader subscribes: their own brokers stand out; an account they would need is said plainly. */
  [part~='access'][part~='mine'] {
    color: var(--_accent);
    font-weight: 600;
  }
  [part~='badge'][part~='change'] {
    color: var(--ipo-calendar-changed, light-dark(#9a3412, #fdba74));
    overflow-wrap: anywhere;
  }
  [part~='broker-options'] {
    border: 0;
    margin: 0.5rem 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
    gap: 0.2rem 0.8rem;
  }
  [part~='broker-options'] label {
    display: flex;
    gap: 0.3rem;
    align-items: center;
  }
  [part~='message'] {
    padding: 1rem 0;
  }
  .error {
    color: var(--ipo-calendar-danger, light-dark(#b42318, #ff7b72));
  }
  /* The list view's placeholder fills the space the host's min-height holds, cut at its end: it takes no room of its
     own, so that the host is as tall as that space in any font. */
  [part~='body'] {
    position: relative;
  }
  [part~='skeleton'] {
    position: absolute;
    inset: 0;
    overflow: hidden;
    display: grid;
    align-content: start;
    gap: 0.5rem;
  }
  [part~='skeleton'] span {
    height: 2.6rem;
    background: var(--_border);
    border-radius: 6px;
    opacity: 0.45;
  }
  [part~='quota'] meter {
    width: 4rem;
    margin-right: 0.3rem;
  }
  .name,
  b {
    font-weight: 600;
  }
  [part~='badge'] {
    border: 1px solid;
    border-radius: 9em;
    padding: 0 0.45rem;
    font-size: max(0.8em, var(--_min-text));
  }
  .demand {
    color: var(--ipo-calendar-demand, light-dark(#6e40c9, #b392f0));
  }
  .sub {
    color: var(--ipo-calendar-sub, light-dark(#08672f, #3fb950));
  }
  .refund {
    color: var(--ipo-calendar-refund, light-dark(#8a5a00, #d29922));
  }
  .listing {
    color: var(--ipo-calendar-listing, light-dark(#c2255c, #f778ba));
  }
  /* The terms require the attribution. Declarations marked !important inside the shadow root win over the page's on
     ::part(attribution), so \`all\` resets every property a page rule could hide it with (its pseudo-elements too); it
     follows the theme's custom properties (--ipo-calendar-muted, -border, -font) like the rest of the element. */
  [part~='attribution'] {
    all: initial !important;
    display: block !important;
    margin-top: 0.75rem !important;
    padding-top: 0.4rem !important;
    border-top: 1px solid var(--_border) !important;
    font: inherit !important;
    font-size: max(0.86em, 11px, var(--_min-text)) !important;
    line-height: calc(0.86 * 1lh) !important;
    color: var(--_muted) !important;
    color-scheme: inherit !important;
    word-break: keep-all !important;
    overflow-wrap: anywhere !important;
  }
  [part~='attribution']::before,
  [part~='attribution']::after {
    content: none !important;
  }
  [part~='attribution']::first-line,
  [part~='attribution']::first-letter {
    all: unset !important;
  }
  /* Forced colours drop the tints: the selected day is dashed, unlike the focus ring. */
  @media (forced-colors: active) {
    [part~='selected'] {
      outline: 2px dashed CanvasText;
      outline-offset: -4px;
    }
    [part~='today'] .num {
      outline: 2px solid CanvasText;
    }
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    clip-path: inset(50%);
    white-space: nowrap;
    overflow: hidden;
  }
`;
