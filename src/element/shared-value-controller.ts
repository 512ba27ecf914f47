/**
 * A value of the reader's that the host shares with the other elements of its registry (`ClientRegistry.shared`): read
 * from the storage once, and again only once it is written, by an element of the registry or by another tab (the
 * page's `storage` event). The host renders after each write. Only a connected host listens: a removed one that is
 * read (a load that ends after its removal) would otherwise stay among the registry's listeners for good.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ClientRegistry } from '../client/registry.js';
import type { SharedValue } from '../client/shared-value.js';

/** The host, whose registry may be replaced at any time: it is read when used. */
interface SharedValueHost extends ReactiveControllerHost {
  clients: ClientRegistry;
}

export class SharedValueController<T> implements ReactiveController {
  /** The value read, until a write; undefined before the first read. */
  #value: T | undefined;
  #shared: SharedValue | null = null;
  #unsubscribe: (() => void) | null = null;
  #connected = false;

  /** `read` turns what is stored (parsed JSON, or null) into the value, whatever the page wrote there. */
  constructor(
    private readonly host: SharedValueHost,
    private readonly key: string,
    private readonly read: (stored: unknown) => T,
  ) {
    host.addController(this);
  }

  get value(): T {
    const shared = this.#follow();
    this.#value ??= this.read(shared.read());
    return this.#value;
  }

  /** Stores `value` (null removes it) for every element of the registry. */
  write(value: T | null): void {
    this.#follow().write(value);
  }

  hostConnected(): void {
    this.#connected = true;
    // Read again and listened to: what was written while the host was away was not heard.
    this.#shared = null;
    this.#follow();
    window.addEventListener('storage', this.#storageChanged);
  }

  hostDisconnected(): void {
    this.#connected = false;
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    window.removeEventListener('storage', this.#storageChanged);
  }

  /** The value of the host's registry, listened to while connected: another registry's, once the host has one. */
  #follow(): SharedValue {
    const shared = this.host.clients.shared(this.key);
    if (shared === this.#shared) return shared;
    this.#unsubscribe?.();
    this.#unsubscribe = this.#connected ? shared.subscribe(this.#changed) : null;
    this.#shared = shared;
    this.#value = undefined;
    return shared;
  }

  readonly #changed = () => {
    this.#value = undefined;
    this.host.requestUpdate();
  };

  /** Another tab wrote the key, or cleared the storage (`key` null). */
  readonly #storageChanged = (event: StorageEvent) => {
    if (event.key === this.key || event.key === null) this.#changed();
  };
}
