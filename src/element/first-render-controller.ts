/**
 * Holds the host's first render until its first call has left. Drawing the month takes tens of milliseconds on a slow
 * phone (the render, then its layout), which would otherwise pass before the request does; drawn while the request is
 * on the network, it costs the reader nothing. A lazy host waits for its first viewport report, which tells whether a
 * call comes at all. The host's reserved height keeps the page still meanwhile.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class FirstRenderController implements ReactiveController {
  #drawn = false;

  /** `callStarting`: whether a call is about to leave (see `ScheduleController.callStarting`). */
  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly callStarting: () => boolean,
  ) {
    host.addController(this);
  }

  /** A call has left: the host renders if its first render waits for it (a later load needs no render for it). */
  callLeft(): void {
    if (!this.#drawn) this.host.requestUpdate();
  }

  /** Whether the host draws nothing in the update under way: read after the controllers' `hostUpdate`. */
  get held(): boolean {
    return !this.#drawn && this.callStarting();
  }

  hostUpdated(): void {
    if (!this.held) this.#drawn = true;
  }
}
