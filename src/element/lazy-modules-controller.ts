/**
 * The host's lazily loaded modules: the other language's strings, the broker table, the broker picker, the detail
 * panel and the .ics writer, each a chunk of its own that a page which never needs it never loads. Each update asks
 * for what the host needs then (src/element/needed-modules.ts); the host's first render waits for what its body
 * cannot be shown without, and the modules' arrivals and failures render it again.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Lang } from '../format/lang.js';
import { ko } from '../i18n/ko.js';
import type { Strings } from '../i18n/strings.js';
import { isPending, type ModuleState } from './lazy-module.js';
import { LAZY_MODULES } from './lazy-modules.js';
import { NO_NEEDS, type LazyModuleName, type ModuleNeeds } from './needed-modules.js';

type LazyModules = typeof LAZY_MODULES;
/** What the templates read of the modules: each one's state. */
export type ModuleStates = Pick<LazyModulesController, 'state'>;

/** What a module gives once loaded. */
export type ModuleOf<N extends LazyModuleName> = Awaited<ReturnType<LazyModules[N]['load']>>;

export class LazyModulesController implements ReactiveController {
  #needs: ModuleNeeds = NO_NEEDS;
  /** Whether the host has rendered without waiting for a module. */
  #drawn = false;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  /** Asks for the modules the update under way needs. */
  update(needs: ModuleNeeds): void {
    this.#needs = needs;
    for (const name of [...needs.body, ...needs.panel, ...needs.more]) LAZY_MODULES[name].need(this.host);
  }

  /** Where a module stands. */
  state<N extends LazyModuleName>(name: N): ModuleState<ModuleOf<N>> {
    return LAZY_MODULES[name].state as ModuleState<ModuleOf<N>>;
  }

  /** The module once loaded, else null. */
  module<N extends LazyModuleName>(name: N): ModuleOf<N> | null {
    const state = this.state(name);
    return state.status === 'loaded' ? state.module : null;
  }

  /** The module, loaded for the host (again after a failure), which renders when it settles. */
  load<N extends LazyModuleName>(name: N): Promise<ModuleOf<N>> {
    return LAZY_MODULES[name].load(this.host) as Promise<ModuleOf<N>>;
  }

  /** The strings of `lang` once they are there; meanwhile Korean's, which come with the element. */
  strings(lang: Lang): Strings {
    return (lang === 'en' && this.module('english')) || ko;
  }

  /** Whether the host draws nothing in the update under way: it has not drawn yet, and its body waits for a module. */
  get held(): boolean {
    return !this.#drawn && this.#needs.body.some((name) => isPending(LAZY_MODULES[name].state));
  }

  /** Settles when the modules the held body waits for have come or failed; the host then renders again. */
  async bodyModules(): Promise<void> {
    const pending = this.#needs.body.filter((name) => isPending(LAZY_MODULES[name].state));
    await Promise.allSettled(pending.map((name) => LAZY_MODULES[name].load(this.host)));
  }

  /** Whether a module the body cannot be shown without failed to load. */
  get bodyFailed(): boolean {
    return this.#needs.body.some((name) => LAZY_MODULES[name].state.status === 'failed');
  }

  /** Loads again every module whose import failed; the host renders them busy meanwhile. */
  retry(): void {
    for (const [name, module] of Object.entries(LAZY_MODULES)) {
      // Its state tells a new failure, which the host shows.
      if (module.state.status === 'failed') this.load(name as LazyModuleName).catch(() => undefined);
    }
    this.host.requestUpdate();
  }

  hostUpdated(): void {
    if (!this.held) this.#drawn = true;
  }
}
