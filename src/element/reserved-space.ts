/**
 * What the shadow root holds until the first render: a block as tall as the month view's body will be. The first
 * render runs in a task after the one that connects the element (see the element's `scheduleUpdate`), and the browser
 * may paint a frame in between; with this block the host is as tall in that frame as after, so that the page does not
 * move. Sized by `reservedSpaceStyles`.
 */
export function reservedSpace(): HTMLElement {
  const space = document.createElement('div');
  space.className = 'reserved-space';
  space.append(document.createElement('div'));
  return space;
}
