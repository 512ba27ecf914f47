/**
 * Which clients share what. A registry holds one session per base URL and key: every client it gives for them shares
 * the calls in flight, the stored bodies and the quota, on the registry's fetch, storage, clock, timers, randomness and
 * Web Locks, whichever element asks first. It also holds the reader's values that its elements share (./shared-value.ts)
 * on the same storage. Elements use the page's registry unless given another: an app (or a test) that wants its
 * elements apart, or on other storage, gives them a registry of its own.
 */
import { getOrAdd } from '../util/get-or-add.js';
import type { IpoClient } from './client-types.js';
import { createSession, sessionId, type Session, type SessionOptions } from './session.js';
import { sharedValue, type SharedValue } from './shared-value.js';
import { safeStorage, type SafeStorage } from './storage.js';

/** What the sessions of a registry run on; each defaults as in a page (see SessionOptions). */
export type RegistryOptions = Omit<SessionOptions, 'baseUrl' | 'apiKey'>;

/** The service and key a client calls, and how long its stored bodies are used without any call. */
export interface Connection {
  /** The v1 root, e.g. `https://api.example.com/v1`. */
  baseUrl: string;
  /** Null for a relay that holds the key. */
  apiKey: string | null;
  /** Milliseconds; null or absent for the default of 10 minutes. */
  ttlMs?: number | null;
}

export class ClientRegistry {
  readonly #options: RegistryOptions;
  readonly #sessions = new Map<string, Session>();
  readonly #shared = new Map<string, SharedValue>();
  /** One for its sessions and shared values, made when first needed. */
  #safeStorage: SafeStorage | null = null;

  constructor(options: RegistryOptions = {}) {
    this.#options = options;
  }

  /** The client of a base URL and key for a TTL: all TTLs share the session of their base URL and key. */
  client({ baseUrl, apiKey, ttlMs }: Connection): IpoClient {
    const options = { ...this.#options, baseUrl, apiKey };
    const session = getOrAdd(this.#sessions, sessionId(options), () => createSession(options, this.#storage()));
    return session(ttlMs ?? undefined);
  }

  /** The value under a storage key that this registry's elements share. */
  shared(key: string): SharedValue {
    return getOrAdd(this.#shared, key, () => sharedValue(this.#storage(), key));
  }

  /** The registry's storage, made safe once: what one of its users learns of a failing storage, all of them know. */
  #storage(): SafeStorage {
    return (this.#safeStorage ??= safeStorage(this.#options.storage ?? (() => localStorage)));
  }
}

/** The registry of the page: the elements' unless they are given another. */
export const pageRegistry = new ClientRegistry();
