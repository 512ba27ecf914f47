import type { ReactiveControllerHost } from 'lit';

/** A controller host without an element, which counts the renders asked of it. */
export interface CountingHost extends ReactiveControllerHost {
  renders: number;
}

/** A counting host made of `fields` (an event target to dispatch on, a registry, …), which it returns. */
export function countingHost<T extends object>(fields: T): T & CountingHost {
  const host: T & CountingHost = Object.assign(fields, {
    renders: 0,
    requestUpdate() {
      host.renders++;
    },
    addController() {},
    removeController() {},
    updateComplete: Promise.resolve(true),
  });
  return host;
}
