/**
 * A module of the element that a dynamic `import()` brings when it is first needed, rather than with the element's
 * own: imported once for the page and kept, so that every element has it at once afterwards. Each host that asked for
 * it is updated when it arrives or fails. A failed import stays failed until it is loaded again (the reader's retry):
 * the HTML standard keeps no failed fetch in the module map (whatwg/html#10327), so a browser that implements it
 * fetches the chunk again; one that does not fails again, and says so again.
 */
import type { ReactiveControllerHost } from 'lit';

/** Where a module stands: not asked for yet, on its way, there, or its import failed. */
export type ModuleState<M> =
  { status: 'idle' } | { status: 'loading' } | { status: 'loaded'; module: M } | { status: 'failed' };

/** Whether the module is not there yet, nor failed: asked for, or about to be. */
export const isPending = ({ status }: ModuleState<unknown>): boolean => status === 'idle' || status === 'loading';

export class LazyModule<M> {
  #state: ModuleState<M> = { status: 'idle' };
  #loading: Promise<M> | null = null;
  /** The hosts to update when the import under way settles. */
  readonly #hosts = new Set<ReactiveControllerHost>();

  constructor(private readonly importModule: () => Promise<M>) {}

  get state(): ModuleState<M> {
    return this.#state;
  }

  /** The state, asking for the module for `host` the first time it is needed: a failed import is tried again by `load`. */
  need(host: ReactiveControllerHost): ModuleState<M> {
    // Its state tells a failure, which the host shows.
    if (this.#state.status === 'idle') this.load(host).catch(() => undefined);
    else if (this.#state.status === 'loading') this.#hosts.add(host);
    return this.#state;
  }

  /** The module: imported unless it is there or on its way, again after a failure; `host` is updated when it settles. */
  load(host?: ReactiveControllerHost): Promise<M> {
    if (this.#state.status === 'loaded') return Promise.resolve(this.#state.module);
    if (host) this.#hosts.add(host);
    this.#loading ??= this.#import();
    return this.#loading;
  }

  async #import(): Promise<M> {
    this.#state = { status: 'loading' };
    try {
      const module = await this.importModule();
      this.#state = { status: 'loaded', module };
      return module;
    } catch (error) {
      this.#state = { status: 'failed' };
      throw error;
    } finally {
      this.#loading = null;
      for (const host of this.#hosts) host.requestUpdate();
      this.#hosts.clear();
    }
  }
}
