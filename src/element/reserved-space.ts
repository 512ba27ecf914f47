import { css } from 'lit';

/**
 * The month view's height: one value at every width of the element, in every state and month, before the first render
 * too, so that a page reserves its place with one rule (README) and never moves. It is what the wide month adds up to,
 * every row's height being explicit: ten lines of text (the header, the toolbar, the navigation, the legend, three of
 * notes under the grid, the line of the data's last change, two lines of attribution), the grid in em (a weekday row of 1.16em and
 * six weeks of 6.4em), and the padding, margins and borders. A compact month (a narrower host) fills the same height: its day list
 * takes what the rows leave. The list view's height follows its data; its min-height holds its place.
 *
 * Rounded up to half a rem, so that the default font's value is a round number: a page that sets its own font reserves
 * the same expression in that font (README), which the browser computes as it computes this one.
 */
export const reservedSpaceStyles = css`
  :host(:not([view='list'])) {
    min-height: calc(10lh + 39.56em + 6.25rem + 6px);
    min-height: round(up, 10lh + 39.56em + 6.25rem + 6px, 0.5rem);
  }
`;
