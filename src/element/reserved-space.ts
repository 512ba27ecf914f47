import { css } from 'lit';

/**
 * What the shadow root holds until the first render: a block as tall as the month view's body will be. The first
 * render runs in a task after the one that connects the element (see the element's `scheduleUpdate`), and the browser
 * may paint a frame in between; with this block the host is as tall in that frame as after, so that the page does not
 * move.
 */
export function reservedSpace(): HTMLElement {
  const space = document.createElement('div');
  space.className = 'reserved-space';
  space.append(document.createElement('div'));
  return space;
}

/**
 * The month view's body, wide or compact (the element narrower than 480 px, its padding and border taken off), in the
 * default font. The list view's height depends on its data: the host's min-height holds its place.
 */
export const reservedSpaceStyles = css`
  .reserved-space {
    container-type: inline-size;
  }
  :host(:not([view='list'])) .reserved-space > div {
    height: 51.8em;
  }
  @container (width < calc(480px - 1.5rem - 2px)) {
    :host(:not([view='list'])) .reserved-space > div {
      height: 49.65em;
    }
  }
`;
